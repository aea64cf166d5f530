import { Icon } from "~/components/Icon";

/** Material Design's up and down arrows. */
const arrowUp = { viewBox: "0 0 24 24", d: "m4 12 1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8z" };
const arrowDown = { viewBox: "0 0 24 24", d: "m20 12-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8z" };

const kpis = [
  { label: "Letters answered", value: "1,284", up: true, change: "Up 12% on April", good: true },
  { label: "Average reply time", value: "6 h", up: false, change: "Down 2 hours: faster replies", good: true },
  { label: "Appointments kept", value: "94%", up: true, change: "Up 3 points on April", good: true },
  { label: "Letters still open", value: "37", up: true, change: "Up 9: a longer queue", good: false },
];

export default function StatsKpiCards() {
  return (
    <section className="py-4">
      <div className="d-flex flex-wrap justify-content-between align-items-end gap-2 mb-4">
        <div>
          <h3 className="mb-1">Reader support in May</h3>
          <p className="text-soft mb-0">Sample figures compared with the month before.</p>
        </div>
        <p className="text-sm text-soft mb-0">Updated 1 June</p>
      </div>
      <div className="row g-4">
        {kpis.map((kpi) => (
          <div key={kpi.label} className="col-sm-6 col-xl-3">
            <article className="card h-100">
              <div className="card-body">
                <h4 className="text-sm text-soft fw-normal mb-2">{kpi.label}</h4>
                <p className="stat-kpi-value mb-2">{kpi.value}</p>
                <p className={`stat-kpi-trend mb-0 ${kpi.good ? "text-gradient-success" : "text-gradient-danger"}`}>
                  <Icon icon={kpi.up ? arrowUp : arrowDown} size={16} />
                  {kpi.change}
                </p>
              </div>
            </article>
          </div>
        ))}
      </div>
    </section>
  );
}

export const meta = { title: "Stats: KPI cards with trends", order: 7, keywords: ["stats", "metrics", "kpi", "dashboard", "trends"] };
