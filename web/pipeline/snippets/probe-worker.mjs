// Runs widget-probe.ts on examples for the HTML snippets step (write-snippets.ts), in a worker of its own: the probe renders them
// with React in jsdom, whose window it makes global, and loads them through Vite's module loader
// (they are TypeScript and import the kit by its `~/` alias), neither of which the build should share.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

/** @typedef {import("./widget-probe").Probe} Probe */
/** @typedef {{ name: string; file: string; markup: string }} ProbeJob */

const web = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * What each example's widgets open, by its registry name: `jobs` name each example's file (under
 * app/examples/) and its prerendered scope's markup.
 * @param {readonly ProbeJob[]} jobs
 * @returns {Promise<Map<string, Probe>>}
 */
export function probeExamples(jobs) {
  if (jobs.length === 0) return Promise.resolve(new Map());
  return new Promise((resolve, reject) => {
    // React's production build: quick, and quiet about what only development checks.
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: jobs, env: { ...process.env, NODE_ENV: "production" } });
    worker.once("message", (/** @type {[string, Probe][]} */ results) => {
      resolve(new Map(results));
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`probe worker: the worker stopped (${code}) before it answered`)));
  });
}

/**
 * A kit file's `.published` twin in its place, as registry/publish-file.ts publishes it (RouteLink without the site's router).
 * @returns {import("vite").Plugin}
 */
function publishedTwins() {
  return {
    name: "ukguide:published-twins",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return resolved;
      const twin = resolved.id.replace(/(\.tsx?)$/, ".published$1");
      return twin !== resolved.id && existsSync(twin) ? twin : resolved;
    },
  };
}

if (!isMainThread) {
  const { JSDOM } = await import("jsdom");
  const { createServer } = await import("vite");
  const dom = new JSDOM("<!doctype html><html><head></head><body></body></html>", { url: "http://localhost/", pretendToBeVisual: true });
  // A reader who asked for less motion, as the prerender assumes (nothing moves by itself).
  dom.window.matchMedia = (/** @type {string} */ media) => ({
    media,
    matches: /prefers-reduced-motion:\s*reduce/.test(media),
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
  // The window's names, as Vitest's jsdom environment gives them; jsdom's events replace Node's.
  const replaced = new Set(["Event", "EventTarget", "CustomEvent", "UIEvent", "MouseEvent", "KeyboardEvent", "FocusEvent", "InputEvent", "PointerEvent", "navigator"]);
  for (const key of Object.getOwnPropertyNames(dom.window)) {
    if (key in globalThis && !replaced.has(key)) continue;
    /** @type {unknown} */
    let value;
    try {
      value = Reflect.get(dom.window, key);
    } catch {
      continue;
    }
    if (typeof value === "function" && !/^[A-Z]/.test(key)) value = value.bind(dom.window);
    Object.defineProperty(globalThis, key, { configurable: true, writable: true, value });
  }
  Object.defineProperty(globalThis, "window", { configurable: true, writable: true, value: dom.window });

  const server = await createServer({
    configFile: false,
    root: web,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    resolve: { alias: { "~": join(web, "app") } },
    plugins: [publishedTwins()],
    esbuild: { jsx: "automatic", jsxDev: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { probeExample } = await server.ssrLoadModule(fileURLToPath(new URL("./widget-probe.ts", import.meta.url)));
    /** @type {[string, Probe][]} */
    const results = [];
    for (const { name, file, markup } of /** @type {ProbeJob[]} */ (workerData)) {
      const { default: Example } = await server.ssrLoadModule(join(web, "app", "examples", file));
      results.push([name, await probeExample(Example, markup, name)]);
    }
    parentPort?.postMessage(results);
  } finally {
    await server.close();
    dom.window.close();
  }
}
