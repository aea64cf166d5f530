// Every published stylesheet takes its brand values from the scope's `--ukg-*` custom properties
// (docs/architecture.md, "How brand values reach every stylesheet"). The stylesheets' entry points
// are compiled twice, in the default theme and in a wildly different one: a declaration whose value
// differs between the two, other than the tokens' own defaults, holds a value compiled from the
// theme, which a theme file setting the tokens could not change.
import postcss, { type Declaration, type Node } from "postcss";
import { compileString } from "sass";
import { describe, expect, it } from "vitest";
import { compileOptions } from "../sass-options";

/** A theme unlike the default in every value a theme sets: the Sass variables the tokens' defaults come from. */
const otherTheme = `
$primary: #0b7a75; $secondary: #8a5a00; $info: #6a1b9a; $success: #c2185b;
$warning: #00838f; $danger: #283593; $light: #fff1cc; $dark: #1b5e20;
$page-dark: #101c10; $surface-dark: #183018; $tint-dark: #204020; $dark-deep: #406040; $dark-deep-end: #305030;
$font-body: "Other Sans", sans-serif; $font-heading: "Other Serif", serif; $radius: 0.9rem; $shadow-strength: 0.4;
`;

/**
 * The entry points: kit.scss is the whole theme (the site stylesheet and every example's styles), of which
 * base.css and each example's styles/<id>.css are parts; pages.scss adds the template pages' partials.
 */
const entryPoints = ["kit", "pages"];

/** Where a declaration stands: its at-rules and rule, outermost first. */
function place(node: Node): string {
  const parts: string[] = [];
  for (let parent = node.parent; parent && parent.type !== "root"; parent = parent.parent) {
    if (parent.type === "rule") parts.unshift((parent as postcss.Rule).selector);
    else if (parent.type === "atrule") parts.unshift(`@${(parent as postcss.AtRule).name} ${(parent as postcss.AtRule).params}`);
  }
  return parts.join(" ");
}

function declarations(css: string): Declaration[] {
  const found: Declaration[] = [];
  postcss.parse(css).walkDecls((decl) => {
    found.push(decl);
  });
  return found;
}

/** The declarations, other than the tokens' defaults, whose values a theme's Sass variables change. */
function compiledBrandValues(entry: string): string[] {
  const options = { ...compileOptions, style: "expanded" as const };
  const defaults = declarations(compileString(`@import "${entry}";`, options).css);
  const themed = declarations(compileString(`${otherTheme}\n@import "${entry}";`, options).css);
  expect(themed.length, `${entry}.scss compiles to other rules in another theme`).toBe(defaults.length);
  return defaults.flatMap((decl, index) => {
    const other = themed[index];
    if (decl.prop.startsWith("--ukg-") || decl.value === other.value) return [];
    return [`${entry}.scss: ${place(decl)} { ${decl.prop}: ${decl.value} }`];
  });
}

describe("the published stylesheets", () => {
  it.each(entryPoints)("%s.scss holds no value compiled from the theme", (entry) => {
    const found = compiledBrandValues(entry);
    expect(found, `compiled brand values:\n${found.join("\n")}`).toEqual([]);
  });

  it("declare every token they use, once, on the scope, with the default theme's values", () => {
    const css = compileString(`@import "kit";`, compileOptions).css;
    const declared = declarations(css).filter((decl) => decl.prop.startsWith("--ukg-"));
    expect(new Set(declared.map((decl) => place(decl)))).toEqual(new Set([":root"]));
    const names = declared.map((decl) => decl.prop);
    expect(names.length).toBe(new Set(names).size);
    const used = new Set([...css.matchAll(/var\((--ukg-[\w-]+)\)/g)].map((match) => match[1]));
    expect([...used].filter((name) => !names.includes(name))).toEqual([]);
    const value = (name: string) => declared.find((decl) => decl.prop === name)?.value;
    expect(value("--ukg-primary")).toBe("#e91e63");
    expect(value("--ukg-radius")).toBe("0.375rem");
    // A token's colour is no channel list: Bootstrap's rgba(var(--bs-primary-rgb), …) is a color-mix() of the colour.
    const channelsOfToken = css.match(/rgba?\((?:var\(--ukg-|color-mix|var\(--bs-(?:primary|secondary|info|success|warning|danger|light|dark)-rgb)[^;}]*/i);
    expect(channelsOfToken?.[0]).toBeUndefined();
  });
});
