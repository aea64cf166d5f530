import { FaDribbble, FaGithub, FaLinkedin, FaXTwitter } from "react-icons/fa6";
import { TeamCardVertical, type TeamCardVerticalProps } from "~/components/TeamCard";

const linkedin = { component: FaLinkedin, route: "https://www.linkedin.com/", label: "LinkedIn" };
const twitter = { component: FaXTwitter, route: "https://x.com/", label: "X" };
const github = { component: FaGithub, route: "https://github.com/", label: "GitHub" };
const dribbble = { component: FaDribbble, route: "https://dribbble.com/", label: "Dribbble" };

const team: TeamCardVerticalProps[] = [
  {
    name: "Amara Okafor",
    position: "Caseworker",
    description: "Knows the family routes inside out and answers the hardest letters.",
    socials: [linkedin, twitter],
  },
  {
    name: "Tomasz Nowak",
    position: "Developer",
    description: "Keeps the site fast on old phones and slow connections.",
    socials: [github, linkedin],
  },
  {
    name: "Priya Raman",
    position: "Editor",
    description: "Makes sure every page says one thing, clearly, in plain English.",
    socials: [twitter, linkedin],
  },
  {
    name: "Yusuf Demir",
    position: "Illustrator",
    description: "Draws the maps and icons that make the routes easy to follow.",
    socials: [dribbble, twitter],
  },
];

export default function TeamsVertical() {
  return (
    <section className="py-4">
      <div className="text-center mx-auto mb-5" style={{ maxWidth: "36rem" }}>
        <h3>Meet the people behind the guide</h3>
        <p className="text-soft mb-0">A sample team shown with initials in place of photos.</p>
      </div>
      <div className="row gx-4 gy-5">
        {team.map((member) => (
          <div key={member.name} className="col-sm-6 col-lg-3">
            <TeamCardVertical {...member} titleAs="h4" />
          </div>
        ))}
      </div>
    </section>
  );
}

export const meta = { title: "Team: portrait cards with social links", order: 2 };
