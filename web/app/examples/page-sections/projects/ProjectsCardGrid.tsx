import { MdArrowForward, MdGroups, MdSchedule } from "react-icons/md";
import { Badge } from "~/components/Badge";
import type { ThemeColor } from "~/components/kitProps";
import { Photo } from "~/components/Photo";

interface Project {
  title: string;
  category: { label: string; color: ThemeColor };
  summary: string;
  photo: { src: string; alt: string };
  duration: string;
  people: string;
}

const projects: Project[] = [
  {
    title: "Relocating the Northfield design team",
    category: { label: "Relocation", color: "primary" },
    summary: "Visas, flights and first homes for an engineering team moving from Lisbon to Leeds, in three waves.",
    photo: {
      src: "https://images.unsplash.com/photo-1513635269975-59663e0ac1ad?auto=format&fit=crop&w=800&q=70",
      alt: "The river and the city skyline at dusk",
    },
    duration: "8 months",
    people: "42 families",
  },
  {
    title: "A student housing guide",
    category: { label: "Study", color: "info" },
    summary: "A step-by-step guide to a first room near campus, written with students who had just done it.",
    photo: {
      src: "https://images.unsplash.com/photo-1522202176988-66273c2fd55f?auto=format&fit=crop&w=800&q=70",
      alt: "Friends talking around a table",
    },
    duration: "3 months",
    people: "300 readers tested it",
  },
  {
    title: "Evening advice clinics",
    category: { label: "Advice", color: "success" },
    summary: "Free visa-question appointments after work hours, held in three community libraries.",
    photo: {
      src: "https://images.unsplash.com/photo-1519389950473-47ba0277781c?auto=format&fit=crop&w=800&q=70",
      alt: "People talking around a table with laptops",
    },
    duration: "Ongoing",
    people: "1,200 appointments",
  },
];

export default function ProjectsCardGrid() {
  return (
    <section className="py-4">
      <div className="text-center mx-auto mb-5" style={{ maxWidth: "36rem" }}>
        <p className="section-eyebrow">Portfolio</p>
        <h3>Recent projects</h3>
        <p className="text-soft mb-0">Sample projects: the companies, people and figures are invented.</p>
      </div>
      <div className="row g-4">
        {projects.map((project) => (
          <div key={project.title} className="col-md-6 col-lg-4">
            <article className="card h-100">
              <div className="card-inside-photo">
                <Photo src={project.photo.src} alt={project.photo.alt} width={800} height={520} tone={project.category.color} className="rounded-3" />
              </div>
              <div className="card-body d-flex flex-column">
                <Badge color={project.category.color} rounded className="align-self-start mb-2">
                  {project.category.label}
                </Badge>
                <h4 className="h5">{project.title}</h4>
                <p className="text-sm text-soft flex-grow-1">{project.summary}</p>
                <a className="link-arrow mb-3" href="/pages/blog/single-article">
                  Read the case study
                  <span className="visually-hidden">: {project.title}</span>
                  <MdArrowForward aria-hidden="true" focusable="false" />
                </a>
                <ul className="project-facts">
                  <li>
                    <MdSchedule aria-hidden="true" focusable="false" />
                    <span className="visually-hidden">Duration:</span> {project.duration}
                  </li>
                  <li>
                    <MdGroups aria-hidden="true" focusable="false" />
                    <span className="visually-hidden">Reach:</span> {project.people}
                  </li>
                </ul>
              </div>
            </article>
          </div>
        ))}
      </div>
    </section>
  );
}

export const meta = { title: "Projects: card grid", order: 1, keywords: ["projects", "portfolio", "cards", "case study"] };
