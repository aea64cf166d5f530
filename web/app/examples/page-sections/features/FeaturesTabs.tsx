import { useId, useRef, useState, type KeyboardEvent } from "react";
import { MdArrowForward, MdCheck, MdDescription, MdEvent, MdFlight, MdHome } from "react-icons/md";

const topics = [
  {
    icon: MdFlight,
    label: "Visas",
    summary: "Choose a route",
    title: "Compare routes side by side",
    text: "Skilled Worker, Student, Family or Graduate: see who each one is for, what it costs and how long it lasts before you choose.",
    points: ["Eligibility in plain English", "Fees and time limits per route", "What you can and cannot do on each"],
    link: { label: "Read the visa guide", route: "/pages/blog/single-article" },
  },
  {
    icon: MdDescription,
    label: "Documents",
    summary: "Gather your evidence",
    title: "A document list that fits your case",
    text: "Your list grows from your answers, so it holds the papers your route asks for and none that it does not.",
    points: ["Examples of good scans", "Dates each document must cover", "Translations and when you need them"],
    link: { label: "Browse the help centre", route: "/pages/support/help-center" },
  },
  {
    icon: MdEvent,
    label: "Appointments",
    summary: "Prove who you are",
    title: "Be ready for your identity check",
    text: "Whether you scan your passport with the ID app or visit a centre, know what to bring and how long it takes.",
    points: ["What to bring on the day", "How to move a booking", "What happens after you attend"],
    link: { label: "Questions about appointments", route: "/pages/support/faq" },
  },
  {
    icon: MdHome,
    label: "Settlement",
    summary: "Stay for good",
    title: "Plan for settlement from day one",
    text: "Count your qualifying years, keep track of time spent abroad, and know when you can apply to stay permanently.",
    points: ["A running count of your years", "Absences logged as you travel", "A reminder when you can apply"],
    link: { label: "Talk to an adviser", route: "/pages/support/contact-us" },
  },
];

export default function FeaturesTabs() {
  const [active, setActive] = useState(0);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  // A tab list: arrow keys move between tabs and show them, Home and End jump to the ends.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = topics.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowRight: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    setActive(moves[event.key]);
    tabs.current[moves[event.key]]?.focus();
  };

  return (
    <div className="container py-4">
      <div className="row">
        <div className="col-lg-7 mx-auto text-center mb-5">
          <p className="section-eyebrow">One guide, four stages</p>
          <h3 className="section-title mb-3">Pick a stage to see how we help</h3>
          <p className="section-lead mb-0">Sample features of an invented advice service.</p>
        </div>
      </div>
      <div className="row gy-4">
        <div className="col-lg-4">
          <div className="feature-tabs-list" role="tablist" aria-label="Stages of a move" aria-orientation="vertical" onKeyDown={onKeyDown}>
            {topics.map(({ icon: Icon, label, summary }, index) => (
              <button
                key={label}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${index}`}
                className="feature-tab"
                aria-selected={index === active}
                aria-controls={`${baseId}-panel-${index}`}
                tabIndex={index === active ? 0 : -1}
                onClick={() => setActive(index)}
              >
                <span className="icon-shape bg-gradient-dark flex-shrink-0">
                  <Icon size={20} aria-hidden="true" focusable="false" />
                </span>
                <span>
                  <strong className="d-block">{label}</strong>
                  <span className="feature-tab-summary d-none d-lg-block">{summary}</span>
                </span>
              </button>
            ))}
          </div>
        </div>
        <div className="col-lg-8">
          {topics.map(({ icon: Icon, label, title, text, points, link }, index) => (
            <div
              key={label}
              role="tabpanel"
              id={`${baseId}-panel-${index}`}
              aria-labelledby={`${baseId}-tab-${index}`}
              tabIndex={0}
              hidden={index !== active}
              className="card feature-tab-panel"
            >
              <div className="feature-tab-art bg-gradient-info" aria-hidden="true">
                <Icon size={64} focusable="false" />
              </div>
              <div className="p-4 p-lg-5">
                <h4 className="mb-3">{title}</h4>
                <p className="text-soft mb-4">{text}</p>
                <ul className="list-unstyled mb-4">
                  {points.map((point) => (
                    <li key={point} className="d-flex align-items-center gap-2 mb-2">
                      <MdCheck className="text-gradient-success flex-shrink-0" size={20} aria-hidden="true" focusable="false" />
                      {point}
                    </li>
                  ))}
                </ul>
                <a className="link-arrow" href={link.route}>
                  {link.label}
                  <MdArrowForward aria-hidden="true" focusable="false" />
                </a>
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Features: tabs that switch the panel", order: 10, keywords: ["features", "tabs", "tabbed", "stages"], scripted: true };
