import type { ComponentProps } from "react";

/** A link to a page of this site ("/pages/…"); other sites' links are ExternalLink's. */
export type RouteLinkProps = Omit<ComponentProps<"a">, "href" | "target"> & { to: string };

/**
 * The kit's link to a page of the app, as an installed example gets it (published as RouteLink.tsx):
 * a plain anchor, so it needs no router. Swap in your router's link here if your app has one.
 */
export function RouteLink({ to, ...rest }: RouteLinkProps) {
  return <a {...rest} href={to} />;
}
