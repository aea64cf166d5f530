import { useState } from "react";
import type { ThemeColor } from "~/components/kitProps";
import { Photo } from "~/components/Photo";

const categories = ["Relocation", "Study", "Advice", "Tools"] as const;
type Category = (typeof categories)[number];
type Filter = Category | "All";

/** Each category's colour, under its photos while they load. */
const tones: Record<Category, ThemeColor> = { Relocation: "primary", Study: "info", Advice: "success", Tools: "warning" };

const projects: { title: string; category: Category; year: number; image: string; alt: string }[] = [
  { title: "Northfield team relocation", category: "Relocation", year: 2025, image: "https://images.unsplash.com/photo-1513635269975-59663e0ac1ad?auto=format&fit=crop&w=800&q=70", alt: "The river and the city skyline at dusk" },
  { title: "Arrival week for new nurses", category: "Relocation", year: 2024, image: "https://images.unsplash.com/photo-1529655683826-aba9b3e77383?auto=format&fit=crop&w=800&q=70", alt: "A red bus on a city street" },
  { title: "Student housing guide", category: "Study", year: 2025, image: "https://images.unsplash.com/photo-1522202176988-66273c2fd55f?auto=format&fit=crop&w=800&q=70", alt: "Friends talking around a table" },
  { title: "Graduate visa webinars", category: "Study", year: 2024, image: "https://images.unsplash.com/photo-1486312338219-ce68d2c6f44d?auto=format&fit=crop&w=800&q=70", alt: "Hands typing on a laptop" },
  { title: "Evening advice clinics", category: "Advice", year: 2025, image: "https://images.unsplash.com/photo-1519389950473-47ba0277781c?auto=format&fit=crop&w=800&q=70", alt: "People talking around a table with laptops" },
  { title: "Family visa helpline", category: "Advice", year: 2023, image: "https://images.unsplash.com/photo-1497366216548-37526070297c?auto=format&fit=crop&w=800&q=70", alt: "Bright open-plan office with long shared desks" },
  { title: "Document checklist builder", category: "Tools", year: 2025, image: "https://images.unsplash.com/photo-1454165804606-c3d57bc86b40?auto=format&fit=crop&w=800&q=70", alt: "Papers and a laptop on a desk" },
  { title: "Visa fee calculator", category: "Tools", year: 2024, image: "https://images.unsplash.com/photo-1531297484001-80022131f5a1?auto=format&fit=crop&w=800&q=70", alt: "A laptop lit by a colourful screen" },
];

export default function ProjectsFiltered() {
  const [filter, setFilter] = useState<Filter>("All");
  const shown = filter === "All" ? projects : projects.filter((project) => project.category === filter);
  const count = (option: Filter) => (option === "All" ? projects.length : projects.filter((project) => project.category === option).length);

  return (
    <section className="py-4">
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-4">
        <div>
          <h3 className="mb-1">Our portfolio</h3>
          <p className="text-soft mb-0">Sample projects for people moving to, studying in and working in the UK.</p>
        </div>
        <div className="portfolio-filter" role="group" aria-label="Show projects by category">
          {(["All", ...categories] as const).map((option) => (
            <button key={option} type="button" aria-pressed={filter === option} onClick={() => setFilter(option)}>
              {option}
              <span className="portfolio-filter-count">{count(option)}</span>
            </button>
          ))}
        </div>
      </div>
      <p className="text-sm text-soft mb-3" role="status">
        Showing {shown.length} of {projects.length} projects{filter === "All" ? "" : ` in ${filter}`}
      </p>
      <ul className="row g-3 list-unstyled mb-0">
        {shown.map((project) => (
          <li key={project.title} className="col-sm-6 col-lg-3">
            <article className="portfolio-tile">
              <Photo src={project.image} alt={project.alt} width={800} height={600} fit="fill" tone={tones[project.category]} />
              <div className="portfolio-tile-text">
                <p className="text-xs text-uppercase fw-bold mb-1">
                  {project.category} · {project.year}
                </p>
                <h4 className="h6 mb-0">
                  <a className="stretched-link" href="/pages/blog/single-article">
                    {project.title}
                  </a>
                </h4>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const meta = { title: "Projects: portfolio filtered by category", order: 4, scripted: true, keywords: ["portfolio", "projects", "filter", "categories", "gallery"] };
