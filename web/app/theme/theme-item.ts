// A theme as a shadcn registry item (docs/decisions/010-theme-items.md): one file, the examples' theme
// stylesheet, which the published Scope imports after base.css. The registry publishes one for each preset
// and for "follow my app" (pipeline/registry/registry-items.ts); the Code tab computes one for any other
// theme and installs it from a data URL. Installing one re-themes every example already installed.
import type { RegistryItem } from "../../registry-item";
import { encodeTheme } from "./code";
import { presets } from "./presets";
import { sameTheme, type FontId, type Theme } from "./theme";
import { tokensCss } from "./downloads";

/** The examples' theme stylesheet as installed; the Scope item ships it holding the default. */
export const themeFileTarget = "src/ukguide/styles/theme.css";
/** The Scope item's theme stylesheet: the default tokens are base.css's own, so it sets none. */
export const defaultThemeCss =
  "/* The examples' theme: the default, as base.css sets it. Installing a ukguide theme item (/theme) replaces this file. */\n";

/** The fonts a theme can choose beyond base.css's Roboto and Roboto Slab and the system's: npm package at the version package.json pins. */
export const themeFontPackages: Partial<Record<FontId, { name: string; version: string }>> = {
  inter: { name: "@fontsource-variable/inter", version: "5.3.0" },
  nunito: { name: "@fontsource-variable/nunito", version: "5.3.0" },
  "source-serif-4": { name: "@fontsource-variable/source-serif-4", version: "5.3.1" },
};

const fontPackagesOf = (theme: Theme) => [...new Set([theme.fontBody, theme.fontHeading])].flatMap((id) => themeFontPackages[id] ?? []);

/** A theme's stylesheet: its fonts' faces (the packages' own, latin and beyond) and its tokens on the scope. */
export function themeCss(theme: Theme): string {
  const imports = fontPackagesOf(theme).map(({ name }) => `@import "${name}/wght.css";\n`);
  return `${imports.join("")}${tokensCss(theme)}`;
}

/** A host's colour as a fill under white text: taken down to relative luminance 0.16 (5:1 under white) where it is lighter, its hue kept (XYZ scaled). */
const underWhite = (variable: string) =>
  `color(from var(${variable}) xyz-d65 calc(x * min(1, 0.16 / y)) calc(y * min(1, 0.16 / y)) calc(z * min(1, 0.16 / y)))`;
/** A host's colour as a light fill under dark text: mixed with white (D65, in XYZ) up to relative luminance 0.9 where it is darker. */
const underDark = (variable: string) => {
  const share = "max(0, (0.9 - y) / (1 - y))";
  return `color(from var(${variable}) xyz-d65 calc(x + ${share} * (0.9505 - x)) calc(y + ${share} * (1 - y)) calc(z + ${share} * (1.089 - z)))`;
};

/**
 * "Follow my app": the tokens read the host's shadcn/ui variables, so the examples take its colours, radius
 * and font, and follow its `.dark` class (the variables are read where the scope is, under the host's
 * ancestors). The fonts are left unset (`initial`): what reads them becomes invalid and inherits, so the
 * examples take the host's own font. The kit's button radius (4/3 of the base) equals shadcn's Button
 * (`rounded-md`, the radius less 2px). The colours stay readable however light or dark the host's are: the fills
 * the stylesheets put white text on (gradients, solid alerts, toasts, an active page link) are taken down until
 * white reads on them at AA, and the light colour, under dark text, up; the primary and secondary buttons and
 * badges keep the host's colours exactly, under its own foregrounds, as its Button and Badge have them.
 */
