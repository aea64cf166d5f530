import { MdArrowForward, MdCheck, MdClose } from "react-icons/md";
import { Badge } from "~/components/Badge";

const before = [
  "One page that took 14 minutes to read",
  "Deposit rules hidden in the ninth paragraph",
  "Nothing for students arriving in January",
];

const after = [
  "Six short steps, each with a checklist",
  "A deposit step with the questions to ask",
  "A separate timeline for January starters",
];

/** Each measure, before and after; `max` scales its bars. */
const measures = [
  { name: "Time to read the guide", before: 14, after: 5, max: 14, unit: " min" },
  { name: "Housing questions to our inbox each week", before: 120, after: 35, max: 120, unit: "" },
  { name: "Students with a room within four weeks", before: 38, after: 71, max: 100, unit: "%" },
];

export default function ProjectsBeforeAfter() {
  return (
    <section className="py-4">
      <div className="mb-4" style={{ maxWidth: "40rem" }}>
        <p className="section-eyebrow">Before and after · sample project</p>
        <h3>Rewriting the student housing guide</h3>
        <p className="text-soft mb-0">We tested the old guide with 300 students, rebuilt it around their questions, then measured again.</p>
      </div>
      <div className="row g-3 align-items-stretch mb-5">
        <div className="col-md">
          <div className="compare-panel compare-panel-before h-100">
            <Badge color="secondary" rounded className="mb-2">
              Before
            </Badge>
            <h4 className="h5">One long page</h4>
            <ul className="compare-list">
              {before.map((item) => (
                <li key={item}>
                  <MdClose className="compare-icon-before" aria-hidden="true" focusable="false" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="col-md-auto d-flex align-items-center justify-content-center">
          <span className="compare-arrow" aria-hidden="true">
            <MdArrowForward size={22} focusable="false" />
          </span>
        </div>
        <div className="col-md">
          <div className="compare-panel compare-panel-after h-100">
            <Badge color="success" rounded className="mb-2">
              After
            </Badge>
            <h4 className="h5">Six short steps</h4>
            <ul className="compare-list">
              {after.map((item) => (
                <li key={item}>
                  <MdCheck className="compare-icon-after" aria-hidden="true" focusable="false" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <h4 className="h5 mb-3">What changed</h4>
      <div className="row g-4">
        {measures.map((measure) => (
          <div key={measure.name} className="col-md-4">
            <p className="text-sm fw-bold text-body-emphasis mb-2">{measure.name}</p>
            {(["before", "after"] as const).map((when) => (
              <div key={when} className="compare-bar-row">
                <span className="text-xs text-soft text-capitalize">{when}</span>
                <span className="compare-bar" aria-hidden="true">
                  <span className={`compare-bar-fill compare-bar-${when}`} style={{ width: `${(measure[when] / measure.max) * 100}%` }} />
                </span>
                <span className="text-sm fw-bold text-body-emphasis">
                  {measure[when]}
                  {measure.unit}
                </span>
              </div>
            ))}
          </div>
        ))}
      </div>
      <p className="sample-note mt-4 mb-0">Sample figures from an invented project.</p>
    </section>
  );
}

export const meta = { title: "Projects: before and after", order: 3, keywords: ["before after", "projects", "stats", "comparison", "results"] };
