import { showcaseGroups, type ShowcaseGroupKey } from "~/content/pages";

/**
 * Examples per showcase group, counted from the examples' catalogue when the
 * site is built (vite.config.ts), so every page's navbar has the counts without
 * shipping the list itself.
 */
export const exampleCounts: Record<ShowcaseGroupKey, number> = __EXAMPLE_COUNTS__;

/** The navbar label of a group, e.g. '109 page sections'. */
export function groupCountLabel(group: ShowcaseGroupKey, counts: Record<ShowcaseGroupKey, number> = exampleCounts): string {
  const unit = showcaseGroups.find((g) => g.key === group)?.unit ?? group;
  return `${counts[group]} ${unit}`;
}
