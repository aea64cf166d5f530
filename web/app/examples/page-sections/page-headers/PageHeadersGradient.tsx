import { MdArrowForward } from "react-icons/md";

export default function PageHeadersGradient() {
  return (
    <div className="header-gradient">
      <span className="header-gradient-orb header-gradient-orb-1" aria-hidden="true" />
      <span className="header-gradient-orb header-gradient-orb-2" aria-hidden="true" />
      <div className="container">
        <div className="row">
          <div className="col-xl-8 col-lg-9">
            <a className="header-gradient-news mb-4" href="/pages/blog/single-article">
              <span className="badge rounded-pill bg-white text-dark">New</span>
              Visa fees for 2026, explained
              <MdArrowForward size={16} aria-hidden="true" focusable="false" />
            </a>
            <h3 className="section-hero-title mb-3">Move to the UK with a plan, not a pile of forms</h3>
            <p className="section-hero-lead mb-4">
              Plain-English guides to every visa route, checklists you can tick off, and advisers a message away when
              a rule is not clear.
            </p>
            <div className="d-flex flex-wrap gap-2">
              <a className="btn btn-white mb-0" href="/pages/support/help-center">
                Check your eligibility
              </a>
              <a className="btn btn-outline-white mb-0" href="/pages/company/pricing">
                Compare visa routes
              </a>
            </div>
            <p className="text-white-soft text-sm mt-3 mb-0">Free to read · no account needed · a sample service</p>
          </div>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Page header: headline on a gradient", keywords: ["hero", "header", "gradient"], order: 6 };
