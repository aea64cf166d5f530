import { MdCheck } from "react-icons/md";
import { Progress } from "~/components/Progress";

type Status = "done" | "current" | "next";

const milestones: { date: string; when: string; title: string; text: string; status: Status }[] = [
  { date: "2026-01-12", when: "12 Jan", title: "Kick-off", text: "Meet the 60 staff moving and agree one checklist per family.", status: "done" },
  { date: "2026-02-02", when: "2 Feb", title: "Documents checked", text: "Passports, degrees and references reviewed before any fee is paid.", status: "done" },
  { date: "2026-03-09", when: "9 Mar", title: "Visas applied for", text: "Applications sent in two waves, biometrics booked near each home.", status: "current" },
  { date: "2026-04-20", when: "20 Apr", title: "Flights and flats", text: "Travel booked once decisions arrive; a first month of housing for all.", status: "next" },
  { date: "2026-05-18", when: "18 May", title: "First day in Bristol", text: "Welcome week: GP, bank, school places and a walk round the city.", status: "next" },
];

const statusLabel: Record<Status, string> = { done: "Done", current: "In progress", next: "Planned" };

export default function ProjectsTimeline() {
  const done = milestones.filter((milestone) => milestone.status === "done").length;
  return (
    <section className="py-4">
      <div className="row gy-3 align-items-end mb-5">
        <div className="col-lg-7">
          <p className="section-eyebrow">Project timeline · sample</p>
          <h3 className="mb-2">Harbourline Labs: moving a research team to Bristol</h3>
          <p className="text-soft mb-0">Five milestones from the first meeting to the first day at work. Dates are examples.</p>
        </div>
        <div className="col-lg-4 ms-auto">
          <p className="text-sm fw-bold text-body-emphasis d-flex justify-content-between mb-1">
            <span>Milestones reached</span>
            <span>
              {done} of {milestones.length}
            </span>
          </p>
          <Progress value={(done / milestones.length) * 100} color="success" label="Milestones reached" />
        </div>
      </div>
      <ol className="project-timeline">
        {milestones.map((milestone) => (
          <li key={milestone.title} className={`project-timeline-${milestone.status}`}>
            <span className="project-timeline-dot" aria-hidden="true">
              {milestone.status === "done" && <MdCheck focusable="false" />}
            </span>
            <div className="project-timeline-body">
              <time className="text-xs fw-bold text-uppercase text-soft" dateTime={milestone.date}>
                {milestone.when}
              </time>
              <h4 className="h6 mt-1 mb-1">{milestone.title}</h4>
              <p className="text-sm text-soft mb-2">{milestone.text}</p>
              <span className="project-timeline-status">{statusLabel[milestone.status]}</span>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export const meta = { title: "Projects: timeline", order: 5, keywords: ["timeline", "milestones", "projects", "roadmap", "progress"] };
