import { MdCheck, MdDownload } from "react-icons/md";

const checklist = [
  "Passport valid for the whole course",
  "Confirmation of Acceptance for Studies",
  "Proof of money for fees and living costs",
  "English language test result",
  "TB test certificate, if you need one",
  "Parental consent, if you are under 18",
];

export default function CtaDarkChecklist() {
  return (
    <div className="cta-checklist">
      <div className="row align-items-center gy-4">
        <div className="col-lg-7">
          <p className="section-eyebrow">Student visa · sample checklist</p>
          <h3 className="section-title text-white mb-4">Six things to gather before you apply</h3>
          <ul className="list-unstyled row gy-2 mb-0">
            {checklist.map((item) => (
              <li key={item} className="col-sm-6 d-flex gap-2">
                <span className="cta-checklist-tick">
                  <MdCheck size={16} aria-hidden="true" focusable="false" />
                </span>
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="col-lg-4 ms-auto">
          <div className="cta-checklist-card">
            <p className="text-sm text-white-soft mb-1">The full checklist</p>
            <p className="cta-checklist-count mb-1">24 items</p>
            <p className="text-sm text-white-soft mb-4">With where to get each document and how long it takes.</p>
            <a className="btn btn-white w-100 d-inline-flex align-items-center justify-content-center gap-2 mb-2" href="/authentication/sign-up/cover">
              <MdDownload size={18} aria-hidden="true" focusable="false" />
              Get the checklist
            </a>
            <p className="text-xs text-white-soft text-center mb-0">Free, as a printable page.</p>
          </div>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Call to action: dark card with a checklist", keywords: ["cta", "call to action", "checklist", "dark"], order: 8 };
