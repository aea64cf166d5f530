import { Avatar } from "~/components/Avatar";
import { Icon } from "~/components/Icon";

/** Material Design's plus. */
const plus = { viewBox: "0 0 24 24", d: "M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" };

const team = [
  { name: "Amara Okafor", role: "Caseworker" },
  { name: "Tomasz Nowak", role: "Developer" },
  { name: "Priya Raman", role: "Editor" },
  { name: "Yusuf Demir", role: "Illustrator" },
  { name: "Lena Fischer", role: "Translator" },
  { name: "Samuel Mensah", role: "Caseworker" },
  { name: "Mei Lin Zhou", role: "Reader support" },
];

export default function TeamsJoinUs() {
  return (
    <section className="py-4">
      <div className="text-center mx-auto mb-5" style={{ maxWidth: "36rem" }}>
        <h3>The people who answer your letters</h3>
        <p className="text-soft mb-0">A sample team of seven, and room for one more.</p>
      </div>
      <ul className="row row-cols-2 row-cols-md-4 g-4 list-unstyled mb-0">
        {team.map((person) => (
          <li key={person.name} className="col">
            <div className="card h-100 text-center p-3 p-md-4">
              <Avatar alt={person.name} size="xl" aria-hidden="true" className="mx-auto mb-3" />
              <h4 className="h6 mb-0">{person.name}</h4>
              <p className="text-sm text-soft mb-0">{person.role}</p>
            </div>
          </li>
        ))}
        <li className="col">
          <div className="card team-join-card h-100 text-center p-3 p-md-4 justify-content-center align-items-center">
            <span className="icon-shape bg-gradient-dark rounded-circle mb-3">
              <Icon icon={plus} size={24} />
            </span>
            <h4 className="h6 mb-1">Join us</h4>
            <p className="text-sm text-soft mb-2">Two caseworker roles open in Leeds (sample roles).</p>
            <a className="text-sm fw-bold" href="/pages/support/contact-us">
              Ask about the roles
            </a>
          </div>
        </li>
      </ul>
    </section>
  );
}

export const meta = { title: "Team: avatar grid with a join-us card", order: 7, keywords: ["team", "people", "hiring", "careers"] };
