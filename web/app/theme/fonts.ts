import type { FontId, Theme } from "./theme";

// The families beyond Roboto and Roboto Slab (which every page has): each a stylesheet of its own, fetched
// the first time a theme shown on the page chooses it, so no other page carries them.
const loaders: Partial<Record<FontId, () => Promise<unknown>>> = {
  inter: () => import("./fonts/inter.scss"),
  nunito: () => import("./fonts/nunito.scss"),
  "source-serif-4": () => import("./fonts/source-serif-4.scss"),
};

/** Loads the theme's fonts that the page does not have yet; a failed load leaves the fallback fonts showing. */
export function loadThemeFonts(theme: Theme): void {
  for (const id of new Set([theme.fontBody, theme.fontHeading])) void loaders[id]?.().catch(() => undefined);
}
