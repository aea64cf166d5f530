// The theme module: its preset code, its tokens against the stylesheets' Sass, the contrast report and the downloads.
import { describe, expect, it } from "vitest";
import { compileString } from "sass";
import postcss from "postcss";
import { join } from "node:path";
import { loadPaths, sassOptions } from "../sass-options";
import { decodeTheme, encodeTheme } from "~/theme/code";
import { contrastRatio, parseHex, toHex } from "~/theme/color";
import { bootstrapSass, tokensCss, wholeStylesheet } from "~/theme/downloads";
import { presets } from "~/theme/presets";
import { brandColors, defaultTheme, fontIds, gradientStyles, radiusRange, shadowRange, type Theme } from "~/theme/theme";
import { aaRatio, contrastReport, themeTokens, computeTheme } from "~/theme/tokens";

/** A seeded generator (mulberry32), so a failure names a theme that comes back on the next run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(49);
const randomHex = () => toHex([next() * 256, next() * 256, next() * 256].map(Math.floor) as [number, number, number]);
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
const steps = (range: { max: number; step: number }) => Array.from({ length: Math.round(range.max / range.step) + 1 }, (_, i) => i / Math.round(1 / range.step));

function randomTheme(): Theme {
  return {
    colors: Object.fromEntries(brandColors.map((name) => [name, randomHex()])) as Theme["colors"],
    fontBody: pick(fontIds),
    fontHeading: pick(fontIds),
    radius: pick(steps(radiusRange)),
    shadow: pick(steps(shadowRange)),
    gradient: pick(gradientStyles),
    pageDark: randomHex(),
    surfaceDark: randomHex(),
  };
}

const withChange = (change: Partial<Theme>, colors: Partial<Theme["colors"]> = {}): Theme => ({
  ...defaultTheme,
  ...change,
  colors: { ...defaultTheme.colors, ...colors },
});

describe("the preset code", () => {
  const roundTrips = (theme: Theme) => {
    const code = encodeTheme(theme);
    expect(code).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(decodeTheme(code)).toEqual({ ok: true, theme });
  };

  it("is 1.AAA for the default theme", () => {
    expect(encodeTheme(defaultTheme)).toBe("1.AAA");
  });

  it("reads golden codes as version 1 always has: the code is stable across releases", () => {
    const golden: [string, Partial<Theme>, Partial<Theme["colors"]>][] = [
      ["1.AAA", {}, {}],
      ["1.AAEVZcA", {}, { primary: "#1565c0" }],
      ["1.FAAQAQ", { radius: 1, gradient: "flat" }, {}],
      ["1.DwACAgEA", { fontBody: "inter", fontHeading: "inter", radius: 0.0625, shadow: 0 }, {}],
      ["1.YMAAAAAREREAAAARERE", { pageDark: "#000000", surfaceDark: "#111111" }, { light: "#000000", dark: "#111111" }],
    ];
    // Literal values, not defaultTheme's: a change of the default must not move what an old code means.
    const v1Default: Theme = {
      colors: { primary: "#e91e63", secondary: "#7b809a", info: "#1a73e8", success: "#4caf50", warning: "#fb8c00", danger: "#f44335", light: "#f0f2f5", dark: "#344767" },
      fontBody: "roboto",
      fontHeading: "roboto-slab",
      radius: 0.375,
      shadow: 1,
      gradient: "material",
      pageDark: "#1a2035",
      surfaceDark: "#202940",
    };
    for (const [code, change, colors] of golden) {
      const theme = { ...v1Default, ...change, colors: { ...v1Default.colors, ...colors } };
      expect(decodeTheme(code), code).toEqual({ ok: true, theme });
      expect(encodeTheme(theme)).toBe(code);
    }
  });

  it("round-trips every value of every control", () => {
    for (const name of brandColors) for (const hex of ["#000000", "#ffffff", randomHex()]) roundTrips(withChange({}, { [name]: hex }));
    for (const font of fontIds) {
      roundTrips(withChange({ fontBody: font }));
      roundTrips(withChange({ fontHeading: font }));
    }
    for (const radius of steps(radiusRange)) roundTrips(withChange({ radius }));
    for (const shadow of steps(shadowRange)) roundTrips(withChange({ shadow }));
    // The values the range input gives, as typed: "0.3", "0.7".
    for (const shadow of ["0.3", "0.7", "1.1", "1.9"].map(Number)) roundTrips(withChange({ shadow }));
    for (const gradient of gradientStyles) roundTrips(withChange({ gradient }));
    roundTrips(withChange({ pageDark: randomHex(), surfaceDark: randomHex() }));
  });

  it("round-trips every preset and a hundred random themes, in 52 characters at most", () => {
    for (const theme of [...presets.map((preset) => preset.theme), ...Array.from({ length: 100 }, randomTheme)]) {
      roundTrips(theme);
      expect(encodeTheme(theme).length).toBeLessThanOrEqual(52);
    }
  });

  it("answers a bad code with the default theme and a message naming what is wrong, never throwing", () => {
    const bad: [string, RegExp][] = [
      ["", /lacks its version/],
      ["AAA", /lacks its version/],
      ["2.AAA", /version 2/],
      ["1.", /too short/],
      ["1.A", /characters or a length/],
      ["1.AA*", /characters or a length/],
      ["1.AAAA", /left over/],
      ["1.gAA", /field this version does not have/],
      ["1.AAE", /cut short/],
      [`1.${Buffer.from([1, 0, 9]).toString("base64url")}`, /body font is font 9/],
      [`1.${Buffer.from([4, 0, 25]).toString("base64url")}`, /radius is out of range/],
      [`1.${Buffer.from([8, 0, 21]).toString("base64url")}`, /shadow is out of range/],
      [`1.${Buffer.from([16, 0, 2]).toString("base64url")}`, /gradient style/],
    ];
    for (const [code, why] of bad) {
      const decoded = decodeTheme(code);
      expect(decoded.ok, code).toBe(false);
      expect(decoded.theme).toEqual(defaultTheme);
      if (!decoded.ok) expect(decoded.message).toMatch(why);
    }
  });
});

/** Sass's on-white() and on-dark() of each colour, as `r g b`, from _config.scss itself. */
function sassContrastColours(colors: string[], tintDark?: string): { onWhite: string; onDark: string }[] {
  const css = compileString(
    `${tintDark ? `$tint-dark: ${tintDark};` : ""}
@import "config";
@function channels($c) { @return red($c) green($c) blue($c); }
@function token($name) { @return map-get($ukg-tokens, $name); }
${colors.map((color, i) => `.c${i} { --on-white: #{channels(on-white(${color}))}; --on-dark: #{channels(on-dark(${color}))}; }`).join("\n")}
:root { --font-body: #{token("font-body")}; --font-heading: #{token("font-heading")}; --radius: #{token("radius")};
  --page: #{token("page-dark")}; --surface: #{token("surface-dark")}; --tint: #{token("tint-dark")}; --deep: #{token("dark-deep")}; --deep-end: #{token("dark-deep-end")};
  --gradient-depth: #{token("gradient-depth")}; }`,
    { loadPaths, ...sassOptions },
  ).css;
  const root = postcss.parse(css);
  const values = new Map<string, string>();
  root.walkDecls((decl) => {
    const rule = decl.parent as postcss.Rule;
    values.set(`${rule.selector} ${decl.prop}`, decl.value);
  });
  sassRoot = values;
  return colors.map((_, i) => ({ onWhite: values.get(`.c${i} --on-white`)!, onDark: values.get(`.c${i} --on-dark`)! }));
}
let sassRoot = new Map<string, string>();

const channels = (hex: string) => parseHex(hex).join(" ");

describe("the tokens", () => {
  it("of the default theme equal _config.scss's on-white(), on-dark(), surfaces, fonts and radius", () => {
    const tokens = themeTokens(defaultTheme);
    const sass = sassContrastColours(brandColors.map((name) => defaultTheme.colors[name]));
    brandColors.forEach((name, i) => {
      expect(channels(tokens[`--ukg-${name}-fill`]), name).toBe(sass[i].onWhite);
      expect(channels(tokens[`--ukg-${name}-text`]), name).toBe(sass[i].onWhite);
      expect(channels(tokens[`--ukg-${name}-on-dark`]), name).toBe(sass[i].onDark);
      expect(tokens[`--ukg-${name}`]).toBe(defaultTheme.colors[name]);
    });
    const sassValue = (name: string) => sassRoot.get(`:root --${name}`);
    expect(tokens["--ukg-font-body"]).toBe(sassValue("font-body"));
    expect(tokens["--ukg-font-heading"]).toBe(sassValue("font-heading"));
    expect(tokens["--ukg-radius"]).toBe(sassValue("radius"));
    expect(tokens["--ukg-shadow-strength"]).toBe("1");
    for (const [token, name] of [
      ["page-dark", "page"],
      ["surface-dark", "surface"],
      ["tint-dark", "tint"],
      ["dark-deep", "deep"],
      ["dark-deep-end", "deep-end"],
    ]) {
      expect(tokens[`--ukg-${token}`], token).toBe(sassValue(name));
    }
  });

  it("port on-white() and on-dark() exactly, for 50 random colours on a random dark tint", () => {
    const colors = Array.from({ length: 50 }, randomHex);
    // A tint from the default's own, so the theme's surfaces give that very tint.
    const theme = withChange({ surfaceDark: "#2b2b2b" });
    const tint = toHex(computeTheme(theme).surfaces.tint);
    const sass = sassContrastColours(colors, tint);
    colors.forEach((color, i) => {
      const tokens = themeTokens(withChange({ surfaceDark: "#2b2b2b" }, { primary: color }));
      expect(channels(tokens["--ukg-primary-fill"]), color).toBe(sass[i].onWhite);
      expect(channels(tokens["--ukg-primary-on-dark"]), color).toBe(sass[i].onDark);
    });
  });

  it("shade gradients' far ends in the Material style and not in the flat one", () => {
    expect(themeTokens(defaultTheme)["--ukg-gradient-depth"]).toBe(sassRoot.get(":root --gradient-depth"));
    expect(themeTokens(withChange({ gradient: "flat" }))["--ukg-gradient-depth"]).toBe("0");
  });
});

describe("the contrast report", () => {
  const white = parseHex("#ffffff");

  it("for 50 random brand colours: white text on every fill reads at AA, or the report names the pair", () => {
    for (let i = 0; i < 50; i++) {
      const theme = randomTheme();
      const tokens = themeTokens(theme);
      const report = contrastReport(theme);
      for (const name of brandColors.filter((color) => color !== "light")) {
        const ratio = contrastRatio(parseHex(tokens[`--ukg-${name}-fill`]), white);
        if (ratio < aaRatio) expect(report.find((pair) => pair.pair === `white text on the ${name} fill`)?.problem, name).toBeDefined();
        else expect(ratio).toBeGreaterThanOrEqual(aaRatio);
      }
      for (const pair of report) expect(pair.problem === undefined, `${pair.pair} at ${pair.ratio}`).toBe(pair.ratio >= aaRatio);
    }
  });

  it("finds no problem in the default theme or the presets", () => {
    for (const preset of presets) expect(contrastReport(preset.theme).filter((pair) => pair.problem), preset.key).toEqual([]);
  });

  it("names the pairs a too-light dark surface and too-close light and dark colours spoil, and why", () => {
    const report = contrastReport(withChange({ surfaceDark: "#b0b0b0" }, { light: "#777777", dark: "#666666" }));
    const problem = (pair: string) => report.find((each) => each.pair === pair)?.problem;
    expect(problem("primary text on dark surfaces")).toMatch(/dark surfaces are too light/);
    expect(problem("white text on the deep dark fill")).toMatch(/too light/);
    expect(problem("dark text on light")).toMatch(/too close/);
  });
});

describe("the downloads", () => {
  it("CSS: one .ukg rule holding every token, parsed as CSS", () => {
    const theme = presets[1].theme;
    const root = postcss.parse(tokensCss(theme));
    const rules = root.nodes.filter((node) => node.type === "rule");
    expect(rules.map((rule) => rule.selector)).toEqual([".ukg.ukg"]);
    const declared = Object.fromEntries(rules[0].nodes.map((decl) => [(decl as postcss.Declaration).prop, (decl as postcss.Declaration).value]));
    expect(declared).toEqual(themeTokens(theme));
  });

  it("the whole stylesheet: the site's theme with the tokens after it", async () => {
    const fetched: string[] = [];
    const css = await wholeStylesheet(defaultTheme, async (path) => {
      fetched.push(path);
      return new Response(".ukg .btn{color:red}");
    });
    expect(fetched).toEqual(["/kit/ukguide.css"]);
    expect(css).toBe(`.ukg .btn{color:red}\n${tokensCss(defaultTheme)}`);
    await expect(wholeStylesheet(defaultTheme, async () => new Response("", { status: 404 }))).rejects.toThrow(/404/);
  });

  it("Sass: compiles with Bootstrap 5.3 into its theme, for the default and the most different presets", () => {
    for (const theme of [defaultTheme, presets.find((p) => p.key === "corporate")!.theme, presets.find((p) => p.key === "neutral")!.theme]) {
      const css = compileString(`${bootstrapSass(theme)}\n@import "bootstrap/scss/bootstrap";`, {
        loadPaths: [join(import.meta.dirname, "../node_modules")],
        ...sassOptions,
      }).css;
      expect(css).toContain(`--bs-primary: ${theme.colors.primary};`);
      expect(css).toContain(`--bs-border-radius: ${theme.radius === 0 ? "0" : `${theme.radius}rem`};`);
      expect(css).toContain(`--bs-gradient: ${theme.gradient === "material" ? "linear-gradient" : "none"}`.replace(/none$/, ""));
    }
  });
});
