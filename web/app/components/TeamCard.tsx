import type { IconType } from "react-icons";
import { initialsOf } from "./Avatar";
import { CardTitle, type TitleTag } from "./cardParts";
import { ExternalLink } from "./ExternalLink";
import { assertOneOf, themeColors, type ThemeColor } from "./kitProps";
import { Photo } from "./Photo";
import { RouteLink } from "./RouteLink";

/** A person's initials, large, for when their photo is missing. */
function Initials({ name }: { name: string }) {
  return <span className="photo-initials">{initialsOf(name)}</span>;
}

export interface TeamCardProps {
  /** Their portrait; left out (or failing), their initials show on a gradient. */
  image?: string;
  /** Their name, linking to their profile. */
  profile: { name: string; link: string };
  /** Their role, in its colour. */
  position: { label: string; color: ThemeColor };
  description: string;
  titleAs?: TitleTag;
}

/** A team member side by side with their portrait: name, role and a few words. */
export function TeamCard({ image, profile, position, description, titleAs }: TeamCardProps) {
  assertOneOf("TeamCard", "position.color", themeColors, position.color);
  return (
    <article className="card card-team h-100">
      <div className="row g-0 h-100">
        <div className="col-4 col-sm-5">
          <Photo
            src={image}
            alt=""
            width={400}
            height={480}
            fit="fill"
            tone={position.color}
            fallback={<Initials name={profile.name} />}
            className="card-team-photo"
          />
        </div>
        <div className="col-8 col-sm-7">
          <div className="card-body">
            <CardTitle as={titleAs} className="h5 mb-0">
              <RouteLink to={profile.link} className="card-title-link">
                {profile.name}
              </RouteLink>
            </CardTitle>
            <p className={`text-sm fw-bold mb-2 text-gradient-${position.color}`}>{position.label}</p>
            <p className="text-sm text-soft mb-0">{description}</p>
          </div>
        </div>
      </div>
    </article>
  );
}

/** A link to one of a person's social profiles: the network's icon and its name for screen readers. */
export interface TeamSocial {
  component: IconType;
  route: string;
  /** The network's name, e.g. 'LinkedIn': the icon-only link's accessible name. */
  label: string;
}

export interface TeamCardVerticalProps {
  /** Their portrait; left out (or failing), their initials show on a gradient. */
  image?: string;
  name: string;
  position: string;
  description: string;
  socials: readonly TeamSocial[];
  titleAs?: TitleTag;
}

/** A team member, portrait on top: name, role, a few words and their social links. */
export function TeamCardVertical({ image, name, position, description, socials, titleAs }: TeamCardVerticalProps) {
  return (
    <article className="card card-team-vertical h-100 text-center">
      <div className="card-raised-photo">
        <Photo
          src={image}
          alt=""
          width={400}
          height={400}
          tone="dark"
          fallback={<Initials name={name} />}
          className="rounded-3 shadow-lg"
        />
      </div>
      <div className="card-body d-flex flex-column">
        <CardTitle as={titleAs} className="h5 mb-0">
          {name}
        </CardTitle>
        <p className="text-sm fw-bold text-gradient-info mb-2">{position}</p>
        <p className="text-sm text-soft flex-grow-1">{description}</p>
        <ul className="list-inline mb-0 team-socials">
          {socials.map(({ component: Icon, route, label }) => (
            <li key={route} className="list-inline-item">
              <ExternalLink href={route} className="team-social-link">
                <Icon aria-hidden="true" focusable="false" />
                <span className="visually-hidden">
                  {name} on {label}
                </span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
