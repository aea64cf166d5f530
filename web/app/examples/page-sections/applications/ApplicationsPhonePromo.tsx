import { FaApple, FaGooglePlay } from "react-icons/fa6";
import { MdChat, MdFolderShared, MdNotificationsActive, MdStar, MdVerifiedUser } from "react-icons/md";

const leftFeatures = [
  { icon: MdVerifiedUser, title: "Your visa in your pocket", text: "Status, expiry date and a share code for employers and landlords." },
  { icon: MdNotificationsActive, title: "Deadlines you will not miss", text: "A nudge before each date, long before it becomes urgent." },
];
const rightFeatures = [
  { icon: MdFolderShared, title: "A wallet for documents", text: "Passport, payslips and letters, scanned once and kept together." },
  { icon: MdChat, title: "An adviser on hand", text: "Ask a question from the app and get a reply within a day." },
];

const stores = [
  { icon: FaApple, small: "Download on the", label: "App Store" },
  { icon: FaGooglePlay, small: "Get it on", label: "Google Play" },
];

// A made-up QR-like pattern (decorative, it leads nowhere): three corner squares, each with a light
// margin, and a fixed scatter from an integer hash of each cell.
const size = 21;
const nearCorner = (x: number, y: number) => (x < 8 || x >= size - 8) && (y < 8 || y >= size - 8) && !(x >= size - 8 && y >= size - 8);
const isDark = (x: number, y: number) => {
  let hash = Math.imul(x * 97 + y * 13 + 5, 0x45d9f3b);
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b);
  return ((hash ^ (hash >>> 16)) & 7) < 4;
};
const qrPath = Array.from({ length: size * size }, (_, n) => [n % size, Math.floor(n / size)])
  .filter(([x, y]) => !nearCorner(x, y) && isDark(x, y))
  .map(([x, y]) => `M${x} ${y}h1v1h-1z`)
  .join("");
const finders = [
  [0, 0],
  [14, 0],
  [0, 14],
];

function FeatureList({ items, align }: { items: typeof leftFeatures; align: "end" | "start" }) {
  return (
    <ul className="list-unstyled mb-0 d-grid gap-4">
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className={`app-promo-feature app-promo-feature-${align}`}>
          <span className="icon-shape bg-gradient-primary flex-shrink-0">
            <Icon size={22} aria-hidden="true" focusable="false" />
          </span>
          <span>
            <strong className="d-block text-body-emphasis mb-1">{title}</strong>
            <span className="text-sm text-soft">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export default function ApplicationsPhonePromo() {
  return (
    <div className="container py-4">
      <div className="row">
        <div className="col-lg-7 mx-auto text-center mb-5">
          <p className="section-eyebrow">Phone app · sample</p>
          <h3 className="section-title mb-3">Your move, in one app</h3>
          <p className="section-lead mb-3">Everything about your visa on the phone you already carry, for an invented service.</p>
          <p className="d-flex flex-wrap align-items-center justify-content-center gap-1 text-sm text-body-emphasis mb-0">
            <span className="app-promo-stars" aria-hidden="true">
              {[1, 2, 3, 4, 5].map((star) => (
                <MdStar key={star} size={18} focusable="false" />
              ))}
            </span>
            <strong>4.8 out of 5</strong>
            <span className="text-soft">from 2,300 sample reviews</span>
          </p>
        </div>
      </div>
      <div className="row align-items-center gy-5">
        <div className="col-md-6 col-lg-4 order-2 order-lg-1">
          <FeatureList items={leftFeatures} align="end" />
        </div>
        <div className="col-lg-4 order-1 order-lg-2">
          <div className="phone-mock app-promo-phone" aria-hidden="true">
            <div className="phone-screen">
              <span className="phone-notch" />
              <span className="text-xs text-soft">Good morning, Ana</span>
              <div className="phone-card bg-gradient-dark">
                <span className="d-block text-xs">eVisa · Skilled Worker</span>
                <strong className="app-promo-days">1,204 days</strong>
                <span className="d-block text-xs">left on your visa</span>
              </div>
              <div className="app-promo-row">
                <span className="app-promo-dot bg-gradient-success" />
                <span className="text-xs text-body-emphasis">Identity check done</span>
              </div>
              <div className="app-promo-row">
                <span className="app-promo-dot bg-gradient-warning" />
                <span className="text-xs text-body-emphasis">Update your address</span>
              </div>
              <div className="app-promo-row">
                <span className="app-promo-dot bg-gradient-info" />
                <span className="text-xs text-body-emphasis">3 documents saved</span>
              </div>
              <span className="app-line w-75" />
              <span className="app-line w-50" />
            </div>
          </div>
        </div>
        <div className="col-md-6 col-lg-4 order-3">
          <FeatureList items={rightFeatures} align="start" />
        </div>
      </div>
      <div className="d-flex flex-wrap align-items-center justify-content-center gap-3 mt-5">
        {stores.map(({ icon: Icon, small, label }) => (
          <a key={label} className="btn bg-gradient-dark store-button mb-0" href="/pages/apps/desktop-app">
            <Icon size={22} aria-hidden="true" focusable="false" />
            <span className="store-button-text">
              <small>{small}</small>
              <strong>{label}</strong>
            </span>
          </a>
        ))}
        <div className="d-none d-md-flex align-items-center gap-2 ms-md-3">
          <svg className="app-promo-qr" viewBox="-1 -1 23 23" width="64" height="64" aria-hidden="true" focusable="false">
            <path d={qrPath} />
            {finders.map(([x, y]) => (
              <g key={`${x}-${y}`}>
                <rect x={x + 0.5} y={y + 0.5} width="6" height="6" fill="none" stroke="currentColor" />
                <rect x={x + 2} y={y + 2} width="3" height="3" />
              </g>
            ))}
          </svg>
          <span className="text-xs text-soft">
            Or scan with your
            <br />
            phone&apos;s camera (sample code)
          </span>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Application: phone promotion", keywords: ["application", "mobile app", "phone", "app store"] };
