import { useId } from "react";
import { MdMarkEmailRead } from "react-icons/md";
import { DemoForm } from "~/components/DemoForm";

export default function CtaPrefooter3() {
  const emailId = useId();

  return (
    <div className="cta-newsletter">
      <div className="row align-items-center gy-4">
        <div className="col-lg-6">
          <span className="icon-shape bg-gradient-info mb-3">
            <MdMarkEmailRead size={24} aria-hidden="true" focusable="false" />
          </span>
          <h3 className="section-title mb-2">Get the Tasklane letter</h3>
          <p className="section-lead mb-0">One e-mail a month with new features and what other teams have learned. No spam, ever.</p>
        </div>
        <div className="col-lg-5 ms-auto">
          <DemoForm>
            <label htmlFor={emailId} className="form-label fw-bold text-body-emphasis">
              Email address
            </label>
            <div className="d-flex flex-column flex-sm-row gap-2">
              <input id={emailId} type="email" name="email" className="form-control" placeholder="you@example.com" autoComplete="email" required />
              <button type="submit" className="btn bg-gradient-dark mb-0 flex-shrink-0">
                Subscribe
              </button>
            </div>
          </DemoForm>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Call to action: newsletter sign-up panel", order: 3, keywords: ["cta", "call to action"] };
