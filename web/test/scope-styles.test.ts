import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { scopeCss, scopeSelector, splitBase } from "../pipeline/shared/scope-styles";

/** Every selector of a stylesheet, in order. */
const selectors = (css: string) => {
  const found: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    found.push(...rule.selectors);
  });
  return found;
};

describe("scoping a stylesheet to .ukg", () => {
  it.each([
    [".btn", [".ukg .btn"]],
    ["h1", [".ukg h1"]],
    ["*", [".ukg *"]],
    [":root", [".ukg"]],
    ["body", [".ukg"]],
    ["html body .x", [".ukg .x"]],
    ["html\n  body > .x", [".ukg > .x"]],
    ["html body.x", [".ukg.x"]],
    ["body .ukg-x", [".ukg .ukg-x"]],
    ["::selection", [".ukg ::selection"]],
    [".ukg .dropdown-menu", [".ukg .dropdown-menu"]],
    [".card > .list-group", [".ukg .card > .list-group"]],
  ])("%s", (selector, scoped) => {
    expect(scopeSelector(selector)).toEqual(scoped);
  });

  it("gives Bootstrap's colour modes the scope, an ancestor, an element inside it, or Tailwind's dark class", () => {
    expect(scopeSelector("[data-bs-theme=dark]")).toEqual([
      ".ukg[data-bs-theme=dark]",
      ".ukg [data-bs-theme=dark]",
      "[data-bs-theme=dark] .ukg",
      ":where(.dark) .ukg:not([data-bs-theme])",
    ]);
    expect(scopeSelector('[data-bs-theme="dark"] .btn-close')).toEqual([
      ':is(.ukg[data-bs-theme=dark], .ukg [data-bs-theme=dark], [data-bs-theme=dark] .ukg, :where(.dark) .ukg:not([data-bs-theme])) .btn-close',
    ]);
    expect(scopeSelector("[data-bs-theme=light]")).toEqual([".ukg[data-bs-theme=light]", ".ukg [data-bs-theme=light]", "[data-bs-theme=light] .ukg"]);
    // An attribute with more in its compound is a selector like any other.
    expect(scopeSelector(".navbar[data-bs-theme=dark]")).toEqual([".ukg .navbar[data-bs-theme=dark]"]);
    expect(scopeSelector("[data-bs-theme]")).toEqual([".ukg[data-bs-theme]", ".ukg [data-bs-theme]", "[data-bs-theme] .ukg"]);
  });

  it("scopes an example's own rules to its .ukg-<id>, where the kit wrote .ukg too", () => {
    expect(selectors(scopeCss(".btn{} .ukg .menu{} [data-bs-theme=dark] .x{}", "pricing-mini"))).toEqual([
      ".ukg-pricing-mini .btn",
      ".ukg-pricing-mini .menu",
      ":is(.ukg-pricing-mini[data-bs-theme=dark], .ukg-pricing-mini [data-bs-theme=dark], [data-bs-theme=dark] .ukg-pricing-mini, :where(.dark) .ukg-pricing-mini:not([data-bs-theme])) .x",
    ]);
  });

  it("leaves no rule that matches outside the scope, renames keyframes and drops @page and @charset", () => {
    const css = scopeCss(`@charset "UTF-8";
:root { --bs-blue: #0d6efd; }
body { margin: 0; }
a, .link { color: blue; }
@media (min-width: 768px) { .col-md-6 { width: 50%; } }
@page { size: A4; }
@keyframes spin { from { opacity: 0 } to { opacity: 1 } }
.spinner { animation: spin 1s linear infinite; }
.fade-in { animation-name: spin, other; }
.slow { animation: spinner 2s, spin 1s; }
.custom { animation: var(--spin, spin) 1s; content: "spin"; }`);
    expect(css).not.toMatch(/@page|@charset/);
    for (const selector of selectors(css).filter((selector) => !/^(from|to)$/.test(selector))) expect(selector).toMatch(/^\.ukg\b/);
    expect(css).toContain("@keyframes ukg-spin");
    expect(css).toContain("animation: ukg-spin 1s linear infinite");
    expect(css).toContain("animation-name: ukg-spin, other");
    // Only the names of its own keyframes, and only as names: not inside a function or a string, not another property.
    expect(css).toContain("animation: spinner 2s, ukg-spin 1s");
    expect(css).toContain('animation: var(--spin, spin) 1s; content: "spin"');
  });
});

describe("the base every example shares", () => {
  it("holds font faces, custom properties and element defaults; the rest holds every rule that names a class", () => {
    const { base, rest } = splitBase(`@font-face { font-family: X; src: url(x.woff2); }
:root, [data-bs-theme=light] { --a: 1; }
[data-bs-theme=dark] { --a: 2; }
h1 { margin: 0; }
h1, .h1 { font-size: 2rem; }
a[href$=".pdf"] { color: red; }
:not(.x) > p { color: red; }
@media (min-width: 1200px) { h2 { font-size: 3rem; } .lead { font-size: 1.25rem; } }
@keyframes spin { to { opacity: 1 } }
.btn { color: red; }`);
    expect(selectors(base)).toEqual([":root", "[data-bs-theme=light]", "[data-bs-theme=dark]", "h1", 'a[href$=".pdf"]', "h2"]);
    expect(base).toContain("@font-face");
    expect(selectors(rest).filter((selector) => selector !== "to")).toEqual(["h1", ".h1", ":not(.x) > p", ".lead", ".btn"]);
    expect(rest).toContain("@keyframes spin");
    expect(rest).not.toContain("@font-face");
  });
});
