import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compile, compileString } from "sass";
import { describe, expect, it } from "vitest";
import { compileOptions as options } from "../sass-options";

const app = join(__dirname, "../app");

/** Every source file of the site and its examples (whose text the Code tabs show). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    if (!/\.(tsx?|scss)$/.test(entry.name)) return [];
    // The stylesheet's own lists of utilities to trim name utilities, not classes in use.
    return [readFileSync(path, "utf8").replace(/\$[\w-]+-utilities:[^;]*;/g, "")];
  });
}

/** The class-like words a source names, and the fixed starts of names it builds at run time (`bg-${color}`); comments left out. */
function classWords(text: string): { words: string[]; starts: string[] } {
  const code = text.replace(/(^|[\s{])\/\*[\s\S]*?\*\//g, "$1").replace(/^\s*\/\/.*$/gm, "");
  return {
    // Not the middle of a number or a path (`1m-4` in SVG path data is no class).
    words: [...code.matchAll(/(?<![A-Za-z0-9.])[a-z][a-z0-9]*(?:-[a-z0-9]+)*/g)].map((match) => match[0]),
    starts: [...code.matchAll(/[`"' ]([a-z][a-z0-9]*(?:-[a-z0-9]+)*-)\$\{/g)].map((match) => match[1]),
  };
}

/** The class names a stylesheet defines. */
const classes = (css: string) => new Set([...css.matchAll(/\.(-?[a-zA-Z_][\w-]*)/g)].map((match) => match[1]));

/**
 * The utility classes (of all Bootstrap would generate) that a text names: whole class names,
 * and for a name built at run time (`bg-${color}`) every utility its fixed start could become.
 */
function utilitiesNamed(text: string, utilities: Set<string>): string[] {
  const { words, starts } = classWords(text);
  const named = new Set(words);
  return [...utilities].filter((name) => named.has(name) || starts.some((start) => name.startsWith(start))).sort();
}

describe("the site stylesheet", () => {
  const css = compile(join(app, "styles/app.scss"), options).css;
  // Every utility class Bootstrap generates with the project's settings, none left out.
  const all = classes(
    compileString(
      `@import "config"; @import "theme-utilities"; @import "bootstrap/scss/utilities/api";`,
      options,
    ).css,
  );
  const defined = classes(css);

  it("has every utility class, and breakpoint variant, that a page or example names", () => {
    const named = utilitiesNamed(sources(app).join("\n"), all);
    expect(named.length).toBeGreaterThan(100);
    expect(named).toContain("mb-lg-0");
    expect(named.filter((name) => !defined.has(name))).toEqual([]);
  });

  it("leaves out utilities no source names", () => {
    expect(all.has("float-end") && all.has("gap-xl-2")).toBe(true);
    expect(defined.has("float-end") || defined.has("gap-xl-2")).toBe(false);
    expect([...all].filter((name) => defined.has(name)).length).toBeLessThan(all.size / 2);
  });

  it("finds utility classes by whole name and by the fixed start of a name built at run time", () => {
    const utilities = new Set(["d-lg-none", "mb-0", "bg-primary", "bg-dark", "text-white", "float-end"]);
    const text = "className=\"d-lg-none col-md-6 shadow-lg\" cls={`bg-${color} mb-0x`} label=\"float-endless\"";
    expect(utilitiesNamed(text, utilities)).toEqual(["bg-dark", "bg-primary", "d-lg-none"]);
  });
});

describe("the form controls", () => {
  const css = compileString(`@import "config"; @import "form-controls";`, options).css;
  /** The declarations of the rules whose selector is exactly this one. */
  const rules = (selector: string) =>
    [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].filter(([, selectors]) => selectors.split(",").some((one) => one.trim() === selector)).map(([, , body]) => body);

  it("draws a switch's knob with a gradient, as Chromium builds a document of its own for each SVG image", () => {
    const knobs = [...css.matchAll(/--bs-form-switch-bg:\s*([^;}]+)/g)].map((match) => match[1]);
    expect(knobs).toHaveLength(4); // off, focused, on, and off in dark mode
    for (const knob of knobs) expect(knob).toMatch(/^radial-gradient\(circle closest-side,\s*.+\s+calc\(75% - 0?\.25px\)\s*,\s*transparent calc\(75% \+ 0?\.25px\)\s*\)$/);
    // On a square half of the track, which the knob's position moves from one side to the other.
    expect(rules(".form-switch .form-check-input").join(";")).toMatch(/background-size:\s*50% 100%/);
    expect(rules(".form-switch .form-check-input:checked").join(";")).toMatch(/background-position:\s*right center/);
  });
});

describe("the close button", () => {
  const css = compileString(`@import "config"; @import "close";`, options).css;

  it("draws its cross with two gradients, as Chromium builds a document of its own for each SVG image", () => {
    expect(css).not.toMatch(/data:image\/svg/);
    const cross = css.match(/--bs-btn-close-bg:\s*([^;}]+)/)?.[1] ?? "";
    expect(cross.match(/linear-gradient\((-?45deg)/g)).toEqual(["linear-gradient(45deg", "linear-gradient(-45deg"]);
    // Both layers the size of the content box; the last rule for .btn-close wins over Bootstrap's one-layer shorthand.
    const rules = [...css.matchAll(/(?:^|})\s*\.btn-close\s*\{([^}]*)\}/g)].map((match) => match[1]);
    expect(rules.at(-1)).toMatch(/background:\s*(?:transparent|rgba\(0,\s*0,\s*0,\s*0\)) center\s*\/\s*1em 1em no-repeat;\s*background-image:\s*var\(--bs-btn-close-bg\)/);
  });
});

describe("selects with the arrow drawn inline", () => {
  const css = compileString(`@import "config"; @import "form-controls"; @import "examples/widgets";`, options).css;

  it("hide Bootstrap's SVG arrow and Choices.js's, for the one drawn inline", () => {
    // background-image itself, not Bootstrap's variable: its dark mode changes only the variable, so no order matters.
    expect(css).toMatch(/\.mk-select \.form-select\s*\{\s*background-image:\s*none;?\s*\}/);
    expect(css).not.toMatch(/choices__inner\s*\{[^}]*url\(/);
    expect(css).toMatch(/\.mk-select-arrow\s*\{[^}]*stroke:\s*var\(--mk-select-arrow-color\)/);
  });
});

describe("the accordion", () => {
  const css = compileString(`@import "config"; @import "accordion";`, options).css;

  it("draws no SVG image, as Chromium builds a document of its own for each one", () => {
    expect(css).not.toMatch(/data:image\/svg/);
    expect(css).toMatch(/\.accordion-button::after\s*\{\s*content:\s*none;?\s*\}/);
  });

  it("turns and colours the inline arrow as Bootstrap's image was, in both colour modes", () => {
    expect(css).toMatch(/\.accordion-button:not\(\.collapsed\) \.accordion-chevron\s*\{[^}]*transform:\s*rotate\(-180deg\)/);
    const strokes = [...css.matchAll(/\.accordion-chevron\s*\{[^}]*stroke:\s*([^;}]+)/g)].map((match) => match[1].trim());
    // Bootstrap's colours for its images: closed and open, light then dark.
    const bootstrap = compileString(
      `@import "config"; a { b: $accordion-icon-color; b: $accordion-icon-active-color; b: $accordion-icon-color-dark; b: $accordion-icon-active-color-dark; }`,
      options,
    ).css;
    expect(strokes).toEqual([...bootstrap.matchAll(/b:\s*([^;}]+)/g)].map((match) => match[1].trim()));
    expect(new Set(strokes).size).toBeGreaterThan(1);
  });
});
