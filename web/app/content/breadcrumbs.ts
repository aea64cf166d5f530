import type { BreadcrumbItem } from "~/components/Breadcrumbs";
import { href, type RouteName } from "~/paths";
import { groupOf, pages } from "./pages";

/** Where the specification's showcase table roots a page's breadcrumb, where it is not the group's first page. */
const roots: Partial<Record<RouteName, string>> = {
  "page-pricing": href("page-pricing"),
  "page-faq": "#",
};

/** A page's breadcrumb: its group (rooted at the group's first page, or where `roots` says), then the page. */
export function breadcrumbFor(name: RouteName): BreadcrumbItem[] {
  const group = groupOf(name);
  const trail: BreadcrumbItem[] = group ? [{ label: group.label, route: roots[name] ?? href(group.pages[0]) }] : [];
  return [...trail, { label: pages[name].title }];
}
