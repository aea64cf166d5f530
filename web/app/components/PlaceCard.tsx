import { ActionLink, CardFacts, imageSource, type CardImage, type CardLinkAction, type TitleTag } from "./cardParts";
import { Photo } from "./Photo";

export interface PlaceCardProps {
  image: CardImage;
  /** Short facts about the place, shown on one line: 'Entire Apartment • 3 Guests • 2 Beds'. */
  categories: string[];
  title: string;
  description: string;
  /** An outline button, e.g. 'From / Night'. */
  action: CardLinkAction;
  titleAs?: TitleTag;
}

/** A place to stay: photo, facts, name, a few words and a price button. */
export function PlaceCard({ image, categories, title, description, action, titleAs }: PlaceCardProps) {
  const photo = imageSource(image);
  return (
    <article className="card card-place h-100">
      <div className="card-place-photo">
        <Photo src={photo.src} alt={photo.alt} width={600} height={400} tone="info" className="rounded-3 shadow" />
      </div>
      <div className="card-body d-flex flex-column pt-3">
        <CardFacts categories={categories} title={title} titleAs={titleAs} />
        <p className="text-sm text-soft flex-grow-1">{description}</p>
        <ActionLink component="PlaceCard" action={action} variant="outline" className="btn-sm align-self-start mb-0">
          <span className="visually-hidden">: {title}</span>
        </ActionLink>
      </div>
    </article>
  );
}
