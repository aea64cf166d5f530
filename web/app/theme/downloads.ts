// What the theme page gives to download: the theme's tokens as CSS for the examples' scope, the same
// theme as Bootstrap's Sass variables, and the whole-theme stylesheet with the tokens appended.
import { mix, toHex } from "./color";
import { encodeTheme } from "./code";
import { computeTheme, declarations, themeTokens } from "./tokens";
import { brandColors, fonts, type Theme } from "./theme";

/** The line that says where a file came from: the code that rebuilds the theme on the theme page. */
function origin(theme: Theme): string {
  return `ukguide theme ${encodeTheme(theme)} (open /theme?theme=${encodeTheme(theme)} to change it)`;
}

const fontNote = (theme: Theme) =>
  `Fonts: ${[...new Set([theme.fontBody, theme.fontHeading])].map((id) => fonts[id].label).join(", ")}; load them in your page.`;

/**
 * (a) The tokens on the examples' scope, for light and dark alike: the dark mode reads the `-on-dark` colours
 * and the dark surfaces, the light mode the rest. `.ukg.ukg` is one step more specific than the defaults the
 * examples' stylesheets set on `.ukg`, so the theme wins whichever loads first.
 */
export function tokensCss(theme: Theme): string {
  return `/* ${origin(theme)}\n   ${fontNote(theme)} */\n.ukg.ukg {\n${declarations(themeTokens(theme))}\n}\n`;
}

const shadowed = (strength: number, shadow: (alpha: (base: number) => string) => string) =>
  strength === 0 ? "none" : shadow((base) => `rgba(0, 0, 0, ${Number((base * strength).toFixed(4))})`);

/** (b) The theme as Bootstrap 5.3's Sass variables: set them before `@import "bootstrap/scss/bootstrap"`. */
export function bootstrapSass(theme: Theme): string {
  const { surfaces } = computeTheme(theme);
  const rem = (value: number) => (value === 0 ? "0" : `${Number(value.toFixed(4))}rem`);
  const lines = [
    `// ${origin(theme)}`,
    "// Bootstrap 5.3 variables: put this file before @import \"bootstrap/scss/bootstrap\".",
    `// ${fontNote(theme)}`,
    ...brandColors.map((name) => `$${name}: ${theme.colors[name]};`),
    `$font-family-sans-serif: ${fonts[theme.fontBody].stack};`,
    `$headings-font-family: ${fonts[theme.fontHeading].stack};`,
    // The kit's radii, each a fixed multiple of the base (0.375rem: 0.25, 0.75, 1 and 2rem).
    `$border-radius: ${rem(theme.radius)};`,
    `$border-radius-sm: ${rem((theme.radius * 2) / 3)};`,
    `$border-radius-lg: ${rem(theme.radius * 2)};`,
    `$border-radius-xl: ${rem((theme.radius * 8) / 3)};`,
    `$border-radius-xxl: ${rem((theme.radius * 16) / 3)};`,
    `$box-shadow: ${shadowed(theme.shadow, (a) => `0 0.25rem 0.375rem -0.0625rem ${a(0.1)}, 0 0.125rem 0.25rem -0.0625rem ${a(0.06)}`)};`,
    `$box-shadow-sm: ${shadowed(theme.shadow, (a) => `0 0.125rem 0.25rem ${a(0.075)}`)};`,
    `$box-shadow-lg: ${shadowed(theme.shadow, (a) => `0 0.5rem 1.625rem -0.25rem ${a(0.15)}, 0 0.5rem 0.5625rem -0.3125rem ${a(0.06)}`)};`,
    `$enable-gradients: ${theme.gradient === "material"};`,
    `$body-bg-dark: ${toHex(surfaces.page)};`,
    `$body-secondary-bg-dark: ${toHex(surfaces.tint)};`,
    `$body-tertiary-bg-dark: ${toHex(mix(surfaces.surface, surfaces.tint, 0.5))};`,
  ];
  return `${lines.join("\n")}\n`;
}

/** Where the site publishes the whole theme. */
const wholeStylesheetPath = "/kit/ukguide.css";

/** (c) The whole-theme stylesheet, fetched from the site, with the theme's tokens appended. */
export async function wholeStylesheet(theme: Theme, fetchText = (path: string) => fetch(path)): Promise<string> {
  const response = await fetchText(wholeStylesheetPath);
  if (!response.ok) throw new Error(`${wholeStylesheetPath} answered ${response.status}`);
  return `${await response.text()}\n${tokensCss(theme)}`;
}
