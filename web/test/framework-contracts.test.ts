import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createRequire } from "node:module";
import { createElement, type ReactNode } from "react";
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

// The framework internals the build's rewrites rely on, one test each, named in docs/architecture.md
// ("What the build relies on"). Each fails with a message naming the internal when an upgrade changes it.
// (React Router's prerendered script shape is checked on every page as it is rewritten:
// pipeline/pages/defer-hydration.ts refuses, and the build fails on, any other shape.)
const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

describe("the framework internals the build relies on", () => {
  it("react-router ships its production build as dist/production/index.mjs and dom-export.mjs (pipeline/bundle/react-router-production.ts)", () => {
    for (const file of ["index.mjs", "dom-export.mjs"]) {
      expect(existsSync(join(packageDir("react-router"), "dist/production", file)), `react-router/dist/production/${file} is gone`).toBe(true);
    }
  });

  it("react-icons' drawing code (GenIcon) lives under node_modules/react-icons/lib/ (vite.config.ts's shell chunk, split-icons.ts)", () => {
    const lib = require.resolve("react-icons/lib");
    expect(lib.replaceAll("\\", "/"), "react-icons/lib moved").toMatch(/\/node_modules\/react-icons\/lib\//);
    const base = readFileSync(join(dirname(lib), "iconBase.mjs"), "utf8");
    expect(base, "react-icons/lib/iconBase.mjs no longer exports GenIcon").toMatch(/export function GenIcon\b/);
  });

  it("React leaves a stylesheet <link> in <head> that it does not render as it hydrates (purge-stylesheets.ts: the preview pages')", async () => {
    // What React Router's <Links/> renders for a preview page, whose route lists no stylesheet of its own in the manifest.
    const page = (): ReactNode =>
      createElement(
        "html",
        null,
        createElement("head", null, createElement("link", { rel: "stylesheet", href: "/assets/root.css" })),
        createElement("body", null, createElement("main", null, "An example")),
      );
    // The prerendered page links its showcase page's stylesheet after the root's.
    const prerendered = renderToString(page()).replace(
      '<link rel="stylesheet" href="/assets/root.css"/>',
      '<link rel="stylesheet" href="/assets/root.css"/><link rel="stylesheet" href="/assets/ac-alerts-12345678.css"/>',
    );
    expect(prerendered, "React renders a stylesheet <link> without precedence where it stands").toContain("/assets/ac-alerts-12345678.css");
    document.documentElement.innerHTML = prerendered.replace(/^<html>|<\/html>$/g, "");
    const errors: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(document, page(), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors, "React no longer hydrates a <head> holding a tag it does not render").toEqual([]);
    expect([...document.head.querySelectorAll("link")].map((link) => link.getAttribute("href"))).toEqual(["/assets/root.css", "/assets/ac-alerts-12345678.css"]);
    expect(document.querySelector("main")?.textContent).toBe("An example");
    act(() => root!.unmount());
  });
});
