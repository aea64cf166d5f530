import { FaApple, FaWindows } from "react-icons/fa6";
import { MdCheckCircle } from "react-icons/md";

const highlights = ["Works offline and syncs when you reconnect", "Keyboard shortcuts for everything", "Native notifications you control"];

const tasks = [
  { label: "Homepage copy", color: "primary" },
  { label: "Sign-up flow review", color: "info" },
  { label: "Release notes 2.4", color: "success" },
] as const;

export default function Applications1() {
  return (
    <div className="container py-4">
      <div className="row align-items-center gy-5">
        <div className="col-lg-5">
          <p className="section-eyebrow">Desktop app · sample</p>
          <h3 className="section-title mb-3">Your tasks, one click from your desktop</h3>
          <p className="section-lead">Tasklane for Mac and Windows opens where you left off and stays out of the way until you need it.</p>
          <ul className="list-unstyled mb-4">
            {highlights.map((highlight) => (
              <li key={highlight} className="d-flex align-items-center gap-2 mb-2">
                <MdCheckCircle className="text-gradient-success flex-shrink-0" size={20} aria-hidden="true" focusable="false" />
                {highlight}
              </li>
            ))}
          </ul>
          <div className="d-flex flex-wrap gap-2">
            <a className="btn bg-gradient-dark store-button mb-0" href="/pages/apps/desktop-app">
              <FaApple size={22} aria-hidden="true" focusable="false" />
              <span className="store-button-text">
                <small>Get it for</small>
                <strong>macOS</strong>
              </span>
            </a>
            <a className="btn bg-gradient-info store-button mb-0" href="/pages/apps/desktop-app">
              <FaWindows size={20} aria-hidden="true" focusable="false" />
              <span className="store-button-text">
                <small>Get it for</small>
                <strong>Windows</strong>
              </span>
            </a>
          </div>
        </div>
        <div className="col-lg-6 ms-auto">
          <div className="app-window" aria-hidden="true">
            <div className="app-window-bar">
              <span />
              <span />
              <span />
            </div>
            <div className="app-window-body">
              <div className="app-window-side">
                <span className="app-line w-75" />
                <span className="app-line w-50" />
                <span className="app-line w-75" />
                <span className="app-line w-25" />
              </div>
              <div className="app-window-main">
                <span className="app-line w-50" />
                {tasks.map(({ label, color }) => (
                  <div key={label} className="app-task text-sm text-body-emphasis">
                    <span className={`app-dot bg-gradient-${color}`} />
                    {label}
                  </div>
                ))}
                <span className="app-line w-75" />
                <span className="app-line w-50" />
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Application: desktop download" };
