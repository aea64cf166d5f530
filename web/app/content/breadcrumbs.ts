import type { BreadcrumbItem } from "~/components/Breadcrumbs";
import { href, type RouteName } from "~/paths";
import { groupOf, pages } from "./pages";

/** A page's breadcrumb: its group (rooted at the group's first page), then the page. */
export function breadcrumbFor(name: RouteName): BreadcrumbItem[] {
  const group = groupOf(name);
  const trail: BreadcrumbItem[] = group ? [{ label: group.label, route: href(group.pages[0]) }] : [];
  return [...trail, { label: pages[name].title }];
}
