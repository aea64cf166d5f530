import { immigrationRoutes } from "~/content/guide";
import { groupOf, pages, showcaseGroups } from "~/content/pages";
import { callOuts, footerMenus, visaTopics } from "~/content/site";
import { paths, type RouteName } from "~/paths";
import { examples } from "~/catalogue/examples";
import type { ExampleMeta } from "~/catalogue/exampleMeta";

/** One thing the search dialog can go to: a page, an example block on its page, or official guidance elsewhere. */
export interface SearchEntry {
  /** Unique: the option's key and the tail of its element id. */
  key: string;
  /** `guide` entries lead to another site (the provider's or GOV.UK). */
  kind: "page" | "example" | "guide";
  title: string;
  /** Where it lives, e.g. 'Elements › Buttons'. */
  context: string;
  /** Where Enter goes: a path, with `#<id>` for an example; an absolute address for a guide entry. */
  to: string;
  /** Lower-case text the query words are looked for in. */
  text: string;
}

const groupLabels = Object.fromEntries(showcaseGroups.map((group) => [group.key, group.label]));

/** The words people use for a page that its title does not hold. */
const pageKeywords: Partial<Record<RouteName, string>> = {
  "find-your-route": "which visa eligibility requirements cost fees apply work study family settle citizenship",
  theme: "brand colours colors fonts customise customize dark mode css sass variables",
  "page-headers": "hero banner",
  "page-cta": "cta",
  "page-error-pages": "404 not found 500",
  "ac-notifications": "toast snackbar",
  "ac-modals": "dialog popup",
  "ac-banners": "cookie consent announcement",
  "inputareas-inputs": "date picker datepicker text field otp",
  "inputareas-search-bars": "search box",
  "inputareas-newsletter": "subscribe email",
  "navigation-navbars": "menu header",
  "el-toggles": "switch checkbox",
  "el-progress-bars": "slider range",
  "el-dropdowns": "select menu",
  rental: "date picker datepicker booking",
  "signin-basic": "login log in account",
  "signin-cover": "login log in account",
  "signin-illustration": "login log in account",
  "signin-simple": "login log in account",
  "signup-cover": "register create account",
  "resetpassword-cover": "forgot password login",
};

function pageEntry(name: RouteName): SearchEntry {
  const { title } = pages[name];
  const context = groupOf(name)?.label ?? "Guide";
  return {
    key: `page-${name}`,
    kind: "page",
    title,
    context,
    to: paths[name],
    text: `${title} ${context} ${name} ${pageKeywords[name] ?? ""}`.toLowerCase(),
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The guide's own topics, call-outs and footer links, each once (the first place that names an
 * address gives its title; later places add their words): they lead to official guidance elsewhere.
 */
function guideEntries(): SearchEntry[] {
  const byAddress = new Map<string, SearchEntry>();
  const add = (title: string, context: string, to: string, words: string) => {
    const known = byAddress.get(to);
    if (known) known.text += ` ${title} ${words}`.toLowerCase();
    else byAddress.set(to, { key: `guide-${byAddress.size}`, kind: "guide", title, context, to, text: `${title} ${context} ${words}`.toLowerCase() });
  };
  for (const topic of visaTopics) add(topic.title, "Visa topics", topic.href, topic.description);
  for (const callOut of callOuts) add(callOut.action, callOut.title, callOut.href, callOut.description);
  for (const menu of footerMenus) {
    // The guide's own pages (about us, contact) are found as pages already.
    for (const item of menu.items) if (!item.href.startsWith("/")) add(capitalised(item.name), capitalised(menu.name), item.href, "");
  }
  return [...byAddress.values()];
}

/** Each route of the route finder, on its card. */
function routeEntries(): SearchEntry[] {
  const context = pages["find-your-route"].title;
  return immigrationRoutes.map((route) => ({
    key: `route-${route.id}`,
    kind: "page",
    title: route.name,
    context,
    to: `${paths["find-your-route"]}#${route.id}`,
    text: `${route.name} ${context} ${route.forWhom}`.toLowerCase(),
  }));
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

/** Every page, then the route finder's routes, the guide's topics and links, then every example, in the order the site shows them. */
export function buildSearchIndex(list: readonly ExampleMeta[] = examples): SearchEntry[] {
  return [...(Object.keys(paths) as RouteName[]).map(pageEntry), ...routeEntries(), ...guideEntries(), ...list.map(exampleEntry)];
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
