import type { ReactNode } from "react";
import { Avatar, avatarPixels, type AvatarSize } from "./Avatar";
import { buttonColors, type ButtonColor } from "./Button";
import { assertOneOf } from "./kitProps";
import { Photo } from "./Photo";
import { RouteLink } from "./RouteLink";

/** A card's photo: an address (the photo is decorative), or an address with the text that describes it. */
export type CardImage = string | { src: string; alt: string };

/** The heading a card's title is: pick the level that follows the section around it. */
export type TitleTag = "h3" | "h4" | "h5" | "h6";
const titleTags = ["h3", "h4", "h5", "h6"] as const;

/** A link drawn as a button. */
export interface CardLinkAction {
  route: string;
  label: string;
  color: ButtonColor;
}

export function imageSource(image: CardImage): { src: string; alt: string } {
  return typeof image === "string" ? { src: image, alt: "" } : image;
}

/** A card title at the level the caller picks (h3 unless told). */
export function CardTitle({ as: Tag = "h3", className = "", children }: { as?: TitleTag; className?: string; children: ReactNode }) {
  assertOneOf("Card", "titleAs", titleTags, Tag);
  return <Tag className={className}>{children}</Tag>;
}

/** The facts line ('Entire Apartment • 3 Guests • 2 Beds') and the title of a place or booking card. */
export function CardFacts({ categories, title, titleAs }: { categories: string[]; title: string; titleAs?: TitleTag }) {
  return (
    <>
      <p className="card-categories">{categories.join(" • ")}</p>
      <CardTitle as={titleAs} className="h5 mb-2">
        {title}
      </CardTitle>
    </>
  );
}

/** A call to action on a card: a link in a button's clothes (gradient, contained or outline). */
export function ActionLink({
  component,
  action,
  variant = "gradient",
  className = "",
  children,
}: {
  component: string;
  action: CardLinkAction;
  variant?: "gradient" | "contained" | "outline";
  className?: string;
  children?: ReactNode;
}) {
  assertOneOf(component, "action.color", buttonColors, action.color);
  const look = { gradient: `bg-gradient-${action.color}`, contained: `btn-${action.color}`, outline: `btn-outline-${action.color}` }[
    variant
  ];
  return (
    <RouteLink to={action.route} className={["btn", look, className].filter(Boolean).join(" ")}>
      {action.label}
      {children}
    </RouteLink>
  );
}

/**
 * A small round photo of a person beside their name: decorative (the name says
 * who it is), with their initials underneath for when there is no photo. Where
 * no name is written beside it, `named` makes the photo itself say who it is.
 */
export function PersonPhoto({
  image,
  name,
  size = "sm",
  className = "",
  named = false,
}: {
  image?: string;
  name: string;
  size?: AvatarSize;
  className?: string;
  named?: boolean;
}) {
  const pixels = avatarPixels[size];
  return (
    <Photo
      src={image}
      alt={named ? name : ""}
      width={pixels}
      height={pixels}
      className={`photo-person ${className}`.trim()}
      style={{ width: pixels }}
      fallback={<Avatar alt={name} size={size} />}
    />
  );
}
