import { showcaseGroups, type ShowcaseGroupKey } from "../content/pages";
import type { RouteName } from "../routes";
import { attentionCatcherExamples } from "./registry/attention-catchers";
import { elementExamples } from "./registry/elements";
import { inputAreaExamples } from "./registry/input-areas";
import { navigationExamples } from "./registry/navigation";
import { pageSectionExamples } from "./registry/page-sections";

/** One example of the showcase: one file under app/examples/<group>/<page>/. */
export interface ExampleMeta {
  /** Unique across the site: the block's anchor and the suffix of its tab ids. */
  id: string;
  title: string;
  group: ShowcaseGroupKey;
  /** The showcase page (route name) that shows it. */
  page: RouteName;
  /** The file, relative to app/examples; also its published path under /source/. */
  file: string;
  /** Preview height in pixels, where the example needs a fixed one. */
  height?: 600 | 700;
}

/** Every example, in the order the pages show them. */
export const examples: ExampleMeta[] = [
  ...pageSectionExamples,
  ...navigationExamples,
  ...inputAreaExamples,
  ...attentionCatcherExamples,
  ...elementExamples,
];

/** The examples of one showcase page, in order. */
export function examplesOf(page: RouteName, list: readonly ExampleMeta[] = examples): ExampleMeta[] {
  return list.filter((example) => example.page === page);
}

/** How many examples each showcase group holds. */
export function countByGroup(list: readonly ExampleMeta[] = examples): Record<ShowcaseGroupKey, number> {
  const counts = Object.fromEntries(showcaseGroups.map((group) => [group.key, 0])) as Record<ShowcaseGroupKey, number>;
  for (const example of list) counts[example.group] += 1;
  return counts;
}
