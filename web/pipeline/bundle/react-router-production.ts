// The browser bundle takes React Router's production files, which its package publishes but does
// not export (it exports the development files, whose warnings would run in every visitor's
// browser); the prerender keeps the package's own resolution, one copy shared with @react-router/node.
// (why: docs/decisions/002-react-router-production-files.md)
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const reactRouterProduction = join(dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist/production");

export function reactRouterProductionBuild(): Plugin {
  const files: Record<string, string> = { "react-router": "index.mjs", "react-router/dom": "dom-export.mjs" };
  return {
    name: "ukguide:react-router-production",
    enforce: "pre",
    apply: "build",
    resolveId(source, _importer, options) {
      return !options.ssr && files[source] ? join(reactRouterProduction, files[source]) : null;
    },
  };
}
