import { ActionLink, CardTitle, imageSource, PersonPhoto, type CardImage, type CardLinkAction, type TitleTag } from "./cardParts";
import { assertOneOf, themeColors, type ThemeColor } from "./kitProps";
import { Photo } from "./Photo";
import { RouteLink } from "./RouteLink";

export interface BlogCardProps {
  image: CardImage;
  /** The post's topic, in its colour above the title. */
  category: { color: ThemeColor; label: string };
  title: string;
  description: string;
  author: { image?: string; name: string; date: string };
  /** Where the post is: the title links to it. */
  route: string;
  titleAs?: TitleTag;
}

/** A blog post: photo, topic, linked title, a few words and its author. */
export function BlogCard({ image, category, title, description, author, route, titleAs }: BlogCardProps) {
  assertOneOf("BlogCard", "category.color", themeColors, category.color);
  const photo = imageSource(image);
  return (
    <article className="card card-blog h-100">
      <div className="card-raised-photo">
        <Photo src={photo.src} alt={photo.alt} width={600} height={400} tone={category.color} className="rounded-3 shadow-lg" />
      </div>
      <div className="card-body d-flex flex-column pt-3">
        <p className={`card-category text-gradient-${category.color}`}>{category.label}</p>
        <CardTitle as={titleAs} className="h5">
          <RouteLink to={route} className="card-title-link stretched-link">
            {title}
          </RouteLink>
        </CardTitle>
        <p className="text-sm text-soft flex-grow-1">{description}</p>
        <div className="d-flex align-items-center gap-2 pt-2 border-top">
          <PersonPhoto image={author.image} name={author.name} size="sm" />
          <p className="mb-0 lh-sm">
            <span className="d-block text-sm fw-bold text-body-emphasis">{author.name}</span>
            <span className="d-block text-xs text-soft">{author.date}</span>
          </p>
        </div>
      </div>
    </article>
  );
}

export interface BlogCardActionProps {
  image: CardImage;
  /** An optional topic above the title. */
  category?: { color: ThemeColor; label: string };
  title: string;
  description: string;
  /** The button under the text, e.g. 'Read more'. */
  action: CardLinkAction;
  titleAs?: TitleTag;
}

/** A blog post with a button: photo, title, a few words and a call to read it. */
export function BlogCardAction({ image, category, title, description, action, titleAs }: BlogCardActionProps) {
  if (category) assertOneOf("BlogCardAction", "category.color", themeColors, category.color);
  const photo = imageSource(image);
  return (
    <article className="card card-blog card-blog-action h-100">
      <div className="card-inside-photo">
        <Photo src={photo.src} alt={photo.alt} width={600} height={400} tone={category?.color ?? "dark"} className="rounded-3" />
      </div>
      <div className="card-body d-flex flex-column">
        {category && <p className={`card-category text-gradient-${category.color}`}>{category.label}</p>}
        <CardTitle as={titleAs} className="h5">
          {title}
        </CardTitle>
        <p className="text-sm text-soft flex-grow-1">{description}</p>
        <ActionLink component="BlogCardAction" action={action} variant="outline" className="btn-sm align-self-start mb-0">
          <span className="visually-hidden">: {title}</span>
        </ActionLink>
      </div>
    </article>
  );
}
