// A theme: everything the theme page sets, and the default, which equals app/styles/_config.scss.

/** The eight brand colours, in Bootstrap's order. */
export const brandColors = ["primary", "secondary", "info", "success", "warning", "danger", "light", "dark"] as const;
export type BrandColor = (typeof brandColors)[number];

/**
 * The font families a theme chooses from: self-hosted by the build (Roboto and Roboto Slab on every
 * page, the others fetched only when chosen, fonts.ts) or the system's own. `stack` is the CSS
 * font-family list; Roboto's two equal _config.scss's.
 */
export const fonts = {
  roboto: { label: "Roboto", stack: '"Roboto", "Helvetica", "Arial", sans-serif' },
  "roboto-slab": { label: "Roboto Slab", stack: '"Roboto Slab", "Helvetica", "Arial", serif' },
  // The name the family has on its own, then the one @fontsource-variable gives it, which an app may have installed.
  inter: { label: "Inter", stack: '"Inter", "Inter Variable", "Helvetica", "Arial", sans-serif' },
  nunito: { label: "Nunito", stack: '"Nunito", "Nunito Variable", "Helvetica", "Arial", sans-serif' },
  "source-serif-4": { label: "Source Serif 4", stack: '"Source Serif 4", "Source Serif 4 Variable", "Georgia", "Times New Roman", serif' },
  system: { label: "System UI", stack: 'system-ui, -apple-system, "Segoe UI", "Helvetica", "Arial", sans-serif' },
} as const;
export type FontId = keyof typeof fonts;
export const fontIds = Object.keys(fonts) as FontId[];

export const gradientStyles = ["material", "flat"] as const;
type GradientStyle = (typeof gradientStyles)[number];

export interface Theme {
  /** `#rrggbb`, lower case. */
  colors: Record<BrandColor, string>;
  fontBody: FontId;
  fontHeading: FontId;
  /** The base corner radius in rem: a multiple of radiusStep within radiusRange. */
  radius: number;
  /** The shadows' strength, 1 as the kit has them, 0 none: a multiple of shadowStep within shadowRange. */
  shadow: number;
  /** Material Kit's gradients (from the brand colour to its fill), or flat fills. */
  gradient: GradientStyle;
  /** Dark mode's page background, `#rrggbb`. */
  pageDark: string;
  /** Dark mode's cards and raised surfaces, `#rrggbb`; its softer panels and deep dark fills follow it (tokens.ts). */
  surfaceDark: string;
}

/** The radius control: 0 to 1.5rem in sixteenths of a rem (1 px). */
export const radiusRange = { min: 0, max: 1.5, step: 0.0625 } as const;
/** The shadow control: none to twice the kit's, in tenths. */
export const shadowRange = { min: 0, max: 2, step: 0.1 } as const;

/** The Material Kit's theme: _config.scss's values. */
export const defaultTheme: Theme = {
  colors: {
    primary: "#e91e63",
    secondary: "#7b809a",
    info: "#1a73e8",
    success: "#4caf50",
    warning: "#fb8c00",
    danger: "#f44335",
    light: "#f0f2f5",
    dark: "#344767",
  },
  fontBody: "roboto",
  fontHeading: "roboto-slab",
  radius: 0.375,
  shadow: 1,
  gradient: "material",
  pageDark: "#1a2035",
  surfaceDark: "#202940",
};

/** Whether two themes set every control alike. */
export function sameTheme(a: Theme, b: Theme): boolean {
  return (
    brandColors.every((name) => a.colors[name] === b.colors[name]) &&
    a.fontBody === b.fontBody &&
    a.fontHeading === b.fontHeading &&
    a.radius === b.radius &&
    a.shadow === b.shadow &&
    a.gradient === b.gradient &&
    a.pageDark === b.pageDark &&
    a.surfaceDark === b.surfaceDark
  );
}
