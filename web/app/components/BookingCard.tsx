import { CardFacts, imageSource, type CardImage, type TitleTag } from "./cardParts";
import { Photo } from "./Photo";

export interface BookingCardProps {
  image: CardImage;
  /** Short facts, shown on one line: 'Entire Apartment • 3 Guests • 2 Beds'. */
  categories: string[];
  title: string;
  description: string;
  titleAs?: TitleTag;
}

/** A booking: a raised photo over the card, then facts, title and description. */
export function BookingCard({ image, categories, title, description, titleAs }: BookingCardProps) {
  const photo = imageSource(image);
  return (
    <article className="card card-booking h-100">
      <div className="card-raised-photo">
        <Photo src={photo.src} alt={photo.alt} width={600} height={400} tone="primary" className="rounded-3 shadow-lg" />
      </div>
      <div className="card-body pt-3">
        <CardFacts categories={categories} title={title} titleAs={titleAs} />
        <p className="text-sm text-soft mb-0">{description}</p>
      </div>
    </article>
  );
}
