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
/** The build's settings, compressed, with the load paths the site's stylesheets import from: to compile one outside Vite. */
export const compileOptions = {
  loadPaths: [join(web, "node_modules"), join(web, "app/styles")],
  style: "compressed" as const,
  ...sassOptions,
};
