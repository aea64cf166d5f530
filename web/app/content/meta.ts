import type { MetaDescriptor } from "react-router";
import type { RouteName } from "~/routes";
import { pages } from "./pages";
import { site } from "./site";

/** The document title of a page: its own title, then the brand. */
export function documentTitle(title: string): string {
  return title === site.brand ? `${site.brand}: ${site.tagline}` : `${title} · ${site.brand}`;
}

/** The <title> and meta description of a named page. */
export function pageMeta(name: RouteName): MetaDescriptor[] {
  const page = pages[name];
  return [{ title: documentTitle(page.title) }, { name: "description", content: page.description }];
}
