import type { MetaDescriptor } from "react-router";
import { paths, type RouteName } from "~/paths";
import { pages, showcaseGroups } from "~/content/pages";
import { site } from "~/content/site";

/** The document title of a page: its own title, then the brand. */
export function documentTitle(title: string): string {
  return title === site.brand ? `${site.brand}: ${site.tagline}` : `${title} · ${site.brand}`;
}

/** The document title of a named page; a showcase page also names its group ("Pricing · Page Sections"). */
export function pageTitle(name: RouteName): string {
  const group = showcaseGroups.find((candidate) => candidate.pages.includes(name));
  return documentTitle(group ? `${pages[name].title} · ${group.label}` : pages[name].title);
}

/** The absolute address of a named page, where the site is published. */
export function canonicalUrl(name: RouteName): string {
  return site.url + paths[name];
}

/** A page's <title>, meta description, canonical link and Open Graph / card tags. */
export function pageMeta(name: RouteName): MetaDescriptor[] {
  const page = pages[name];
  const title = pageTitle(name);
  const url = canonicalUrl(name);
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
  ];
}
