import { useId, useRef } from "react";
import { Tooltip } from "react-bootstrap";
import { OverlayTrigger } from "./overlays";
import type { AvatarSize } from "./Avatar";
import { PersonPhoto } from "./cardParts";
import { RouteLink } from "./RouteLink";

/** One person in the group: where their avatar leads, the tooltip it shows, and their picture. */
export interface MessageAvatar {
  route: string;
  /** Shown on hover and on keyboard focus, e.g. 'Message from Amara'. */
  tooltip: string;
  /** `url` is a photo (left out, the initials of `alt` show); `alt` names the person and the link. */
  image: { url?: string; alt: string };
}

export interface AvatarGroupProps {
  avatars: readonly MessageAvatar[];
  /** The accessible name of the group, e.g. 'Messages'. */
  label: string;
  size?: AvatarSize;
  /** Where the tooltips open. */
  placement?: "top" | "bottom" | "left" | "right";
  className?: string;
}

/**
 * Overlapping round avatars, each a link named after its person with a tooltip
 * that opens on hover and on keyboard focus (Esc closes it). A photo that cannot
 * load leaves the initials. The tooltips stay inside the group, so they belong
 * to the page region the group is in.
 */
export function AvatarGroup({ avatars, label, size = "md", placement = "bottom", className = "" }: AvatarGroupProps) {
  if (avatars.length === 0) throw new Error("AvatarGroup: avatars must hold at least one avatar");
  const id = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  return (
    <div ref={groupRef} className={`avatar-link-group ${className}`.trim()}>
      <ul className="avatar-group list-unstyled mb-0" aria-label={label}>
        {avatars.map((avatar, index) => (
          <li key={`${avatar.route}-${avatar.image.alt}`}>
            <OverlayTrigger
              placement={placement}
              container={groupRef}
              rootClose
              overlay={<Tooltip id={`${id}-tooltip-${index}`}>{avatar.tooltip}</Tooltip>}
            >
              {/* Named by its picture (the photo's alt, or the initials' image), not an aria-label that
                  would differ from the initials it shows. */}
              <RouteLink to={avatar.route} className="avatar-link">
                <PersonPhoto image={avatar.image.url} name={avatar.image.alt} size={size} named />
              </RouteLink>
            </OverlayTrigger>
          </li>
        ))}
      </ul>
    </div>
  );
}
