import type { ComponentProps } from "react";
import { Link } from "react-router";

/** A link to a page of this site ("/pages/…"); other sites' links are ExternalLink's. */
export type RouteLinkProps = Omit<ComponentProps<"a">, "href" | "target"> & { to: string };

/**
 * The kit's link to a page of this site: on the site, React Router's client-side navigation.
 * An installed example gets RouteLink.published.tsx in its place, a plain anchor with the same markup.
 */
export function RouteLink({ to, ...rest }: RouteLinkProps) {
  // With ssr: false, React Router discovers every route up front, so its data-discover marker would do
  // nothing; leaving it off keeps this markup identical to the published anchor's.
  return <Link {...rest} to={to} discover="none" />;
}
