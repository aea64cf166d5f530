import { ExternalLink } from "~/components/ExternalLink";
import { safety } from "~/content/safety";

/** Where to apply, who may advise and where free help is: on the landing page and the finder. */
export function StaySafe({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <aside className="stay-safe card card-body" aria-labelledby="stay-safe-title">
      <Heading id="stay-safe-title" className="h5">
        {safety.title}
      </Heading>
      <ul className="mb-0">
        {safety.points.map((point) => (
          <li key={point.link.href} className="text-sm mb-2">
            {point.text} <ExternalLink href={point.link.href}>{point.link.title}</ExternalLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}
