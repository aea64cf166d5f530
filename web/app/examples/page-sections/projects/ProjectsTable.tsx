import { Badge } from "~/components/Badge";
import type { ThemeColor } from "~/components/kitProps";

type Status = "On track" | "At risk" | "Finished";

const statusColor: Record<Status, ThemeColor> = { "On track": "success", "At risk": "warning", Finished: "secondary" };

const rows: { project: string; client: string; lead: string; people: number; progress: number; status: Status; due: string; dueDate: string }[] = [
  { project: "Engineering team relocation", client: "Northfield Engineering", lead: "Amara Okafor", people: 42, progress: 100, status: "Finished", due: "3 Mar 2026", dueDate: "2026-03-03" },
  { project: "Research team move to Bristol", client: "Harbourline Labs", lead: "Tomasz Nowak", people: 60, progress: 45, status: "On track", due: "18 May 2026", dueDate: "2026-05-18" },
  { project: "Nurses' arrival programme", client: "Westmere Hospitals", lead: "Priya Raman", people: 85, progress: 30, status: "At risk", due: "1 Jun 2026", dueDate: "2026-06-01" },
  { project: "Student housing guide, 2nd edition", client: "Our own guide", lead: "Yusuf Demir", people: 300, progress: 70, status: "On track", due: "30 Jun 2026", dueDate: "2026-06-30" },
  { project: "Graduate visa webinars", client: "Three partner universities", lead: "Sofia Marquez", people: 520, progress: 15, status: "On track", due: "15 Sep 2026", dueDate: "2026-09-15" },
];

export default function ProjectsTable() {
  return (
    <section className="py-4">
      <div className="card">
        <div className="table-responsive">
          <table className="table projects-table caption-top mb-0">
            <caption className="h5 text-body-emphasis mb-0">Active projects</caption>
            <thead>
              <tr>
                <th scope="col">Project</th>
                <th scope="col">Lead</th>
                <th scope="col" className="text-end">
                  People
                </th>
                <th scope="col">Progress</th>
                <th scope="col">Status</th>
                <th scope="col">Due</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.project}>
                  <th scope="row" className="fw-normal">
                    <a className="text-sm fw-bold card-title-link d-block" href="/pages/blog/single-article">
                      {row.project}
                    </a>
                    <span className="text-xs text-soft">{row.client}</span>
                  </th>
                  <td className="text-sm">{row.lead}</td>
                  <td className="text-sm text-end">{row.people}</td>
                  <td>
                    <div className="d-flex align-items-center gap-2">
                      <span className="text-xs fw-bold text-body-emphasis projects-table-percent">{row.progress}%</span>
                      <span className="projects-table-bar" aria-hidden="true">
                        <span className={`bg-gradient-${statusColor[row.status]}`} style={{ width: `${row.progress}%` }} />
                      </span>
                    </div>
                  </td>
                  <td>
                    <Badge color={statusColor[row.status]} rounded>
                      {row.status}
                    </Badge>
                  </td>
                  <td className="text-sm">
                    <time dateTime={row.dueDate}>{row.due}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="sample-note border-top px-4 py-3 mb-0">Sample data: the clients, people and dates are invented.</p>
      </div>
    </section>
  );
}

export const meta = { title: "Projects: table", order: 6, keywords: ["projects", "table", "status", "progress", "portfolio"] };
