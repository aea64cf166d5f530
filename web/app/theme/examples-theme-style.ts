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
/** The same scopes in dark mode: under a dark page or preview box (a light box inside a dark page excepted, below). */
const darkScopes =
  '[data-bs-theme="dark"] :is(.example-preview, .example-standalone) .ukg, .example-preview[data-bs-theme="dark"] .ukg, .ukg.ukg-layer[data-bs-theme="dark"]';
const lightBoxScopes = '.example-preview[data-bs-theme="light"] .ukg, .ukg.ukg-layer[data-bs-theme="light"]';

/**
 * Bootstrap's variables the site's stylesheet computes from the tokens (`--bs-body-font-family`, the radii, the
 * link colours …) and the kit's (`--mk-primary-text` …), light and dark: the site declares them on `:root` and `[data-bs-theme]`, where they resolve
 * with the default tokens, where an installed example's base.css declares them on its scope. Declared again on
 * the themed scopes, they take the theme there too, so a preview shows what an install in the theme shows.
 */
function tokenVariables(): { light: string[]; dark: string[] } {
  const declared = { light: new Map<string, string>(), dark: new Map<string, string>() };
  for (const sheet of document.styleSheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // Another origin's sheet: none of the site's.
    }
    for (const rule of rules) {
      if (!(rule instanceof CSSStyleRule)) continue;
      const selectors = rule.selectorText.split(",").map((selector) => selector.trim());
      const mode = selectors.includes(":root") ? declared.light : selectors.includes('[data-bs-theme="dark"]') ? declared.dark : undefined;
      for (const name of mode ? rule.style : []) if (/^--(bs|mk)-/.test(name)) mode!.set(name, rule.style.getPropertyValue(name));
    }
  }
  // Those that read a token, or a variable that does (`--bs-body-font-family: var(--bs-font-sans-serif)`).
  const reading = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, value] of [...declared.light, ...declared.dark]) {
      if (reading.has(name)) continue;
      if (value.includes("--ukg-") || [...value.matchAll(/var\((--(?:bs|mk)-[\w-]+)/g)].some(([, used]) => reading.has(used))) {
        reading.add(name);
        grew = true;
      }
    }
  }
  const lines = (mode: Map<string, string>) => [...mode].filter(([name]) => reading.has(name)).map(([name, value]) => `  ${name}: ${value};`);
  return { light: lines(declared.light), dark: lines(declared.dark) };
}

/** A stylesheet putting a theme's tokens (its code) on every example's scope; its fonts start loading. */
export function examplesThemeStyle(code: string): HTMLStyleElement {
  const style = document.createElement("style");
  style.dataset.examplesTheme = code;
  const theme = decodeTheme(code).theme;
  loadThemeFonts(theme);
  const { light, dark } = tokenVariables();
  const block = (selector: string, lines: string[]) => (lines.length > 0 ? `\n${selector} {\n${lines.join("\n")}\n}` : "");
  // The scope's own font, which on the site it inherits from <body>, as an installed scope sets it.
  style.textContent =
    `${themedScopes} {\n${declarations(themeTokens(theme)).replace(/;$/gm, " !important;")}\n  font-family: var(--bs-body-font-family);\n}` +
    block(themedScopes, light) +
    block(darkScopes, dark) +
    block(lightBoxScopes, light);
  return style;
}
