import { decodeTheme } from "./code";
export { themedInstall, type ThemedInstall } from "./install-theme";
import { loadThemeFonts } from "./fonts";
import { declarations, themeTokens } from "./tokens";

/**
 * The examples' scopes on the showcase and preview pages, and the layers their overlays open in: the
 * site's own frame has no `.ukg`, so it keeps its look. `!important` lets the chosen tokens win over the
 * defaults the examples' stylesheets set on `.ukg`, wherever those load.
 */
const themedScopes = ".example-preview .ukg, .example-standalone .ukg, .ukg.ukg-layer";

/** A stylesheet putting a theme's tokens (its code) on every example's scope; its fonts start loading. */
export function examplesThemeStyle(code: string): HTMLStyleElement {
  const style = document.createElement("style");
  style.dataset.examplesTheme = code;
  const theme = decodeTheme(code).theme;
  loadThemeFonts(theme);
  style.textContent = `${themedScopes} {\n${declarations(themeTokens(theme)).replace(/;$/gm, " !important;")}\n}`;
  return style;
}
