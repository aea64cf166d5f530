import { Progress } from "~/components/Progress";

const routes = [
  { name: "Visitor visas", share: 96, color: "info" },
  { name: "Student visas", share: 93, color: "info" },
  { name: "Skilled Worker visas", share: 88, color: "info" },
  { name: "Family visas", share: 71, color: "warning" },
] as const;

export default function StatsProgressBars() {
  return (
    <section className="py-4">
      <div className="row gy-5 align-items-center">
        <div className="col-lg-5">
          <h3 className="mb-3">Decisions on time, by route</h3>
          <p className="text-soft">
            The share of applications decided within the published service standard last quarter. Sample figures, not official statistics.
          </p>
          <p className="stat-bars-value display-5 mb-0">87%</p>
          <p className="text-sm text-soft mb-0">across all four routes</p>
        </div>
        <div className="col-lg-6 ms-auto">
          <ul className="list-unstyled mb-0">
            {routes.map((route) => (
              <li key={route.name} className="mb-4">
                <div className="d-flex justify-content-between mb-2">
                  <span className="fw-bold text-body-emphasis">{route.name}</span>
                  <span className="stat-bars-value">{route.share}%</span>
                </div>
                <Progress variant="gradient" color={route.color} value={route.share} label={`${route.name} decided on time`} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

export const meta = { title: "Stats: shares as progress bars", order: 5, keywords: ["stats", "numbers", "metrics", "progress"] };
