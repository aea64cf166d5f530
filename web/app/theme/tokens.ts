// A theme's design tokens: the `--ukg-*` custom properties every published stylesheet reads on the
// examples' scope (`.ukg`), computed as _config.scss's on-white()/on-dark() compute the defaults, and
// the contrast report of the pairs they make. See README "Theme" for the list and what reads each.
import { contrastRatio, carryStep, maxSteps, onDark, onWhite, parseHex, toHex, type Adjusted, type Rgb } from "./color";
import { brandColors, defaultTheme, fonts, type BrandColor, type Theme } from "./theme";

/** A token's name: `--ukg-` and what it sets. */
type TokenName = `--ukg-${string}`;
export type Tokens = Record<TokenName, string>;

// The kit's dark surfaces (_config.scss): a theme sets the page and the cards; the softer panel and the deep
// fills keep the kit's steps from the cards (color.ts carryStep), so the default gives _config.scss's values.
const kitSurface = parseHex(defaultTheme.surfaceDark);
const kitTintDark = parseHex("#2a3453");
const kitDarkDeep = parseHex("#111626");
const kitDarkDeepEnd = parseHex("#090c17");

/** The dark mode's five surfaces of a theme. */
function darkSurfaces(theme: Theme): { page: Rgb; surface: Rgb; tint: Rgb; deep: Rgb; deepEnd: Rgb } {
  const surface = parseHex(theme.surfaceDark);
  return {
    page: parseHex(theme.pageDark),
    surface,
    tint: carryStep(surface, kitSurface, kitTintDark),
    deep: carryStep(surface, kitSurface, kitDarkDeep),
    deepEnd: carryStep(surface, kitSurface, kitDarkDeepEnd),
  };
}

/** What a theme computes: each brand colour's fill (for white text) and text on dark surfaces, and the surfaces. */
export interface ComputedTheme {
  fills: Record<BrandColor, Adjusted>;
  onDark: Record<BrandColor, Adjusted>;
  surfaces: ReturnType<typeof darkSurfaces>;
}

export function computeTheme(theme: Theme): ComputedTheme {
  const surfaces = darkSurfaces(theme);
  const each = (adjust: (color: Rgb) => Adjusted) =>
    Object.fromEntries(brandColors.map((name) => [name, adjust(parseHex(theme.colors[name]))])) as Record<BrandColor, Adjusted>;
  return { fills: each(onWhite), onDark: each((color) => onDark(color, surfaces.tint)), surfaces };
}

/** A number as CSS writes it: at most four places, no trailing zeros. */
const cssNumber = (value: number) => String(Number(value.toFixed(4)));

/** Every `--ukg-*` token of a theme, in the contract's order. */
export function themeTokens(theme: Theme, computed = computeTheme(theme)): Tokens {
  const tokens: Tokens = {};
  for (const name of brandColors) {
    const fill = toHex(computed.fills[name].color);
    tokens[`--ukg-${name}`] = theme.colors[name];
    tokens[`--ukg-${name}-fill`] = fill;
    tokens[`--ukg-${name}-text`] = fill;
    tokens[`--ukg-${name}-on-dark`] = toHex(computed.onDark[name].color);
  }
  tokens["--ukg-font-body"] = fonts[theme.fontBody].stack;
  tokens["--ukg-font-heading"] = fonts[theme.fontHeading].stack;
  tokens["--ukg-radius"] = `${cssNumber(theme.radius)}rem`;
  tokens["--ukg-shadow-strength"] = cssNumber(theme.shadow);
  tokens["--ukg-gradient-depth"] = theme.gradient === "material" ? "1" : "0";
  const { page, surface, tint, deep, deepEnd } = computed.surfaces;
  tokens["--ukg-page-dark"] = toHex(page);
  tokens["--ukg-surface-dark"] = toHex(surface);
  tokens["--ukg-tint-dark"] = toHex(tint);
  tokens["--ukg-dark-deep"] = toHex(deep);
  tokens["--ukg-dark-deep-end"] = toHex(deepEnd);
  return tokens;
}

/** WCAG AA for normal text. */
export const aaRatio = 4.5;

/** One pair of the report: what is on what, the ratio it reads at, and, below AA, why. */
export interface ContrastPair {
  pair: string;
  ratio: number;
  /** Below AA: what holds it back and what to change. */
  problem?: string;
  /** A colour whose fill or dark-mode text moved far from it, for the page to mention. */
  note?: string;
}

const white: Rgb = [255, 255, 255];
const rounded = (color: Rgb): Rgb => parseHex(toHex(color));
const ratioText = (ratio: number) => `${ratio.toFixed(2)}:1`;
/** Steps after which a fill is worth a note: 10 steps of 4% leave about two thirds of the colour. */
const farSteps = 10;

/**
 * The pairs a theme's tokens make, each with its ratio: white text on every fill (light carries the dark
 * colour's text instead, as the kit sets it), every colour as text on the dark surfaces, white text on the
 * deep dark fills. A pair below AA names why.
 */
export function contrastReport(theme: Theme, computed = computeTheme(theme)): ContrastPair[] {
  const pairs: ContrastPair[] = [];
  for (const name of brandColors) {
    const fill = computed.fills[name];
    if (name === "light") {
      // The kit fills light with a soft grey from the colour itself, under the dark colour's text.
      const ratio = contrastRatio(parseHex(theme.colors.light), parseHex(theme.colors.dark));
      pairs.push({
        pair: "dark text on light",
        ratio,
        ...(ratio < aaRatio && { problem: `reads at ${ratioText(ratio)}: the light and dark colours are too close; make light lighter or dark darker` }),
      });
      continue;
    }
    const ratio = contrastRatio(rounded(fill.color), white);
    pairs.push({
      pair: `white text on the ${name} fill`,
      ratio,
      ...(ratio < aaRatio && { problem: `reads at ${ratioText(ratio)} even after darkening ${maxSteps} steps` }),
      ...(fill.steps >= farSteps && { note: `${name} is darkened ${fill.steps} steps, to ${toHex(fill.color)}, for white text on it` }),
    });
  }
  for (const name of brandColors) {
    const text = computed.onDark[name];
    const ratio = contrastRatio(rounded(text.color), rounded(computed.surfaces.tint));
    pairs.push({
      pair: `${name} text on dark surfaces`,
      ratio,
      ...(ratio < aaRatio && {
        problem: `reads at ${ratioText(ratio)} even after lightening ${text.steps} steps: the dark surfaces are too light; choose a darker surface colour`,
      }),
    });
  }
  for (const [label, color] of [
    ["the deep dark fill", computed.surfaces.deep],
    ["the deep dark fill's end", computed.surfaces.deepEnd],
  ] as const) {
    const ratio = contrastRatio(rounded(color), white);
    pairs.push({
      pair: `white text on ${label}`,
      ratio,
      ...(ratio < aaRatio && { problem: `reads at ${ratioText(ratio)}: the dark surface colour is too light; choose a darker one` }),
    });
  }
  return pairs;
}

/** The token block as CSS declarations, one a line, for an inline style or a stylesheet. */
export function declarations(tokens: Tokens, indent = "  "): string {
  return Object.entries(tokens)
    .map(([name, value]) => `${indent}${name}: ${value};`)
    .join("\n");
}
