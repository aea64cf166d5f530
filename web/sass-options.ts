// Sass options for the site's stylesheets, shared by the build (vite.config.ts) and the tests that
// compile them on their own. Bootstrap 5.3 still uses @import and global functions.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Options } from "sass";

export const sassOptions: Pick<Options<"sync">, "quietDeps" | "silenceDeprecations"> = {
  quietDeps: true,
  silenceDeprecations: ["import", "global-builtin", "color-functions", "if-function"],
};

const web = dirname(fileURLToPath(import.meta.url));
/** Where the site's stylesheets import from, to compile one outside Vite: packages, then app/styles. */
export const loadPaths = [join(web, "node_modules"), join(web, "app/styles")];
/** The build's settings, compressed, with those load paths. */
export const compileOptions = { loadPaths, style: "compressed" as const, ...sassOptions };
