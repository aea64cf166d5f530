import { MdEventBusy } from "react-icons/md";

const steps = [
  { date: "2 Feb", label: "Today", state: "done" },
  { date: "3 Mar", label: "Documents ready", state: "next" },
  { date: "31 Mar", label: "Last day to apply", state: "end" },
];

export default function CtaDeadline() {
  return (
    <div className="cta-deadline">
      <div className="row align-items-center gy-4">
        <div className="col-md-auto">
          <p className="cta-deadline-date mb-0">
            <span className="cta-deadline-month">Mar</span>
            <span className="cta-deadline-day">31</span>
            <span className="cta-deadline-year">2026</span>
          </p>
        </div>
        <div className="col-md">
          <p className="d-flex align-items-center gap-1 fw-bold text-gradient-danger text-sm mb-2">
            <MdEventBusy size={18} aria-hidden="true" focusable="false" />
            57 days left · sample dates
          </p>
          <h3 className="mb-2">Apply before your visa expires</h3>
          <p className="mb-3">
            Your Graduate visa ends on 31 March 2026. Apply to switch or extend before that day: once it has run out,
            you usually have to leave the UK and apply from abroad.
          </p>
          <ol className="cta-deadline-steps list-unstyled mb-0">
            {steps.map(({ date, label, state }) => (
              <li key={date} className={`cta-deadline-step cta-deadline-${state}`}>
                <strong className="d-block text-body-emphasis">{date}</strong>
                <span className="text-sm">{label}</span>
              </li>
            ))}
          </ol>
        </div>
        <div className="col-lg-3 d-flex flex-column gap-2">
          <a className="btn bg-gradient-danger mb-0" href="/pages/support/help-center">
            Start my application
          </a>
          <a className="btn btn-outline-dark mb-0" href="/pages/support/faq">
            What if I miss it?
          </a>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Call to action: deadline with date and steps", keywords: ["cta", "call to action", "deadline", "countdown"], order: 7 };
