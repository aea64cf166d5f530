import { MdCheckCircle, MdOutlineSchedule, MdRadioButtonUnchecked } from "react-icons/md";

const menu = ["Checklist", "Documents", "Appointments", "Messages"];

const documents = [
  { name: "Passport", status: "ready" },
  { name: "Certificate of sponsorship", status: "ready" },
  { name: "English test result", status: "ready" },
  { name: "Proof of savings", status: "ready" },
  { name: "TB test certificate", status: "due", note: "Booked 12 Mar" },
  { name: "Criminal record certificate", status: "todo", note: "To upload" },
] as const;

const statusIcon = { ready: MdCheckCircle, due: MdOutlineSchedule, todo: MdRadioButtonUnchecked };
const ready = documents.filter((document) => document.status === "ready").length;

export default function PageHeadersAppScreenshot() {
  return (
    <div className="header-app">
      <div className="container">
        <div className="row">
          <div className="col-lg-8 mx-auto text-center">
            <p className="section-eyebrow">Visa checklist app · sample</p>
            <h3 className="section-title mb-3">Every document for your visa, ticked off in one place</h3>
            <p className="section-lead mb-4">
              Pick your visa route and get the list of what to gather, with dates for each appointment and a nudge
              when something is still missing.
            </p>
            <div className="d-flex flex-wrap justify-content-center gap-2 mb-5">
              <a className="btn bg-gradient-info mb-0" href="/authentication/sign-up/cover">
                Start my checklist
              </a>
              <a className="btn btn-outline-dark mb-0" href="/pages/apps/desktop-app">
                See how it works
              </a>
            </div>
          </div>
        </div>
        <div
          className="header-app-screen"
          role="img"
          aria-label={`A sample app screen: the Skilled Worker visa checklist, with ${ready} of ${documents.length} documents ready.`}
        >
          <div className="header-app-bar">
            <span />
            <span />
            <span />
          </div>
          <div className="header-app-body">
            <div className="header-app-menu">
              {menu.map((item, index) => (
                <span key={item} className={index === 0 ? "active" : undefined}>
                  {item}
                </span>
              ))}
            </div>
            <div className="header-app-main">
              <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2">
                <strong className="text-body-emphasis">Skilled Worker visa</strong>
                <span className="text-sm">
                  {ready} of {documents.length} ready
                </span>
              </div>
              <div className="progress mb-3" style={{ height: "0.5rem" }}>
                <div className="progress-bar bg-gradient-success" style={{ width: `${(ready / documents.length) * 100}%` }} />
              </div>
              <ul className="list-unstyled mb-0">
                {documents.map((document) => {
                  const Icon = statusIcon[document.status];
                  return (
                    <li key={document.name} className={`header-app-row header-app-${document.status}`}>
                      <Icon size={20} aria-hidden="true" focusable="false" />
                      <span className="flex-grow-1 text-body-emphasis">{document.name}</span>
                      {"note" in document && <span className="header-app-note">{document.note}</span>}
                    </li>
                  );
                })}
              </ul>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Page header: headline beside an app screenshot", keywords: ["hero", "header", "app", "screenshot", "checklist"], order: 7 };
