import { FaRegStar, FaStar, FaStarHalfStroke } from "react-icons/fa6";

/** The highest rating; ratings go from 0 to it in half steps. */
export const RATING_MAX = 5;

/** Throws a developer error unless `rating` is 0 to 5 in half steps, e.g. `ReviewCard: rating must be …; got 4.3`. */
export function assertRating(component: string, rating: unknown): asserts rating is number {
  if (typeof rating !== "number" || !(rating >= 0 && rating <= RATING_MAX) || !Number.isInteger(rating * 2)) {
    throw new Error(`${component}: rating must be a number from 0 to ${RATING_MAX} in half steps; got ${JSON.stringify(rating)}`);
  }
}

/** What a screen reader hears for a rating, e.g. 'Rated 4.5 out of 5'. */
export function ratingText(rating: number): string {
  return `Rated ${rating} out of ${RATING_MAX}`;
}

interface RatingProps {
  /** 0 to 5 in half steps. */
  rating: number;
  className?: string;
}

/** A rating drawn as five stars (full, half or empty), read out as 'Rated 4.5 out of 5'. */
export function Rating({ rating, className = "" }: RatingProps) {
  assertRating("Rating", rating);
  const stars = Array.from({ length: RATING_MAX }, (_, index) => {
    const fill = rating - index;
    const Star = fill >= 1 ? FaStar : fill === 0.5 ? FaStarHalfStroke : FaRegStar;
    const kind = fill >= 1 ? "full" : fill === 0.5 ? "half" : "empty";
    return <Star key={index} className={`rating-star rating-star-${kind}`} aria-hidden="true" focusable="false" />;
  });
  return (
    <span className={`rating ${className}`.trim()} role="img" aria-label={ratingText(rating)}>
      {stars}
    </span>
  );
}
