import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compile, compileString } from "sass";
import { describe, expect, it } from "vitest";
import { app, classWords, compileOptions as options, namedBy } from "./route-styles";

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

/** The class names a stylesheet defines. */
const classes = (css: string) => new Set([...css.matchAll(/\.(-?[a-zA-Z_][\w-]*)/g)].map((match) => match[1]));

/**
 * The utility classes (of all Bootstrap would generate) that a text names: whole class names,
 * and for a name built at run time (`bg-${color}`) every utility its fixed start could become.
 */
function utilitiesNamed(text: string, utilities: Set<string>): string[] {
  const { words, starts } = classWords(text);
  return [...utilities].filter(namedBy(new Set(words), starts)).sort();
}

describe("the site stylesheet", () => {
  const css = compile(join(app, "styles/app.scss"), options).css;
  // Every utility class Bootstrap generates with the project's settings, none left out.
  const all = classes(
    compileString(
      `@import "config"; @import "bootstrap/scss/utilities"; @import "bootstrap/scss/utilities/api";`,
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
