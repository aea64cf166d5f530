// Sass options for the site's stylesheets, shared by the build (vite.config.ts) and the test
// that compiles them (test/stylesheet.test.ts). Bootstrap 5.3 still uses @import and global functions.
import type { Options } from "sass";

export const sassOptions: Pick<Options<"sync">, "quietDeps" | "silenceDeprecations"> = {
  quietDeps: true,
  silenceDeprecations: ["import", "global-builtin", "color-functions", "if-function"],
};
