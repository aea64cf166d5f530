import { useState } from "react";
import { MdCloudOff, MdDownloadDone, MdRefresh } from "react-icons/md";

const saved = [
  { title: "Your first week: a checklist", savedAgo: "Saved 2 days ago", href: "/pages/blog/single-article" },
  { title: "Questions people ask about visas", savedAgo: "Saved last week", href: "/pages/support/faq" },
  { title: "How to reach an adviser", savedAgo: "Saved last week", href: "/pages/support/contact-us" },
];

export default function ErrorPagesOffline() {
  const [tries, setTries] = useState(0);
  return (
    <section className="py-4">
      <div className="offline-banner mb-4">
        <span className="offline-banner-icon" aria-hidden="true">
          <MdCloudOff size={26} focusable="false" />
        </span>
        <div>
          <h3 className="h5 mb-1">You’re offline</h3>
          <p className="text-sm mb-0">
            Check your Wi-Fi or mobile data. Pages you saved are still here, and anything you type is kept until you’re back.
          </p>
          <div role="status" className="text-sm fw-bold">
            {tries > 0 && (
              <p key={tries} className="mt-2 mb-0">
                Still no connection. This is a demo: nothing was checked.
              </p>
            )}
          </div>
        </div>
        <button type="button" className="btn btn-outline-dark btn-sm d-inline-flex align-items-center gap-1 mb-0" onClick={() => setTries((count) => count + 1)}>
          <MdRefresh size={18} aria-hidden="true" focusable="false" />
          Try again
        </button>
      </div>
      <h4 className="error-subtitle mb-3">Saved for offline reading</h4>
      <ul className="list-group offline-saved">
        {saved.map((page) => (
          <li key={page.title} className="list-group-item d-flex align-items-center gap-3 py-3">
            <MdDownloadDone className="text-gradient-success flex-shrink-0" size={22} aria-hidden="true" focusable="false" />
            <div>
              <a className="fw-bold card-title-link" href={page.href}>
                {page.title}
              </a>
              <p className="text-xs text-soft mb-0">{page.savedAgo}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const meta = { title: "Error page: offline notice", order: 5, keywords: ["offline", "no connection", "error", "network"] };
