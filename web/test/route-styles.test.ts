import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { app, applies, importClosure, importsOf, moduleCss, named, selectorClasses, selectors } from "./route-styles";

// Every template page loads the site stylesheet (app.scss) and one of these: the Bootstrap
// components, kit partials and page partials its components use, and nothing more. (Showcase and
// preview pages load showcase.scss, every example's styles, so an example needs no stylesheet list.)
const routeStylesheets = ["pages.scss", "pages-auth.scss"];
// Every module a route stylesheet may take, in cascade order (later ones override earlier ones).
const templatePartials = ["company", "support", "blog", "landing", "apps", "extra", "auth"].map((name) => `pages/${name}`);
const modules = [...importsOf("showcase.scss").filter((module) => module !== "config" && module !== "example-block"), ...templatePartials];

/** The route modules of the app and the route stylesheet each imports. */
function routes(): { file: string; stylesheet: string }[] {
  const dir = join(app, "routes");
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".tsx"))
    .flatMap((name) => {
      const file = join(dir, name);
      const stylesheet = readFileSync(file, "utf8").match(/^import "~\/styles\/([\w-]+\.scss)";$/m)?.[1];
      return stylesheet && routeStylesheets.includes(stylesheet) ? [{ file, stylesheet }] : [];
    });
}

/** The modules whose rules a route's markup can match: what it and the shell around it (root.tsx) name. */
function needs(file: string): string[] {
  const { words, starts, unknownComponents } = named(importClosure([file, join(app, "root.tsx")]));
  expect(unknownComponents, "react-bootstrap components missing from componentClasses").toEqual([]);
  return modules.filter((module) => applies(moduleCss(module), words, starts));
}

// Compiling each module on its own takes a few seconds on a busy machine.
describe("route stylesheets", { timeout: 60_000 }, () => {
  const all = routes();

  it("every template page imports one", () => {
    expect(all.length).toBe(readdirSync(join(app, "routes/pages")).length);
    expect(new Set(all.map((route) => route.stylesheet))).toEqual(new Set(routeStylesheets));
  });

  for (const stylesheet of routeStylesheets) {
    it(`${stylesheet} holds exactly what its pages use, in cascade order`, () => {
      const users = all.filter((route) => route.stylesheet === stylesheet);
      const needed = new Set(users.flatMap((route) => needs(route.file)));
      const expected = ["config", ...modules.filter((module) => needed.has(module))];
      expect(importsOf(stylesheet), `${stylesheet} (used by ${users.map((route) => relative(app, route.file)).join(", ")})`).toEqual(expected);
    });
  }
});

describe("finding what a route needs", () => {
  it("reads the selectors of a stylesheet, inside media queries, leaving keyframes out", () => {
    const css = ".a,.b .c:not(.d){x:1}@media (min-width:1px){.e>.f{x:2}}@keyframes k{0%{x:0}to{x:1}}";
    expect(selectors(css)).toEqual([".a,.b .c:not(.d)", ".e>.f"]);
    expect(selectorClasses(".a,.b .c:not(.d)")).toEqual([["a"], ["b", "c"]]);
  });

  it("counts a rule only when the route names every class it needs", () => {
    const css = ".modal .btn-close{x:1}";
    expect(applies(css, new Set(["modal"]), [])).toBe(false);
    expect(applies(css, new Set(["modal", "btn-close"]), [])).toBe(true);
    expect(applies(css, new Set(["modal"]), ["btn-"])).toBe(true);
  });

  it("takes class words from components, not from comments or data modules", () => {
    const files = importClosure([join(app, "routes/pages/signin-basic.tsx")]);
    expect(files.map((file) => relative(app, file))).toContain("components/AuthCard.tsx");
    const { words } = named(files);
    expect(words.has("auth-card")).toBe(true);
    // content/pages.ts names the "tables" and "pagination" pages; no sign-in component uses those classes.
    expect(words.has("pagination")).toBe(false);
  });
});
