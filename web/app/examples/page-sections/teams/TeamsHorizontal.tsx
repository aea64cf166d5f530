import { TeamCard, type TeamCardProps } from "~/components/TeamCard";

const team: TeamCardProps[] = [
  {
    image: "https://images.unsplash.com/photo-1438761681033-6461ffad8d80?auto=format&fit=crop&w=500&q=70",
    profile: { name: "Elena Petrova", link: "/pages/blog/author" },
    position: { label: "Managing director", color: "info" },
    description: "Fifteen years of helping families settle; reads every reader letter herself.",
  },
  {
    image: "https://images.unsplash.com/photo-1500648767791-00dcc994a43e?auto=format&fit=crop&w=500&q=70",
    profile: { name: "Marcus Adeyemi", link: "/pages/blog/author" },
    position: { label: "Head of content", color: "primary" },
    description: "Turns long official guidance into pages you can read on a bus.",
  },
  {
    image: "https://images.unsplash.com/photo-1494790108377-be9c29b29330?auto=format&fit=crop&w=500&q=70",
    profile: { name: "Sofia Marquez", link: "/pages/blog/author" },
    position: { label: "Research lead", color: "success" },
    description: "Checks every date and fee against the source before a page goes live.",
  },
  {
    image: "https://images.unsplash.com/photo-1507003211169-0a1dd7228f2d?auto=format&fit=crop&w=500&q=70",
    profile: { name: "Kenji Watanabe", link: "/pages/blog/author" },
    position: { label: "Designer", color: "warning" },
    description: "Draws the timelines and checklists, and tests them with real readers.",
  },
];

export default function TeamsHorizontal() {
  return (
    <section className="section-dark">
      <div className="mb-5" style={{ maxWidth: "36rem" }}>
        <h3>The executive team</h3>
        <p className="text-white-soft mb-0">Sample people: the names, photos and roles are invented.</p>
      </div>
      <div className="row g-4">
        {team.map((member) => (
          <div key={member.profile.name} className="col-lg-6">
            <TeamCard {...member} titleAs="h4" />
          </div>
        ))}
      </div>
    </section>
  );
}

export const meta = { title: "Team: horizontal cards on a dark band", order: 1 };
