import { useId } from "react";
import { MdSearch } from "react-icons/md";
import { DemoForm } from "~/components/DemoForm";

const quickLinks = [
  { label: "Skilled Worker visa", href: "/pages/support/help-center" },
  { label: "Student visa", href: "/pages/support/faq" },
  { label: "Bringing family", href: "/pages/blog/single-article" },
  { label: "Fees and costs", href: "/pages/company/pricing" },
  { label: "Talk to an adviser", href: "/pages/support/contact-us" },
];

export default function PageHeadersSearch() {
  const id = useId();

  return (
    <div className="header-search">
      <div className="container">
        <div className="row">
          <div className="col-lg-8 col-xl-7 mx-auto text-center">
            <p className="section-eyebrow">Help centre · sample</p>
            <h3 className="section-title mb-3">What do you need to sort out?</h3>
            <p className="section-lead mb-4">Search 300 answers about visas, documents and life in the UK.</p>
            <DemoForm role="search" message="This is a demo search: nothing was searched or sent.">
              <label htmlFor={`${id}-query`} className="visually-hidden">
                Search the guide
              </label>
              <div className="header-search-box">
                <MdSearch size={24} aria-hidden="true" focusable="false" />
                <input
                  id={`${id}-query`}
                  type="search"
                  name="q"
                  className="form-control"
                  placeholder="e.g. visa processing times"
                  autoComplete="off"
                />
                <button type="submit" className="btn bg-gradient-dark mb-0">
                  Search
                </button>
              </div>
            </DemoForm>
            <nav className="mt-4" aria-label="Popular topics">
              <p className="text-sm fw-bold text-body-emphasis mb-2">Popular right now</p>
              <ul className="list-unstyled d-flex flex-wrap justify-content-center gap-2 mb-0">
                {quickLinks.map(({ label, href }) => (
                  <li key={label}>
                    <a className="header-search-chip" href={href}>
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Page header: headline with a search box", keywords: ["hero", "header", "search", "help centre"], order: 8 };