export const followAppCss = `/* ukguide theme "follow my app": the examples wear this app's shadcn/ui theme, light and dark. */
.ukg.ukg {
  --ukg-primary: var(--primary);
  --ukg-primary-fill: var(--primary);
  --ukg-primary-text: var(--primary);
  --ukg-primary-on-dark: var(--primary);
  --ukg-secondary: var(--secondary);
  --ukg-secondary-fill: var(--secondary);
  --ukg-secondary-text: var(--muted-foreground);
  --ukg-secondary-on-dark: var(--muted-foreground);
  --ukg-danger: var(--destructive);
  --ukg-danger-fill: var(--destructive);
  --ukg-danger-text: var(--destructive);
  --ukg-danger-on-dark: var(--destructive);
  --ukg-light: var(--muted);
  --ukg-light-fill: var(--muted);
  --ukg-light-text: var(--muted-foreground);
  --ukg-light-on-dark: var(--muted-foreground);
  --ukg-dark: var(--foreground);
  --ukg-dark-fill: var(--foreground);
  --ukg-dark-text: var(--foreground);
  --ukg-dark-on-dark: var(--foreground);
  --ukg-font-body: initial;
  --ukg-font-heading: initial;
  --ukg-radius: max(0px, calc((var(--radius) - 2px) * 3 / 4));
  --ukg-shadow-strength: 0.5;
  --ukg-gradient-depth: 0;
  --ukg-page-dark: var(--background);
  --ukg-surface-dark: var(--card, var(--background));
  --ukg-tint-dark: var(--muted);
  --ukg-dark-deep: var(--secondary);
  --ukg-dark-deep-end: var(--secondary);
  --bs-border-color: var(--border);
  --bs-focus-ring-color: color-mix(in srgb, var(--ring) 50%, transparent);
}
@supports (color: color(from red xyz-d65 x y z)) {
  .ukg.ukg {
    --ukg-primary-fill: ${underWhite("--primary")};
    --ukg-secondary-fill: ${underWhite("--secondary")};
    --ukg-danger-fill: ${underWhite("--destructive")};
    --ukg-light: ${underDark("--muted")};
    --ukg-light-fill: ${underWhite("--muted")};
    --ukg-dark: ${underWhite("--foreground")};
    --ukg-dark-fill: ${underWhite("--foreground")};
  }
}
.ukg.ukg .btn-primary {
  --ukg-primary-fill: var(--primary);
  --bs-btn-color: var(--primary-foreground);
  --bs-btn-hover-color: var(--primary-foreground);
  --bs-btn-active-color: var(--primary-foreground);
  --bs-btn-disabled-color: var(--primary-foreground);
}
.ukg.ukg .btn-secondary {
  --ukg-secondary-fill: var(--secondary);
  --bs-btn-color: var(--secondary-foreground);
  --bs-btn-hover-color: var(--secondary-foreground);
  --bs-btn-active-color: var(--secondary-foreground);
  --bs-btn-disabled-color: var(--secondary-foreground);
}
.ukg.ukg .text-bg-primary,
.ukg.ukg .badge.bg-primary {
  color: var(--primary-foreground) !important;
}
.ukg.ukg .text-bg-secondary,
.ukg.ukg .badge.bg-secondary {
  color: var(--secondary-foreground) !important;
}
`;

/** The Scope's registry item (pipeline/registry/publish-file.ts partName), which a theme item installs after. */
export const scopeItemName = "kit-scope";

/** The registry name of a preset's item, and of "follow my app"'s. */
export const themeItemName = (key: string) => `theme-${key}`;
export const followAppKey = "follow-app";

interface ThemeItemParts {
  name: string;
  title: string;
  description: string;
  css: string;
  fonts?: readonly { name: string; version: string }[];
  /** The Scope's item, by its full URL: installed first, so this item's stylesheet is the one that stays. */
  scopeItemUrl: string;
}

function themeItem({ name, title, description, css, fonts = [], scopeItemUrl }: ThemeItemParts): RegistryItem {
  return {
    $schema: "https://ui.shadcn.com/schema/registry-item.json",
    name,
    type: "registry:item",
    title,
    description,
    ...(fonts.length > 0 && { dependencies: fonts.map(({ name, version }) => `${name}@${version}`) }),
    registryDependencies: [scopeItemUrl],
    files: [{ path: "styles/theme.css", type: "registry:file", target: themeFileTarget, content: css }],
  };
}

/** The item of a theme: every example installed beside it, or before it, wears it. */
export function itemOfTheme(theme: Theme, name: string, title: string, scopeItemUrl: string): RegistryItem {
  return themeItem({
    name,
    title,
    description: `The ukguide examples' theme ${encodeTheme(theme)} (/theme?theme=${encodeTheme(theme)}): installing it re-themes every example installed.`,
    css: themeCss(theme),
    fonts: fontPackagesOf(theme),
    scopeItemUrl,
  });
}

/** "Follow my app"'s item. */
export function followAppItem(scopeItemUrl: string): RegistryItem {
  return themeItem({
    name: themeItemName(followAppKey),
    title: "ukguide theme: follow my app",
    description: "The ukguide examples wear the app's shadcn/ui theme (--primary, --radius, its font, its .dark), and follow it as it changes.",
    css: followAppCss,
    scopeItemUrl,
  });
}

/** The preset whose theme this is, if one is. */
export const presetOf = (theme: Theme) => presets.find((preset) => sameTheme(preset.theme, theme));

/** A JSON value as a data URL (base64 of its UTF-8), which the shadcn CLI fetches as it fetches an item's address. */
export function jsonDataUrl(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:application/json;base64,${btoa(binary)}`;
}
