import { FaApple, FaGooglePlay } from "react-icons/fa6";
import { MdNotificationsActive, MdOfflineBolt, MdQrCodeScanner } from "react-icons/md";

const features = [
  { icon: MdNotificationsActive, title: "Nudges, not noise", text: "Only the updates you asked for, bundled twice a day." },
  { icon: MdQrCodeScanner, title: "Scan to capture", text: "Photograph a whiteboard and every line becomes a task." },
  { icon: MdOfflineBolt, title: "Quick add", text: "Add a task from the lock screen in two taps." },
];

const stores = [
  { icon: FaApple, small: "Download on the", label: "App Store" },
  { icon: FaGooglePlay, small: "Get it on", label: "Google Play" },
];

export default function Applications2() {
  return (
    <div className="cta-card bg-gradient-dark">
      <div className="row align-items-center gy-5">
        <div className="col-lg-5 order-lg-2 ms-auto">
          <p className="section-eyebrow text-white-soft">Phone app · sample</p>
          <h3 className="section-title text-white mb-3">Take Tasklane with you</h3>
          <p className="section-hero-lead mb-4">Everything on your board, in your pocket, even where the signal gives up.</p>
          <ul className="list-unstyled mb-4">
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title} className="d-flex gap-3 mb-3">
                <span className="icon-shape bg-gradient-primary flex-shrink-0">
                  <Icon size={22} aria-hidden="true" focusable="false" />
                </span>
                <span>
                  <strong className="d-block text-white">{title}</strong>
                  <span className="text-white-soft text-sm">{text}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="d-flex flex-wrap gap-2">
            {stores.map(({ icon: Icon, small, label }) => (
              <button key={label} type="button" className="btn btn-white store-button mb-0">
                <Icon size={22} aria-hidden="true" focusable="false" />
                <span className="store-button-text">
                  <small>{small}</small>
                  <strong>{label}</strong>
                </span>
              </button>
            ))}
          </div>
        </div>
        <div className="col-lg-5 order-lg-1">
          <div className="phone-mock" aria-hidden="true">
            <div className="phone-screen">
              <span className="phone-notch" />
              <span className="app-line w-50" />
              <div className="phone-card bg-gradient-primary">
                <strong className="d-block text-sm">Today</strong>
                <span className="text-xs">4 tasks · 2 done</span>
              </div>
              <div className="phone-card bg-gradient-info">
                <strong className="d-block text-sm">Design review</strong>
                <span className="text-xs">14:30 · 3 people</span>
              </div>
              <span className="app-line w-75" />
              <span className="app-line w-50" />
              <span className="app-line w-75" />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Application: phone with a feature list" };
