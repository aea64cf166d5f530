import { MdAssignmentTurnedIn } from "react-icons/md";

export default function CtaBanner() {
  return (
    <div className="cta-banner bg-gradient-info">
      <div className="cta-banner-text d-flex flex-column flex-md-row gap-3">
        <span className="icon-shape bg-white text-info flex-shrink-0">
          <MdAssignmentTurnedIn size={24} aria-hidden="true" focusable="false" />
        </span>
        <div>
          <h3 className="h4 text-white mb-1">Ready to start your visa application?</h3>
          <p className="text-white-soft mb-0">Build your document checklist in five minutes, then check it with an adviser.</p>
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2 flex-shrink-0">
        <a className="btn btn-white mb-0" href="/authentication/sign-up/cover">
          Start my checklist
        </a>
        <a className="btn btn-outline-white mb-0" href="/pages/support/contact-us">
          Talk to an adviser
        </a>
      </div>
    </div>
  );
}

export const meta = { title: "Call to action: banner with two buttons", keywords: ["cta", "call to action", "banner"], order: 4 };
