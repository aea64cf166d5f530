import { showcaseGroups, type ShowcaseGroupKey } from "../content/pages";
import type { RouteName } from "../paths";

/** One example of the showcase: one file under app/examples/<group>/<page>/ (examples-catalogue.ts reads them). */
export interface ExampleMeta {
  /** The file name in kebab case, unique across the site: the block's anchor and the suffix of its tab ids. */
  id: string;
  title: string;
  group: ShowcaseGroupKey;
  /** The showcase page (route name) that shows it: the route at /sections/<group>/<page>. */
  page: RouteName;
  /** The file, relative to app/examples; also its published path under /source/. */
  file: string;
  /** Preview height in pixels, where the example needs a fixed one. */
  height?: 600 | 700;
  /** Words people search for it by, besides its title. */
  keywords?: string[];
  /** Its own state makes it what it is, so it is offered as React only. */
  scripted?: true;
}

/** The examples of one showcase page, in order. */
export function examplesOf(page: RouteName, list: readonly ExampleMeta[]): ExampleMeta[] {
  return list.filter((example) => example.page === page);
}

/** How many examples each showcase group holds. */
export function countByGroup(list: readonly ExampleMeta[]): Record<ShowcaseGroupKey, number> {
  const counts = Object.fromEntries(showcaseGroups.map((group) => [group.key, 0])) as Record<ShowcaseGroupKey, number>;
  for (const example of list) counts[example.group] += 1;
  return counts;
}

/** Examples per showcase page, by route name. */
export type PageCounts = Partial<Record<RouteName, number>>;

/** How many examples each showcase page holds. */
export function countByPage(list: readonly ExampleMeta[]): PageCounts {
  const counts: PageCounts = {};
  for (const example of list) counts[example.page] = (counts[example.page] ?? 0) + 1;
  return counts;
}
