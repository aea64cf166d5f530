import { MdArrowForward, MdDevices, MdGroups, MdSpeed } from "react-icons/md";

const reasons = [
  {
    icon: MdSpeed,
    color: "primary",
    title: "Fast on every screen",
    text: "Boards open in under a second, even with a thousand tasks on them.",
    route: "/pages/apps/desktop-app",
    action: "See the apps",
  },
  {
    icon: MdGroups,
    color: "info",
    title: "Made for teams",
    text: "Roles, mentions and shared views that grow from three people to three hundred.",
    route: "/pages/company/about-us",
    action: "Meet the team",
  },
  {
    icon: MdDevices,
    color: "success",
    title: "Everywhere you work",
    text: "Web, desktop and phone apps that stay in step with each other.",
    route: "/pages/company/pricing",
    action: "Compare plans",
  },
] as const;

export default function FeaturesColumns() {
  return (
    <div className="container py-4">
      <div className="row">
        <div className="col-lg-7 mx-auto text-center mb-5">
          <p className="section-eyebrow">Why Tasklane</p>
          <h3 className="section-title mb-3">Three reasons teams stay with us</h3>
          <p className="section-lead mb-0">Sample copy for an invented product: swap in your own story.</p>
        </div>
      </div>
      <div className="row gy-4">
        {reasons.map(({ icon: Icon, color, title, text, route, action }) => (
          <div key={title} className="col-md-4">
            <div className="card feature-card">
              <span className={`icon-shape feature-icon bg-gradient-${color} mx-auto`}>
                <Icon size={28} aria-hidden="true" focusable="false" />
              </span>
              <h4 className="feature-title">{title}</h4>
              <p className="feature-text mb-3">{text}</p>
              <a className="link-arrow justify-content-center" href={route}>
                {action}
                <MdArrowForward aria-hidden="true" focusable="false" />
              </a>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export const meta = { title: "Features: three columns", order: 3 };
