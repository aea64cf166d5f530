import { FaApple, FaGooglePlay } from "react-icons/fa6";
import { MdLock } from "react-icons/md";

const steps = [
  { title: "Lay the page flat", text: "Passport, bank letter or payslip: put it on a dark table in good light." },
  { title: "Hold still for a second", text: "The app finds the edges, checks for glare and takes the picture itself." },
  { title: "Check it and send", text: "Read the page back, then send it to your adviser or keep it in your wallet." },
];

const stores = [
  { icon: FaApple, label: "App Store" },
  { icon: FaGooglePlay, label: "Google Play" },
];

export default function ApplicationsScanner() {
  return (
    <div className="app-scanner">
      <div className="row align-items-center gy-5">
        <div className="col-lg-5">
          <div className="phone-mock app-scanner-phone" aria-hidden="true">
            <div className="phone-screen">
              <span className="app-scanner-chip">Edges found · hold still</span>
              <div className="app-scanner-frame">
                <div className="app-scanner-doc">
                  <span className="app-scanner-photo" />
                  <span className="app-scanner-lines">
                    <span className="w-75" />
                    <span className="w-50" />
                    <span className="w-75" />
                    <span className="w-25" />
                  </span>
                  <span className="app-scanner-mrz">P&lt;GBRSAMPLE&lt;&lt;ANA&lt;&lt;&lt;&lt;&lt;&lt;</span>
                </div>
                <span className="app-scanner-beam" />
              </div>
              <span className="app-scanner-modes">
                <span>Photo</span>
                <strong>Document</strong>
                <span>Pages</span>
              </span>
              <span className="app-scanner-shutter" />
            </div>
          </div>
        </div>
        <div className="col-lg-6 ms-auto">
          <p className="section-eyebrow">Document scanner · sample app</p>
          <h3 className="section-title mb-3">Scan a document in three steps</h3>
          <p className="section-lead mb-4">Clear, straight scans that a caseworker can read, made with the phone in your hand.</p>
          <ol className="app-scanner-steps mb-4">
            {steps.map(({ title, text }) => (
              <li key={title}>
                <strong className="d-block text-body-emphasis mb-1">{title}</strong>
                <span className="text-sm text-soft">{text}</span>
              </li>
            ))}
          </ol>
          <p className="d-flex align-items-center gap-2 text-sm mb-4">
            <MdLock className="text-gradient-success flex-shrink-0" size={18} aria-hidden="true" focusable="false" />
            Scans stay on your phone until you choose to send them.
          </p>
          <div className="d-flex flex-wrap gap-2">
            {stores.map(({ icon: Icon, label }) => (
              <a key={label} className="btn btn-outline-dark store-button mb-0" href="/pages/apps/desktop-app">
                <Icon size={20} aria-hidden="true" focusable="false" />
                <span className="store-button-text">
                  <small>Get the scanner on</small>
                  <strong>{label}</strong>
                </span>
              </a>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Application: document scanner", keywords: ["application", "scanner", "documents", "steps", "mobile app"] };
