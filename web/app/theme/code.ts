// The preset code: a whole theme in a short, URL-safe text (`/theme?theme=<code>`), stable across releases.
//
// Format, version 1: `1.` then base64url (RFC 4648 §5, no padding) of these bytes:
//   - 2 bytes, big-endian: a mask of the fields that differ from version 1's baseline, bit i for field i;
//   - then, for each field whose bit is set, in field order, its value:
//       0–7   colours primary, secondary, info, success, warning, danger, light, dark: 3 bytes, r g b
//       8     body font, 1 byte: its index in v1Fonts
//       9     heading font, 1 byte: its index in v1Fonts
//       10    radius, 1 byte: sixteenths of a rem, 0–24
//       11    shadow strength, 1 byte: tenths, 0–20
//       12    gradient style, 1 byte: 0 material, 1 flat
//       13    dark page colour: 3 bytes
//       14    dark surface colour: 3 bytes
//   Bit 15 and trailing bytes are errors. The Material Kit theme is `1.AAA`.
// Stability: the baseline and the font list below are frozen for version 1: a new font is appended to
// v1Fonts, never inserted; anything else new (a control, another default) is a new version, and decode
// keeps reading version 1 as written here. test/theme.test.ts holds golden codes that fail on any drift.
import { parseHex } from "./color";
import { brandColors, defaultTheme, gradientStyles, radiusRange, shadowRange, type FontId, type Theme } from "./theme";

const version = "1";

/** Version 1's fonts, by index: append only. */
const v1Fonts: readonly FontId[] = ["roboto", "roboto-slab", "inter", "nunito", "source-serif-4", "system"];

/**
 * Version 1's baseline: the Material Kit theme, the default as version 1 was made. Should the default change,
 * the code's tests (golden codes) fail: that change needs a version 2 with the old baseline kept for 1.
 */
const v1Baseline: Theme = defaultTheme;

/** One field of the code: how it reads from a theme, how its bytes go out and come back in. */
interface Field {
  label: string;
  size: number;
  get: (theme: Theme) => string | number;
  write: (theme: Theme) => number[];
  /** Sets the field from its bytes; a message when they hold no valid value. */
  read: (bytes: number[], theme: Theme) => string | undefined;
}

const colorBytes = (hex: string) => [...parseHex(hex)];
const hexOf = (bytes: number[]) => `#${bytes.map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;

function colorField(label: string, get: (theme: Theme) => string, set: (theme: Theme, value: string) => void): Field {
  return { label, size: 3, get, write: (theme) => colorBytes(get(theme)), read: (bytes, theme) => void set(theme, hexOf(bytes)) };
}

function fontField(label: string, key: "fontBody" | "fontHeading"): Field {
  return {
    label,
    size: 1,
    get: (theme) => theme[key],
    write: (theme) => [v1Fonts.indexOf(theme[key])],
    read: ([index], theme) => {
      if (index >= v1Fonts.length) return `its ${label} is font ${index}, which this version does not know`;
      theme[key] = v1Fonts[index];
    },
  };
}

function stepField(label: string, key: "radius" | "shadow", range: { max: number; step: number }): Field {
  const perUnit = Math.round(1 / range.step);
  const steps = Math.round(range.max * perUnit);
  return {
    label,
    size: 1,
    get: (theme) => theme[key],
    write: (theme) => [Math.round(theme[key] * perUnit)],
    read: ([count], theme) => {
      if (count > steps) return `its ${label} is out of range`;
      // A quotient, so 3 tenths is 0.3, the very number the range input gives.
      theme[key] = count / perUnit;
    },
  };
}

const fields: Field[] = [
  ...brandColors.map((name) =>
    colorField(
      `${name} colour`,
      (theme) => theme.colors[name],
      (theme, value) => (theme.colors[name] = value),
    ),
  ),
  fontField("body font", "fontBody"),
  fontField("heading font", "fontHeading"),
  stepField("radius", "radius", radiusRange),
  stepField("shadow", "shadow", shadowRange),
  {
    label: "gradient style",
    size: 1,
    get: (theme) => theme.gradient,
    write: (theme) => [gradientStyles.indexOf(theme.gradient)],
    read: ([index], theme) => {
      if (index >= gradientStyles.length) return "its gradient style is unknown";
      theme.gradient = gradientStyles[index];
    },
  },
  colorField(
    "dark page colour",
    (theme) => theme.pageDark,
    (theme, value) => (theme.pageDark = value),
  ),
  colorField(
    "dark surface colour",
    (theme) => theme.surfaceDark,
    (theme, value) => (theme.surfaceDark = value),
  ),
];

const base64url = /^[A-Za-z0-9_-]*$/;

function toBase64url(bytes: number[]): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64url(text: string): number[] | null {
  // A length of 1 more than a multiple of 4 holds no whole byte.
  if (!base64url.test(text) || text.length % 4 === 1) return null;
  try {
    return [...atob(text.replace(/-/g, "+").replace(/_/g, "/"))].map((char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

const copyTheme = (theme: Theme): Theme => ({ ...theme, colors: { ...theme.colors } });

/** A theme's code. Its values must be the controls' own (hex colours, known fonts, radius and shadow on their steps). */
export function encodeTheme(theme: Theme): string {
  let mask = 0;
  const values: number[] = [];
  fields.forEach((field, index) => {
    if (field.get(theme) === field.get(v1Baseline)) return;
    mask |= 1 << index;
    values.push(...field.write(theme));
  });
  return `${version}.${toBase64url([mask >> 8, mask & 255, ...values])}`;
}

export type DecodedTheme = { ok: true; theme: Theme } | { ok: false; theme: Theme; message: string };

/** The theme a code holds; for a code that holds none, the default theme and a message saying what is wrong. */
export function decodeTheme(code: string): DecodedTheme {
  const fail = (why: string): DecodedTheme => ({
    ok: false,
    theme: copyTheme(defaultTheme),
    message: `The theme code "${code.length > 40 ? `${code.slice(0, 40)}…` : code}" is not valid (${why}), so the default theme is shown.`,
  });
  const dot = code.indexOf(".");
  if (dot < 0) return fail("it lacks its version, as in 1.AAA");
  if (code.slice(0, dot) !== version) return fail(`version ${code.slice(0, dot) || "(none)"} is not one this site reads`);
  const bytes = fromBase64url(code.slice(dot + 1));
  if (!bytes) return fail("it holds characters or a length a code cannot have");
  if (bytes.length < 2) return fail("it is too short");
  const mask = (bytes[0] << 8) | bytes[1];
  if (mask >> fields.length) return fail("it sets a field this version does not have");
  const theme = copyTheme(v1Baseline);
  let at = 2;
  for (const [index, field] of fields.entries()) {
    if (!(mask & (1 << index))) continue;
    if (at + field.size > bytes.length) return fail("it is cut short");
    const problem = field.read(bytes.slice(at, at + field.size), theme);
    if (problem) return fail(problem);
    at += field.size;
  }
  if (at !== bytes.length) return fail("it has bytes left over");
  return { ok: true, theme };
}
