import { MdArrowForward, MdLock, MdRocketLaunch, MdSupportAgent, MdViewKanban } from "react-icons/md";

const features = [
  {
    icon: MdRocketLaunch,
    color: "primary",
    title: "Up and running in a day",
    text: "Import your tasks from a spreadsheet and invite the team: most teams plan their first week before lunch.",
  },
  {
    icon: MdViewKanban,
    color: "info",
    title: "One board for everyone",
    text: "Design, engineering and marketing share one board, so nobody asks where a piece of work has got to.",
  },
  {
    icon: MdLock,
    color: "success",
    title: "Private by default",
    text: "Every project starts visible only to the people you invite, and you decide who can change what.",
  },
  {
    icon: MdSupportAgent,
    color: "warning",
    title: "People who answer",
    text: "A real person replies to every question within a working day, whatever plan you are on.",
  },
] as const;

export default function FeaturesIconGrid() {
  return (
    <div className="container py-4">
      <div className="row gy-5 align-items-center">
        <div className="col-lg-4">
          <p className="section-eyebrow">Tasklane · a sample product</p>
          <h3 className="section-title mb-3">Everything a small team needs to ship</h3>
          <p className="section-lead">
            Plan the work, see who is doing what, and finish on time, without a week of set-up or a manual.
          </p>
          <a className="link-arrow" href="/pages/company/about-us">
            More about us
            <MdArrowForward aria-hidden="true" focusable="false" />
          </a>
        </div>
        <div className="col-lg-7 ms-auto">
          <div className="row gy-4">
            {features.map(({ icon: Icon, color, title, text }) => (
              <div key={title} className="col-md-6">
                <span className={`icon-shape feature-icon bg-gradient-${color}`}>
                  <Icon size={24} aria-hidden="true" focusable="false" />
                </span>
                <h4 className="feature-title">{title}</h4>
                <p className="feature-text">{text}</p>
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Features: grid of icons with short texts", order: 1 };
