import { MdCheckCircle, MdPhone, MdRadioButtonUnchecked, MdSync } from "react-icons/md";
import { Badge } from "~/components/Badge";

type StepState = "done" | "now" | "next";

const steps: { label: string; state: StepState }[] = [
  { label: "Back up everyone’s saved checklists", state: "done" },
  { label: "Update the visa fee tables for April", state: "now" },
  { label: "Check every link to official pages", state: "next" },
];

const stepText: Record<StepState, string> = { done: "Done", now: "Under way", next: "Next" };

/** A calendar page behind a gear: planned work. */
function MaintenanceArt() {
  return (
    <svg className="error-art" viewBox="0 0 200 160" aria-hidden="true" focusable="false">
      <circle className="error-art-soft" cx="100" cy="82" r="72" />
      <rect className="error-art-paper" x="44" y="34" width="96" height="92" rx="10" strokeWidth="2" />
      <path className="error-art-accent" d="M44 44a10 10 0 0 1 10-10h76a10 10 0 0 1 10 10v14H44Z" />
      <path className="error-art-line" d="M60 76h14M84 76h14M108 76h14M60 96h14M84 96h14" />
      <g className="error-art-gear" transform="translate(138 106)">
        <circle r="25" fill="none" stroke="currentColor" strokeWidth="9" strokeDasharray="8.5 7.2" />
        <circle r="22" />
        <circle r="8" className="error-art-paper" strokeWidth="2" />
      </g>
    </svg>
  );
}

export default function ErrorPagesMaintenance() {
  return (
    <section className="py-4">
      <div className="card overflow-hidden">
        <div className="row g-0">
          <div className="col-md-4 maintenance-art-panel d-flex align-items-center p-4">
            <MaintenanceArt />
          </div>
          <div className="col-md-8">
            <div className="card-body p-4 p-lg-5">
              <Badge color="warning" rounded className="mb-3">
                Planned maintenance
              </Badge>
              <h3 className="mb-2">The guide is taking a short break</h3>
              <p className="text-soft mb-4">
                We are updating our pages for the new visa fees. The guide will be back by 04:00 UK time: nothing you saved
                will be lost.
              </p>
              <dl className="maintenance-window mb-4">
                <div>
                  <dt>Started</dt>
                  <dd>
                    <time dateTime="2026-03-15T02:00">Sunday 15 March, 02:00</time>
                  </dd>
                </div>
                <div>
                  <dt>Back by</dt>
                  <dd>
                    <time dateTime="2026-03-15T04:00">04:00 UK time</time>
                  </dd>
                </div>
              </dl>
              <h4 className="h6 mb-2">What we are doing</h4>
              <ul className="maintenance-steps mb-4">
                {steps.map((step) => (
                  <li key={step.label} className={`maintenance-step-${step.state}`}>
                    {step.state === "done" && <MdCheckCircle aria-hidden="true" focusable="false" />}
                    {step.state === "now" && <MdSync aria-hidden="true" focusable="false" />}
                    {step.state === "next" && <MdRadioButtonUnchecked aria-hidden="true" focusable="false" />}
                    <span>
                      {step.label} <span className="text-xs text-soft">({stepText[step.state]})</span>
                    </span>
                  </li>
                ))}
              </ul>
              <p className="text-sm text-soft d-flex align-items-center gap-2 mb-0">
                <MdPhone aria-hidden="true" focusable="false" />
                Need help tonight? Our advice line stays open: 0800 000 0000 (a sample number).
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

export const meta = { title: "Error page: maintenance notice", order: 3, keywords: ["maintenance", "downtime", "status", "scheduled"] };
