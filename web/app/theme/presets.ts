import { defaultTheme, type Theme } from "./theme";

export interface Preset {
  key: string;
  label: string;
  /** What sets it apart, for the button's description. */
  description: string;
  theme: Theme;
}

/** The theme page's one-click starting points: the Material Kit's own and five that look clearly different. */
export const presets: Preset[] = [
  {
    key: "material",
    label: "Material Kit",
    description: "Pink, Roboto, soft shadows and gradients: the kit as it comes.",
    theme: defaultTheme,
  },
  {
    key: "neutral",
    label: "Neutral",
    description: "Near-black and zinc greys, Inter, flat fills, faint shadows: restrained, as shadcn/ui is.",
    theme: {
      colors: {
        primary: "#18181b",
        secondary: "#71717a",
        info: "#2563eb",
        success: "#16a34a",
        warning: "#d97706",
        danger: "#dc2626",
        light: "#f4f4f5",
        dark: "#27272a",
      },
      fontBody: "inter",
      fontHeading: "inter",
      radius: 0.625,
      shadow: 0.3,
      gradient: "flat",
      pageDark: "#09090b",
      surfaceDark: "#18181b",
    },
  },
  {
    key: "ocean",
    label: "Ocean",
    description: "Sky blue and indigo, Nunito, round corners, deep shadows.",
    theme: {
      colors: {
        primary: "#0284c7",
        secondary: "#64748b",
        info: "#6366f1",
        success: "#059669",
        warning: "#f59e0b",
        danger: "#e11d48",
        light: "#f1f5f9",
        dark: "#0f172a",
      },
      fontBody: "nunito",
      fontHeading: "nunito",
      radius: 1,
      shadow: 1.4,
      gradient: "material",
      pageDark: "#0b1220",
      surfaceDark: "#131c31",
    },
  },
  {
    key: "forest",
    label: "Forest",
    description: "Deep greens and warm paper, Source Serif headings, small corners, light shadows.",
    theme: {
      colors: {
        primary: "#2e7d32",
        secondary: "#6d6875",
        info: "#00838f",
        success: "#558b2f",
        warning: "#f9a825",
        danger: "#c62828",
        light: "#f3f1ea",
        dark: "#2d3a2e",
      },
      fontBody: "inter",
      fontHeading: "source-serif-4",
      radius: 0.25,
      shadow: 0.6,
      gradient: "material",
      pageDark: "#121712",
      surfaceDark: "#1a221b",
    },
  },
  {
    key: "sunset",
    label: "Sunset",
    description: "Orange and raspberry, Nunito with Roboto Slab headings, large corners, strong gradients.",
    theme: {
      colors: {
        primary: "#f4511e",
        secondary: "#8d6e63",
        info: "#5c6bc0",
        success: "#43a047",
        warning: "#ffb300",
        danger: "#d81b60",
        light: "#fbf3ee",
        dark: "#3e2723",
      },
      fontBody: "nunito",
      fontHeading: "roboto-slab",
      radius: 0.75,
      shadow: 1.5,
      gradient: "material",
      pageDark: "#1c1310",
      surfaceDark: "#2a1d19",
    },
  },
  {
    key: "corporate",
    label: "Corporate",
    description: "Navy and blue, the system's own font, square corners, flat fills.",
    theme: {
      colors: {
        primary: "#0052cc",
        secondary: "#5e6c84",
        info: "#0065ff",
        success: "#00875a",
        warning: "#ff991f",
        danger: "#de350b",
        light: "#f4f5f7",
        dark: "#172b4d",
      },
      fontBody: "system",
      fontHeading: "system",
      radius: 0,
      shadow: 0.5,
      gradient: "flat",
      pageDark: "#0d1424",
      surfaceDark: "#172036",
    },
  },
];
