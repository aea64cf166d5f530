import { Photo } from "~/components/Photo";

const leaders = [
  {
    name: "Elena Petrova",
    initials: "EP",
    role: "Managing director",
    image: "https://images.unsplash.com/photo-1438761681033-6461ffad8d80?auto=format&fit=crop&w=500&q=70",
    bio: "Elena moved to the UK on a student visa in 2009 and started the guide after helping a dozen friends with the same forms. She still reads every reader letter.",
    facts: ["Joined 2016", "Bristol"],
  },
  {
    name: "Marcus Adeyemi",
    initials: "MA",
    role: "Head of content",
    image: "https://images.unsplash.com/photo-1500648767791-00dcc994a43e?auto=format&fit=crop&w=500&q=70",
    bio: "A former newspaper sub-editor, Marcus turns long official guidance into short pages, and cuts any sentence a reader would have to read twice.",
    facts: ["Joined 2018", "London"],
  },
  {
    name: "Sofia Marquez",
    initials: "SM",
    role: "Research lead",
    image: "https://images.unsplash.com/photo-1494790108377-be9c29b29330?auto=format&fit=crop&w=500&q=70",
    bio: "Sofia checks every date, fee and rule against its source before a page goes live, and keeps the log of what changed and when.",
    facts: ["Joined 2019", "Leeds"],
  },
];

export default function TeamsLeadership() {
  return (
    <section className="py-4">
      <div className="mb-5" style={{ maxWidth: "36rem" }}>
        <h3>Who leads the guide</h3>
        <p className="text-soft mb-0">Three sample people with short bios: the names, photos and stories are invented.</p>
      </div>
      <div className="row g-4">
        {leaders.map((leader) => (
          <div key={leader.name} className="col-md-6 col-lg-4">
            <article className="card team-lead-card h-100">
              <div className="card-body p-4 d-flex flex-column">
                <div className="d-flex align-items-center gap-3 mb-3">
                  <Photo
                    src={leader.image}
                    alt=""
                    width={144}
                    height={144}
                    fallback={<span className="photo-initials">{leader.initials}</span>}
                    className="team-lead-photo rounded-circle shadow"
                  />
                  <div>
                    <h4 className="h5 mb-1">{leader.name}</h4>
                    <p className="text-sm fw-bold text-gradient-info mb-0">{leader.role}</p>
                  </div>
                </div>
                <p className="text-soft flex-grow-1">{leader.bio}</p>
                <p className="text-sm mb-3">{leader.facts.join(" · ")}</p>
                <a className="link-arrow" href="/pages/blog/author">
                  Articles by {leader.name.split(" ")[0]}
                </a>
              </div>
            </article>
          </div>
        ))}
      </div>
    </section>
  );
}

export const meta = { title: "Team: leadership cards with short bios", order: 5, keywords: ["team", "people", "leadership", "bios"] };
