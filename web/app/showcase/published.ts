import { kitFolder, kitScript, kitStylesheet, registryFolder, snippetsFolder } from "../../published-folders";
import type { RegistryItem as PublishedItem } from "../../registry-item";
import { useSourceFile, type SourceState } from "./useSourceFile";

// The forms the build publishes for an example beside its source: a shadcn registry item (what an
// install writes, the packages it adds) and its static markup where the example needs no React.

const registryItemPath = (id: string) => `/${registryFolder}/${id}.json`;
export const markupPath = (id: string) => `/${snippetsFolder}/${id}`;

/**
 * What installs an example into a React app, from the site at `origin`; with a theme item (themeItem), both
 * in one line. `--overwrite`: the theme item replaces the default theme stylesheet the example's Scope brings
 * (docs/decisions/010-theme-items.md).
 */
export const installCommand = (origin: string, id: string, themeItem?: string) =>
  themeItem ? `npx shadcn@latest add ${themeItem} ${origin}${registryItemPath(id)} --overwrite` : `npx shadcn@latest add ${origin}${registryItemPath(id)}`;


export const publishedMessages = {
  notListed: "This example is not in the registry, so it cannot be installed or shown as HTML.",
  reactOnly: "React only: this example needs React for its behaviour (state, widgets or overlays).",
  noPackages: "No packages beyond React",
  markupStylesheet: "Paste it into a page that links the stylesheet:",
  markupScript: "and loads the script for what it opens and closes (Bootstrap 5.3's, and the few lines Bootstrap leaves to the page):",
  markupTheme: "In your theme: after the stylesheet, add its tokens (and load its fonts):",
  followApp: "To have your examples wear your app's shadcn/ui theme instead (its colours, radius and font, light and dark), add:",
} as const;

/** What a page needs for an example's HTML: the theme's stylesheet, and Bootstrap's script where the HTML behaves. */
export const markupStylesheet = (origin: string) => `<link rel="stylesheet" href="${origin}/${kitFolder}/${kitStylesheet}">`;
export const markupScript = (origin: string) => `<script src="${origin}/${kitFolder}/${kitScript}" defer></script>`;

/** The part of a registry item (registry-item.ts) the Code tab reads. */
type RegistryItem = Pick<PublishedItem, "name" | "dependencies" | "meta">;

export type RegistryItemState = { status: "loading" } | { status: "failed"; message: string } | { status: "loaded"; item: RegistryItem };

/** An example's registry item, from its loaded (or loading, or failed) JSON. */
function registryItemIn(file: SourceState, id: string): RegistryItemState {
  if (file.status !== "loaded") return file;
  try {
    const item = JSON.parse(file.text) as RegistryItem | null;
    if (item?.name === id) return { status: "loaded", item };
  } catch {
    // An unreadable item is as good as none.
  }
  return { status: "failed", message: publishedMessages.notListed };
}

/** An example's registry item (/r/<id>.json), fetched once its Code tab opens. */
export function useRegistryItem(id: string): RegistryItemState {
  return registryItemIn(useSourceFile(registryItemPath(id)), id);
}
