import { MdAndroid, MdChecklist, MdPhoneIphone, MdStar } from "react-icons/md";

const stores = [
  { icon: MdPhoneIphone, small: "Download for", label: "iPhone" },
  { icon: MdAndroid, small: "Get it for", label: "Android" },
];

// A made-up code drawn as one path: three corner squares and a fixed scatter of modules between them.
const size = 21;
const corner = (x: number, y: number) => `M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5zM${x + 2} ${y + 2}h3v3h-3z`;
const inCorner = (x: number, y: number) => (x < 8 && y < 8) || (x > size - 9 && y < 8) || (x < 8 && y > size - 9);
const modules = Array.from({ length: size * size }, (_, index) => [index % size, Math.floor(index / size)])
  .filter(([x, y]) => !inCorner(x, y) && Math.imul(x * 31 + y * 17 + 7, 2654435761) >>> 24 < 110)
  .map(([x, y]) => `M${x} ${y}h1v1h-1z`)
  .join("");
const code = [corner(0, 0), corner(size - 7, 0), corner(0, size - 7), modules].join("");

export default function CtaAppDownload() {
  return (
    <div className="cta-app card shadow-lg">
      <div className="row align-items-center gy-4">
        <div className="col-lg-8">
          <div className="d-flex align-items-center gap-3 mb-3">
            <span className="cta-app-icon bg-gradient-primary">
              <MdChecklist size={32} aria-hidden="true" focusable="false" />
            </span>
            <div>
              <h3 className="h4 mb-0">Take your visa checklist with you</h3>
              <p className="text-sm mb-0 d-flex align-items-center gap-1">
                <MdStar className="text-gradient-warning" size={16} aria-hidden="true" focusable="false" />
                4.8 from 2,300 reviews · sample figures
              </p>
            </div>
          </div>
          <p className="section-lead mb-4">
            Photograph a document and it is ticked off. Get a reminder a week before each appointment, even offline at
            the border.
          </p>
          <div className="d-flex flex-wrap gap-2">
            {stores.map(({ icon: Icon, small, label }) => (
              <a key={label} className="cta-app-badge" href="/pages/apps/desktop-app">
                <Icon size={26} aria-hidden="true" focusable="false" />
                <span>
                  <small>{small}</small>
                  {label}
                </span>
              </a>
            ))}
          </div>
        </div>
        <div className="col-lg-3 ms-auto text-center d-none d-md-block">
          <svg className="cta-app-code" viewBox={`-2 -2 ${size + 4} ${size + 4}`} aria-hidden="true" focusable="false">
            <path d={code} fillRule="evenodd" />
          </svg>
          <p className="text-sm mt-2 mb-0">Scan with your phone camera (a sample code: it opens nothing)</p>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Call to action: app download with a QR code", keywords: ["cta", "call to action", "app download", "store badges"], order: 5 };
