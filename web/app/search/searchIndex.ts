import { groupOf, pages, showcaseGroups } from "~/content/pages";
import { paths, type RouteName } from "~/paths";
import { examples } from "~/showcase/examples";
import type { ExampleMeta } from "~/showcase/registry";

/** One thing the search dialog can go to: a page, or an example block on its page. */
export interface SearchEntry {
  /** Unique: the option's key and the tail of its element id. */
  key: string;
  kind: "page" | "example";
  title: string;
  /** Where it lives, e.g. 'Elements › Buttons'. */
  context: string;
  /** Where Enter goes: a path, with `#<id>` for an example. */
  to: string;
  /** Lower-case text the query words are looked for in. */
  text: string;
}

const groupLabels = Object.fromEntries(showcaseGroups.map((group) => [group.key, group.label]));

function pageEntry(name: RouteName): SearchEntry {
  const { title } = pages[name];
  const context = groupOf(name)?.label ?? "Guide";
  return {
    key: `page-${name}`,
    kind: "page",
    title,
    context,
    to: paths[name],
    text: `${title} ${context} ${name}`.toLowerCase(),
  };
}

function exampleEntry({ id, title, group, page, keywords = [] }: ExampleMeta): SearchEntry {
  const context = `${groupLabels[group]} › ${pages[page].title}`;
  return {
    key: `example-${id}`,
    kind: "example",
    title,
    context,
    to: `${paths[page]}#${id}`,
    text: `${title} ${context} ${group} ${id} ${keywords.join(" ")}`.toLowerCase(),
  };
}

/** Every page, then every example, in the order the site shows them. */
export function buildSearchIndex(list: readonly ExampleMeta[] = examples): SearchEntry[] {
  return [...(Object.keys(paths) as RouteName[]).map(pageEntry), ...list.map(exampleEntry)];
}

export const searchIndex = buildSearchIndex();

/**
 * The entries holding every word of the query (in any order, any part of a
 * word), best first: words found in the title, and at the start of a title
 * word, rank higher; ties keep the site's order.
 */
export function searchEntries(query: string, index: readonly SearchEntry[] = searchIndex): SearchEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found: { entry: SearchEntry; score: number; order: number }[] = [];
  index.forEach((entry, order) => {
    if (!words.every((word) => entry.text.includes(word))) return;
    const title = ` ${entry.title.toLowerCase()}`;
    const score = words.reduce((sum, word) => sum + (title.includes(word) ? 2 : 0) + (title.includes(` ${word}`) ? 1 : 0), 0);
    found.push({ entry, score, order });
  });
  return found.sort((a, b) => b.score - a.score || a.order - b.order).map(({ entry }) => entry);
}
