import { useId } from "react";
import { MdCheckCircle } from "react-icons/md";
import { DemoForm } from "~/components/DemoForm";
import { SelectField } from "~/components/SelectField";

const promises = ["20 minutes on the phone or by video", "An adviser who knows your visa route", "No fee and nothing to sign"];
const topics = ["Work visa", "Study visa", "Family visa", "Settlement (ILR)", "Something else"];

export default function PageHeadersSplitForm() {
  const id = useId();

  return (
    <div className="header-split">
      <div className="container">
        <div className="row align-items-center gy-5">
          <div className="col-lg-6">
            <p className="section-eyebrow">Free eligibility call · sample service</p>
            <h3 className="section-title mb-3">Not sure which visa fits? Ask an adviser first</h3>
            <p className="section-lead mb-4">
              Tell us what you plan to do in the UK and we call you back within two working days with the routes that
              suit you and the documents each one needs.
            </p>
            <ul className="list-unstyled mb-0">
              {promises.map((promise) => (
                <li key={promise} className="d-flex align-items-center gap-2 mb-2 text-body-emphasis">
                  <MdCheckCircle className="text-gradient-success flex-shrink-0" size={20} aria-hidden="true" focusable="false" />
                  {promise}
                </li>
              ))}
            </ul>
          </div>
          <div className="col-lg-5 ms-auto">
            <div className="card shadow-lg p-4">
              <h4 className="h5 mb-1">Book a free eligibility call</h4>
              <p className="text-sm mb-3">All fields are required.</p>
              <DemoForm message="This is a demo form: no call was booked and nothing was sent.">
                <label htmlFor={`${id}-name`} className="form-label fw-bold text-body-emphasis">
                  Full name
                </label>
                <input id={`${id}-name`} name="name" className="form-control mb-3" autoComplete="name" required />
                <label htmlFor={`${id}-email`} className="form-label fw-bold text-body-emphasis">
                  Email address
                </label>
                <input id={`${id}-email`} type="email" name="email" className="form-control mb-3" placeholder="you@example.com" autoComplete="email" required />
                <label htmlFor={`${id}-topic`} className="form-label fw-bold text-body-emphasis">
                  What is the call about?
                </label>
                <SelectField id={`${id}-topic`} name="topic" defaultValue={topics[0]} wrapperClassName="mb-4">
                  {topics.map((topic) => (
                    <option key={topic}>{topic}</option>
                  ))}
                </SelectField>
                <button type="submit" className="btn bg-gradient-primary w-100 mb-0">
                  Book my call
                </button>
              </DemoForm>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Page header: split with a booking form", keywords: ["hero", "header", "form", "booking"], order: 5 };
