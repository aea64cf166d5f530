import { Icon, type SvgIconData } from "~/components/Icon";

// Material Design icons (Apache 2.0), drawn inline by the kit's Icon.
const icons = {
  calendar: { viewBox: "0 0 24 24", d: "M16.53 11.06 15.47 10l-4.88 4.88-2.12-2.12-1.06 1.06L10.59 17zM19 3h-1V1h-2v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19a2 2 0 0 0 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V8h14z" },
  clock: {
    viewBox: "0 0 24 24",
    d: "M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8M12.5 7H11v6l5.25 3.15.75-1.23-4.5-2.67z",
  },
  document: { viewBox: "0 0 24 24", d: "M14 2H6c-1.1 0-1.99.9-1.99 2L4 20c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm2 16H8v-2h8zm0-4H8v-2h8zm-3-5V3.5L18.5 9z" },
} satisfies Record<string, SvgIconData>;

const arrows: Record<"up" | "down" | "flat", SvgIconData> = {
  up: { viewBox: "0 0 24 24", d: "m4 12 1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8z" },
  down: { viewBox: "0 0 24 24", d: "m20 12-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8z" },
  flat: { viewBox: "0 0 24 24", d: "M19 13H5v-2h14z" },
};

const stats = [
  {
    icon: icons.calendar,
    color: "info",
    label: "Appointments booked",
    value: "1,284",
    trend: { direction: "up", text: "12%", note: "on last month", good: true },
    points: "0,26 12,22 24,24 36,16 48,18 60,10 72,6",
  },
  {
    icon: icons.clock,
    color: "warning",
    label: "Average wait for a reply",
    value: "2.4 days",
    trend: { direction: "down", text: "0.6 days", note: "on last month", good: true },
    points: "0,6 12,10 24,8 36,14 48,16 60,20 72,22",
  },
  {
    icon: icons.document,
    color: "success",
    label: "Checklists downloaded",
    value: "9,310",
    trend: { direction: "flat", text: "No change", note: "on last month", good: false },
    points: "0,16 12,14 24,17 36,15 48,16 60,14 72,16",
  },
] as const;

const spoken = { up: "Up", down: "Down", flat: "" };

export default function GeneralCardsStat() {
  return (
    <div className="py-2">
      <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled mb-0">
        {stats.map(({ icon, color, label, value, trend, points }) => {
          return (
            <li key={label} className="col">
              <article className="card card-stat h-100">
                <div className="card-body">
                  <div className="d-flex align-items-start justify-content-between gap-3">
                    <h3 className="card-stat-label">{label}</h3>
                    <span className={`icon-shape bg-gradient-${color} text-white flex-shrink-0`}>
                      <Icon icon={icon} size={22} />
                    </span>
                  </div>
                  <p className="card-stat-value">{value}</p>
                  <div className="d-flex align-items-end justify-content-between gap-3">
                    <p className="text-sm mb-0">
                      <span className={trend.good ? "card-stat-trend card-stat-trend-good" : "card-stat-trend"}>
                        <Icon icon={arrows[trend.direction]} size={16} />
                        {spoken[trend.direction] && <span className="visually-hidden">{spoken[trend.direction]} </span>}
                        {trend.text}
                      </span>{" "}
                      <span className="text-soft">{trend.note}</span>
                    </p>
                    <svg className={`card-stat-line text-gradient-${color}`} viewBox="0 0 72 28" width="72" height="28" aria-hidden="true" focusable="false">
                      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                  </div>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <p className="sample-note mt-3 mb-0">Sample figures for a sample advice service.</p>
    </div>
  );
}

export const meta = { title: "Card: figures with trends", order: 7, keywords: ["card", "stat card", "kpi", "trend", "dashboard"] };
