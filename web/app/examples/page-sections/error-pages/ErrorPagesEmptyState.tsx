import { useState } from "react";
import { MdAdd, MdBadge, MdDescription, MdHome, MdSchool } from "react-icons/md";

const usual = [
  { label: "Passport", Icon: MdBadge },
  { label: "Visa decision letter", Icon: MdDescription },
  { label: "Proof of address", Icon: MdHome },
  { label: "Course offer (CAS)", Icon: MdSchool },
];

/** An open, empty folder with a sheet floating above it. */
function EmptyFolderArt() {
  return (
    <svg className="error-art empty-art" viewBox="0 0 200 140" aria-hidden="true" focusable="false">
      <ellipse className="error-art-soft" cx="100" cy="122" rx="78" ry="10" />
      <path className="error-art-accent" opacity="0.35" d="M34 40a8 8 0 0 1 8-8h36l10 10h70a8 8 0 0 1 8 8v62a8 8 0 0 1-8 8H42a8 8 0 0 1-8-8Z" />
      <rect className="error-art-paper" x="70" y="12" width="60" height="74" rx="6" strokeWidth="2" transform="rotate(-6 100 49)" />
      <path className="error-art-line" d="M82 34h32M82 46h36M82 58h22" transform="rotate(-6 100 49)" />
      <path className="error-art-accent" d="M28 66a8 8 0 0 1 8-8h128a8 8 0 0 1 8 8l-6 46a8 8 0 0 1-8 7H42a8 8 0 0 1-8-7Z" />
    </svg>
  );
}

export default function ErrorPagesEmptyState() {
  const [asked, setAsked] = useState(0);
  return (
    <section className="py-4">
      <div className="card">
        <div className="card-header bg-transparent d-flex flex-wrap align-items-center justify-content-between gap-2 py-3">
          <h3 className="h5 mb-0">My documents</h3>
          <span className="text-sm text-soft">0 files</span>
        </div>
        <div className="card-body p-4">
          <div className="empty-state text-center">
            <EmptyFolderArt />
            <h4 className="h5 mt-3 mb-2">No documents yet</h4>
            <p className="text-soft mx-auto mb-4" style={{ maxWidth: "30rem" }}>
              Keep copies of the papers your application needs in one place. They stay on this device until you choose to share
              them with an adviser.
            </p>
            <button type="button" className="btn bg-gradient-primary d-inline-flex align-items-center gap-1 mb-0" onClick={() => setAsked((count) => count + 1)}>
              <MdAdd size={18} aria-hidden="true" focusable="false" />
              Add your first document
            </button>
            <div role="status">
              {asked > 0 && (
                <p key={asked} className="text-sm text-soft mt-3 mb-0">
                  This is a demo: nothing was added.
                </p>
              )}
            </div>
            <p className="text-xs text-uppercase fw-bold text-soft mt-4 mb-2">Documents people usually add</p>
            <ul className="empty-state-chips">
              {usual.map(({ label, Icon }) => (
                <li key={label}>
                  <Icon aria-hidden="true" focusable="false" />
                  {label}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

export const meta = { title: "Empty state: no documents yet", order: 4, keywords: ["empty state", "no data", "placeholder", "first use", "documents"] };
