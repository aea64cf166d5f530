import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// The framework internals the build's rewrites rely on, one test each, named in docs/architecture.md
// ("What the build relies on"). Each fails with a message naming the internal when an upgrade changes it.
// (React Router's prerendered script shape is checked on every page as it is rewritten:
// scripts/defer-hydration.mjs refuses, and the build fails on, any other shape.)
const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

describe("the framework internals the build relies on", () => {
  it("react-router ships its production build as dist/production/index.mjs and dom-export.mjs (vite.config.ts)", () => {
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
});
