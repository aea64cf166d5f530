import { Icon } from "~/components/Icon";
import { Photo } from "~/components/Photo";

/** Material Design's forward arrow. */
const arrowForward = { viewBox: "0 0 24 24", d: "m12 4-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z" };

const people = [
  {
    name: "Elena Petrova",
    initials: "EP",
    role: "Managing director",
    photo: "https://images.unsplash.com/photo-1438761681033-6461ffad8d80?auto=format&fit=crop&w=500&q=70",
  },
  {
    name: "Marcus Adeyemi",
    initials: "MA",
    role: "Head of content",
    photo: "https://images.unsplash.com/photo-1500648767791-00dcc994a43e?auto=format&fit=crop&w=500&q=70",
  },
  {
    name: "Sofia Marquez",
    initials: "SM",
    role: "Research lead",
    photo: "https://images.unsplash.com/photo-1494790108377-be9c29b29330?auto=format&fit=crop&w=500&q=70",
  },
  {
    name: "Kenji Watanabe",
    initials: "KW",
    role: "Designer",
    photo: "https://images.unsplash.com/photo-1507003211169-0a1dd7228f2d?auto=format&fit=crop&w=500&q=70",
  },
  {
    name: "Mateo Alvarez",
    initials: "MA",
    role: "Caseworker",
    photo: "https://images.unsplash.com/photo-1506794778202-cad84cf45f1d?auto=format&fit=crop&w=500&q=70",
  },
  {
    name: "Aiko Tanaka",
    initials: "AT",
    role: "Translator",
    photo: "https://images.unsplash.com/photo-1534528741775-53994a69daeb?auto=format&fit=crop&w=500&q=70",
  },
];

export default function TeamsPhotoGrid() {
  return (
    <section className="py-4">
      <div className="row gy-5">
        <div className="col-lg-4">
          <p className="section-eyebrow">Our people</p>
          <h3 className="mb-3">Six people, one guide</h3>
          <p className="text-soft">
            Every page is written, checked and drawn by this small team. Sample people: the names and roles are invented.
          </p>
          <a className="link-arrow" href="/pages/company/about-us">
            About the team
            <Icon icon={arrowForward} size={14} />
          </a>
        </div>
        <div className="col-lg-8">
          <ul className="row row-cols-2 row-cols-md-3 g-4 list-unstyled mb-0 team-photo-grid">
            {people.map((person) => (
              <li key={person.name} className="col">
                <Photo
                  src={person.photo}
                  alt=""
                  width={500}
                  height={500}
                  tone="dark"
                  fallback={<span className="photo-initials">{person.initials}</span>}
                  className="mb-3 shadow"
                />
                <h4 className="h6 mb-0">{person.name}</h4>
                <p className="text-sm text-soft mb-0">{person.role}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

export const meta = { title: "Team: photo grid beside an introduction", order: 3, keywords: ["team", "people", "photos", "grid"] };
