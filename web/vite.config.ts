import { defineConfig } from "vite";
import type { GetModuleInfo } from "rollup";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { countByGroup } from "./app/catalogue/exampleMeta";
import { catalogue } from "./examples-catalogue";
import { bundlePlugins } from "./pipeline";
import { sassOptions } from "./sass-options";
import { siteUrl } from "./site-url";

// The app shell every page loads as one chunk (why: docs/decisions/007-shell-chunk.md): the modules
// at the top of app/shell/ (navbar, footer, page metadata) and the app's modules they import
// statically (route table, site settings, colour modes), with the code that draws icons (react-icons'
// GenIcon). The layouts in app/shell/layouts/ are not in it: each loads with the routes that use it.
const appFolder = fileURLToPath(new URL("./app/", import.meta.url));
const shellFolder = join(appFolder, "shell/");
const inShellChunk = (id: string) => id.startsWith(appFolder) || id.includes("/node_modules/react-icons/lib/");
/** Each build's shell chunk, by its module graph. */
const shellModules = new WeakMap<GetModuleInfo, Set<string>>();
/** Every module of the shell chunk: the shell folder's top level and, transitively, what they import statically. */
function shellOf(moduleIds: IterableIterator<string>, getModuleInfo: GetModuleInfo): Set<string> {
  let shell = shellModules.get(getModuleInfo);
  if (shell) return shell;
  const found = new Set<string>();
  const queue = [...moduleIds].filter((id) => id.startsWith(shellFolder) && !id.slice(shellFolder.length).includes("/"));
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  shell = new Set([...found].filter(inShellChunk));
  shellModules.set(getModuleInfo, shell);
  return shell;
}

/**
 * The build's time, by the reproducible-builds convention: SOURCE_DATE_EPOCH, else the last commit's
 * time, so two builds of one commit are byte-identical (the footer's prerendered year is all that reads it).
 */
function buildTime(): string {
  let epoch = process.env.SOURCE_DATE_EPOCH;
  if (!epoch) {
    try {
      epoch = execFileSync("git", ["log", "-1", "--format=%ct"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    } catch {
      // Not a checkout (an unpacked archive): today's date, and builds differ by it.
    }
  }
  return (epoch ? new Date(Number(epoch) * 1000) : new Date()).toISOString();
}

/** Every example, read from its file (examples-catalogue.ts). */
const examples = catalogue();

export default defineConfig({
  // The bundle steps of pipeline/index.ts, in their order.
  plugins: bundlePlugins(),
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  css: {
    preprocessorOptions: {
      scss: sassOptions,
    },
  },
  define: {
    __BUILD_TIME__: JSON.stringify(buildTime()),
    __EXAMPLES__: JSON.stringify(examples),
    __EXAMPLE_COUNTS__: JSON.stringify(countByGroup(examples)),
    __SITE_URL__: JSON.stringify(siteUrl()),
  },
  build: {
    assetsInlineLimit: 0,
    // No dependency lists beside each import(): a page that shows an example preloads its chunk and
    // what that imports (pipeline/pages/defer-hydration.ts), so the examples' lists would only add bytes to the
    // showcase pages. Other import()s (the code view, search) fetch theirs as they import them.
    modulePreload: false,
    // Terser writes smaller JavaScript than esbuild (bench/README.md), for a few more seconds of build.
    minify: "terser",
    rollupOptions: {
      output: {
        // The template pages' stylesheet in a chunk of its own, so that no chunk loaded elsewhere carries it
        // (purge-stylesheets.ts replaces it once the pages are prerendered).
        manualChunks(id, { getModuleIds, getModuleInfo }) {
          return shellOf(getModuleIds(), getModuleInfo).has(id) ? "shell" : id.endsWith("/app/styles/pages.scss") ? "pages" : undefined;
        },
        // Chunks under 1 kB (a component or two shared by a few pages) are merged into one loaded
        // with them: fewer files to preload, each a round trip on a slow link, for a little more
        // JavaScript. Larger values push showcase pages past their budget (bench/README.md).
        experimentalMinChunkSize: 1000,
      },
    },
  },
});
