import type { ReactElement } from "react";
import { FaClock } from "react-icons/fa6";
import { CardTitle, imageSource, PersonPhoto, type CardImage, type TitleTag } from "./cardParts";
import { assertOneOf } from "./kitProps";
import { Photo } from "./Photo";
import { assertRating, Rating } from "./Rating";

export const reviewCardVariants = ["gradient", "contained", "plain"] as const;
/** The colours a review card takes; an empty string (the default) is a white card. */
export const reviewCardColors = ["primary", "secondary", "info", "success", "warning", "error", "light", "dark", ""] as const;

export type ReviewCardVariant = (typeof reviewCardVariants)[number];
export type ReviewCardColor = (typeof reviewCardColors)[number];

/** The theme's name for each review colour ('error' is the theme's danger). */
const themeName = (color: Exclude<ReviewCardColor, "">) => (color === "error" ? "danger" : color);

/** A quote in the reader's language: curly quotes around the words. */
function Quote({ review, className = "" }: { review: string; className?: string }) {
  return <blockquote className={`review-quote ${className}`.trim()}>“{review}”</blockquote>;
}

export interface ReviewCardSimpleProps {
  /** The reviewer's photo; left out, their initials show. */
  image?: string;
  name: string;
  /** Their handle, e.g. '@amara.okafor'. */
  username: string;
  review: string;
}

/** A short review: photo, name and handle, then the quote. */
export function ReviewCardSimple({ image, name, username, review }: ReviewCardSimpleProps) {
  return (
    <div className="card card-review card-review-simple h-100">
      <figure className="card-body mb-0">
        <figcaption className="d-flex align-items-center gap-3 mb-3">
          <PersonPhoto image={image} name={name} size="md" />
          <span>
            <span className="d-block fw-bold text-body-emphasis">{name}</span>
            <span className="d-block text-sm text-soft">{username}</span>
          </span>
        </figcaption>
        <Quote review={review} className="mb-0" />
      </figure>
    </div>
  );
}

export interface ReviewCardProps {
  /** The reviewer's photo; left out, their initials show. */
  image?: string;
  name: string;
  /** When they wrote it, as the reader should see it: '1 day ago'. */
  date: string;
  review: string;
  /** 0 to 5 in half steps. */
  rating: number;
  /** gradient and contained fill the card with `color`; plain (the default) keeps it white with the stars in `color`. */
  variant?: ReviewCardVariant;
  color?: ReviewCardColor;
}

/** A review with its star rating: reviewer, date, quote and stars; gradient, contained or plain. */
export function ReviewCard({ image, name, date, review, rating, variant = "plain", color = "" }: ReviewCardProps) {
  assertOneOf("ReviewCard", "variant", reviewCardVariants, variant);
  if (!(reviewCardColors as readonly unknown[]).includes(color)) {
    throw new Error(
      `ReviewCard: color must be one of ${reviewCardColors.filter(Boolean).join(", ")} or empty; got ${JSON.stringify(color)}`,
    );
  }
  assertRating("ReviewCard", rating);
  const filled = color !== "" && variant !== "plain";
  const surface = filled ? (variant === "gradient" ? `bg-gradient-${themeName(color)}` : `card-contained-${themeName(color)}`) : "";
  const onColor = filled && color !== "light" ? " card-on-color" : "";
  const stars = !filled && color !== "" ? `text-gradient-${themeName(color)}` : "";
  return (
    <div className={`card card-review h-100 ${surface}${onColor}`.trim()}>
      <figure className="card-body mb-0">
        <figcaption className="d-flex align-items-center gap-3 mb-3">
          <PersonPhoto image={image} name={name} size="md" />
          <span>
            <span className="d-block fw-bold review-name">{name}</span>
            <span className="d-flex align-items-center gap-1 text-sm review-date">
              <FaClock aria-hidden="true" focusable="false" />
              {date}
            </span>
          </span>
        </figcaption>
        <Quote review={review} />
        <Rating rating={rating} className={stars} />
      </figure>
    </div>
  );
}

export interface ReviewCardComplexProps {
  image: CardImage;
  title: string;
  review: string;
  /** Who said it: their company's logo (an image address or an element of ours), name and role. */
  author: { logo: string | ReactElement; name: string; role: string };
  titleAs?: TitleTag;
}

/** A featured review: a photo beside a title, the quote, and the author with their company's logo. */
export function ReviewCardComplex({ image, title, review, author, titleAs }: ReviewCardComplexProps) {
  const photo = imageSource(image);
  return (
    <div className="card card-review card-review-complex">
      <div className="row g-0 align-items-stretch">
        <div className="col-md-5">
          <Photo src={photo.src} alt={photo.alt} width={600} height={480} tone="dark" className="card-review-photo" />
        </div>
        <div className="col-md-7">
          <figure className="card-body p-4 p-lg-5 mb-0">
            <CardTitle as={titleAs} className="h4 mb-3">
              {title}
            </CardTitle>
            <Quote review={review} className="lead-sm mb-4" />
            <figcaption className="d-flex align-items-center gap-3">
              <span className="review-logo">
                {typeof author.logo === "string" ? <Photo src={author.logo} alt="" width={48} height={48} tone="light" /> : author.logo}
              </span>
              <span>
                <span className="d-block fw-bold text-body-emphasis">{author.name}</span>
                <span className="d-block text-sm text-soft">{author.role}</span>
              </span>
            </figcaption>
          </figure>
        </div>
      </div>
    </div>
  );
}

export interface ReviewCardWithAuthorProps {
  /** 0 to 5 in half steps. */
  rating: number;
  review: string;
  author: { image?: string; name: string; date: string };
}

/** A review led by its stars, signed by its author with their photo and the date. */
export function ReviewCardWithAuthor({ rating, review, author }: ReviewCardWithAuthorProps) {
  assertRating("ReviewCardWithAuthor", rating);
  return (
    <div className="card card-review card-review-author h-100">
      <figure className="card-body d-flex flex-column mb-0">
        <Rating rating={rating} className="text-gradient-warning mb-3" />
        <Quote review={review} className="flex-grow-1" />
        <figcaption className="d-flex align-items-center gap-3">
          <PersonPhoto image={author.image} name={author.name} size="sm" />
          <span>
            <span className="d-block fw-bold text-body-emphasis text-sm">{author.name}</span>
            <span className="d-block text-xs text-soft">{author.date}</span>
          </span>
        </figcaption>
      </figure>
    </div>
  );
}
