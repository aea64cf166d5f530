import { MdArrowForward } from "react-icons/md";

const stages = [
  { label: "Applied", done: true },
  { label: "Identity", done: true },
  { label: "Decision", done: false },
  { label: "Arrival", done: false },
];

const documents = [
  { name: "Passport", done: true },
  { name: "Certificate of sponsorship", done: true },
  { name: "Bank statements", done: false },
];

const features = [
  { title: "See where your application is", text: "Every stage, from payment to decision, with what happens next." },
  { title: "Never miss an appointment", text: "Dates, places and what to bring, added to your calendar." },
  { title: "Upload each document once", text: "Your list ticks itself off as the scans arrive." },
];

export default function ApplicationsTrackerScreen() {
  return (
    <div className="container py-4">
      <div className="row">
        <div className="col-lg-7 mx-auto text-center mb-5">
          <p className="section-eyebrow">Web and tablet app · sample</p>
          <h3 className="section-title mb-3">Your application, on one screen</h3>
          <p className="section-lead mb-0">A tracker for an invented service: the numbers on the screen match the features below it.</p>
        </div>
      </div>
      <div className="tablet-mock" aria-hidden="true">
        <div className="tablet-screen">
          <div className="tablet-side d-none d-sm-grid">
            <span className="tablet-brand bg-gradient-info" />
            <span className="app-line w-75" />
            <span className="app-line w-50" />
            <span className="app-line w-75" />
          </div>
          <div className="tablet-main">
            <div className="tablet-panel tablet-panel-wide">
              <span className="tablet-marker bg-gradient-primary">1</span>
              <span className="text-xs text-soft">Skilled Worker visa · sample</span>
              <div className="tablet-stages">
                {stages.map(({ label, done }) => (
                  <span key={label} className={done ? "tablet-stage tablet-stage-done" : "tablet-stage"}>
                    {label}
                  </span>
                ))}
              </div>
            </div>
            <div className="tablet-panel">
              <span className="tablet-marker bg-gradient-primary">2</span>
              <span className="text-xs text-soft">Next appointment</span>
              <strong className="d-block text-sm text-body-emphasis">Tue 14 May, 14:30</strong>
              <span className="text-xs text-body-emphasis">Identity check, Croydon</span>
            </div>
            <div className="tablet-panel">
              <span className="tablet-marker bg-gradient-primary">3</span>
              <span className="text-xs text-soft">Documents · 2 of 3</span>
              {documents.map(({ name, done }) => (
                <span key={name} className="tablet-doc text-xs text-body-emphasis">
                  <span className={done ? "tablet-tick bg-gradient-success" : "tablet-tick"} />
                  {name}
                </span>
              ))}
            </div>
          </div>
        </div>
      </div>
      <ol className="row gy-4 list-unstyled mt-5 mb-0">
        {features.map(({ title, text }, index) => (
          <li key={title} className="col-md-4 d-flex gap-3">
            <span className="tablet-marker tablet-marker-static bg-gradient-primary" aria-hidden="true">
              {index + 1}
            </span>
            <span>
              <strong className="d-block text-body-emphasis mb-1">{title}</strong>
              <span className="text-sm text-soft">{text}</span>
            </span>
          </li>
        ))}
      </ol>
      <div className="text-center mt-4">
        <a className="link-arrow" href="/pages/apps/desktop-app">
          See the app
          <MdArrowForward aria-hidden="true" focusable="false" />
        </a>
      </div>
    </div>
  );
}

export const meta = { title: "Application: tracker screen", keywords: ["application", "app screen", "tracker", "features"] };
