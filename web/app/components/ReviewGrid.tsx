import { ReviewCard, ReviewCardSimple, type ReviewCardProps, type ReviewCardSimpleProps } from "./ReviewCard";

export type ReviewGridProps =
  | { variant?: "rated"; reviews: readonly ReviewCardProps[]; className?: string }
  | { variant: "simple"; reviews: readonly ReviewCardSimpleProps[]; className?: string };

/**
 * Three reviews side by side on a wide screen, one under the other on a phone.
 * Rated cards on white show their stars in the warm colour unless told otherwise.
 */
export function ReviewGrid(props: ReviewGridProps) {
  if (props.reviews.length === 0) throw new Error("ReviewGrid: reviews must not be empty");
  const className = ["row list-unstyled g-4 align-items-center mb-0", props.className].filter(Boolean).join(" ");
  return (
    <ul className={className}>
      {props.variant === "simple"
        ? props.reviews.map((review) => (
            <li key={review.name} className="col-lg-4 align-self-stretch">
              <ReviewCardSimple {...review} />
            </li>
          ))
        : props.reviews.map((review) => (
            <li key={review.name} className="col-lg-4">
              <ReviewCard color="warning" {...review} />
            </li>
          ))}
    </ul>
  );
}
