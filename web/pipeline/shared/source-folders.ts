// Where the site's sources are, for the steps that read them.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// The site's folder (web/), two above this one: import.meta.dirname where the loader gives it (Vite, Vitest, Node), else from the module URL.
export const web = join(import.meta.dirname ?? dirname(fileURLToPath(import.meta.url)), "..", "..");
export const appDir = join(web, "app");
export const examplesDir = join(appDir, "examples");
