import { useSourceFile, type SourceState } from "./useSourceFile";

// The forms the build publishes for an example beside its source: a shadcn registry item, listed in
// the registry's index, and its static markup where the example needs no React.

export const registryIndexPath = "/r/registry.json";
export const registryItemPath = (id: string) => `/r/${id}.json`;
export const markupPath = (id: string) => `/html/${id}.html`;

/** What installs an example into a React app, from the site at `origin`. */
export const installCommand = (origin: string, id: string) => `npx shadcn@latest add ${origin}${registryItemPath(id)}`;

export const publishedMessages = {
  notListed: "This example is not in the registry, so it cannot be installed or shown as HTML.",
  reactOnly: "React only: this example needs React for its behaviour (state, widgets or overlays).",
  noPackages: "No packages beyond React",
} as const;

/** The part of a registry item the Code tab reads. */
export interface RegistryItem {
  name: string;
  /** npm packages, with versions ("react-bootstrap@2.10.10"). */
  dependencies?: string[];
  meta?: { html?: boolean; preview?: string };
}

export type RegistryItemState = { status: "loading" } | { status: "failed"; message: string } | { status: "loaded"; item: RegistryItem };

// Every block reads the same index text: it is parsed once.
let parsedIndex: { text: string; items: Map<string, RegistryItem> } | undefined;

function itemsOf(text: string): Map<string, RegistryItem> {
  if (parsedIndex?.text !== text) {
    let items: RegistryItem[] = [];
    try {
      const index: unknown = JSON.parse(text);
      const listed = (index as { items?: unknown } | null)?.items;
      if (Array.isArray(listed)) items = listed.filter((item): item is RegistryItem => typeof item?.name === "string");
    } catch {
      // An unreadable index lists nothing: each block says its example is not listed.
    }
    parsedIndex = { text, items: new Map(items.map((item) => [item.name, item])) };
  }
  return parsedIndex.items;
}

/** An example's entry in a loaded (or loading, or failed) registry index. */
export function registryItemIn(index: SourceState, id: string): RegistryItemState {
  if (index.status !== "loaded") return index;
  const item = itemsOf(index.text).get(id);
  return item ? { status: "loaded", item } : { status: "failed", message: publishedMessages.notListed };
}

/** An example's registry entry; the index is fetched once per page, by the first block that asks. */
export function useRegistryItem(id: string): RegistryItemState {
  return registryItemIn(useSourceFile(registryIndexPath, { shared: true }), id);
}
