import { FaArrowRight } from "react-icons/fa6";
import { buttonVariants, type ButtonColor, type ButtonVariant } from "./Button";
import { ActionLink, CardTitle, imageSource, type CardImage, type TitleTag } from "./cardParts";
import { assertOneOf, themeColors, type ThemeColor } from "./kitProps";
import { Photo } from "./Photo";
import { RouteLink } from "./RouteLink";

export interface BackgroundCardProps {
  /** The colour of the veil over the photo that keeps the white text readable. */
  color: ThemeColor;
  image: CardImage;
  /** A short line above the title, e.g. 'Trip ideas'. */
  label: string;
  title: string;
  description: string;
  /** Where the card leads. */
  route: string;
  /** Draws the link as a button; left out, it is a 'Read more' text link. */
  action?: { variant: ButtonVariant; color: ButtonColor; label: string };
  titleAs?: TitleTag;
}

/** A card whose photo is its background, under a coloured veil, with a link onwards. */
export function BackgroundCard({ color, image, label, title, description, route, action, titleAs }: BackgroundCardProps) {
  assertOneOf("BackgroundCard", "color", themeColors, color);
  if (action) assertOneOf("BackgroundCard", "action.variant", buttonVariants, action.variant);
  const photo = imageSource(image);
  return (
    <article className={`card card-background card-background-${color} h-100`}>
      <Photo src={photo.src} alt={photo.alt} width={800} height={600} fit="fill" tone={color} />
      <span className="card-background-veil" aria-hidden="true" />
      <div className="card-body d-flex flex-column justify-content-end">
        <p className="card-background-label">{label}</p>
        <CardTitle as={titleAs} className="h4 text-white">
          {title}
        </CardTitle>
        <p className="text-white-soft">{description}</p>
        {action ? (
          <ActionLink
            component="BackgroundCard"
            action={{ route, label: action.label, color: action.color }}
            variant={action.variant}
            className="align-self-start mb-0"
          >
            <span className="visually-hidden">: {title}</span>
          </ActionLink>
        ) : (
          <RouteLink to={route} className="card-background-link align-self-start">
            Read more<span className="visually-hidden">: {title}</span>
            <FaArrowRight aria-hidden="true" focusable="false" />
          </RouteLink>
        )}
      </div>
    </article>
  );
}
