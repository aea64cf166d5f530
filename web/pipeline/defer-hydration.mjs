// Hydration after the first paint. React Router writes into every prerendered page a
// <link rel="modulepreload"> per chunk and an inline module script that imports the
// manifest and the route modules, then the client entry, which hydrates. Fetched and run
// that way, the JavaScript competes with the stylesheets and fonts on a slow link and runs
// before the page's first paint. deferHydration() rewrites a page so that nothing but the
// HTML, its stylesheets and fonts comes before the first paint: the module preloads are
// dropped from <head>, and the inline script waits for the first frame, then preloads the
// same chunks (one per task, fetched in parallel) and runs the same imports in the same order.
//
// Starting a preload is not free: the browser sets up each fetch on the main thread at once,
// so a page's preloads started together make one long task on a slow phone. Each starts in a
// task of its own (PRELOADS_PER_TASK), in their order: the manifest, the client entry and the
// route modules first.
//
// Evaluating modules is not free either. An import evaluates the module and, first, every
// module it imports that has not run yet, all in one task. Given each chunk's static imports
// (importsOf), the script evaluates the modules one per task beforehand, in the order the
// browser would (depth first, each after what it imports), so the page's own imports then find
// them evaluated; the client entry still comes last, in a task of its own, and hydrates.
// (Task lengths measured: bench/README.md, Lighthouse.)
//
// Every page runs the same inline scripts, so one Content-Security-Policy, with one hash per
// script, serves the whole site (and a static host's _headers needs no rule per page): what
// differs from page to page (the chunks to load, React Router's route data) goes into
// <script type="application/json"> data blocks, which the shared scripts read (HYDRATION_SCRIPT,
// moveRouteData).
//
// The rewrite knows the exact shape React Router writes; anything else is an error, so an
// upgrade that changes the shape fails the build instead of shipping a page that never
// hydrates.

const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/** Preloads started in one task: one keeps each task well under a long task on Lighthouse's phone. */
export const PRELOADS_PER_TASK = 1;
const moduleOpen = '<script type="module" async="">';

/**
 * Rewrites one prerendered page; a page without React Router's scripts comes back as it was.
 * @param {string} html
 * @param {(href: string) => string[]} [importsOf] the modules a chunk (a path under the site's root) imports statically
 * @param {string[]} [onDemand] modules the page imports as it renders (its examples' chunks): preloaded and
 *   evaluated with the others, so hydrating finds them run
 * @returns {string}
 */
export function deferHydration(html, importsOf, onDemand = []) {
  const linked = [...html.matchAll(preloadLink)].map((match) => match[1]);
  // The on-demand modules and all they import, after what React Router links.
  const wanted = new Set();
  const want = (href) => {
    if (wanted.has(href)) return;
    wanted.add(href);
    for (const dependency of importsOf?.(href) ?? []) want(dependency);
  };
  onDemand.forEach(want);
  const preloads = [...linked, ...[...wanted].filter((href) => !linked.includes(href))];
  const start = html.indexOf(moduleOpen);
  if (start < 0 && preloads.length === 0) return html;
  if (start < 0 || html.indexOf(moduleOpen, start + 1) >= 0) {
    throw new Error("deferHydration: expected exactly one inline module script beside the module preloads");
  }
  const end = html.indexOf("</script>", start);
  const code = html.slice(start + moduleOpen.length, end);

  const statements = [
    [/^import "([^"]+)";$/, "manifest"],
    [/^import \* as (route\d+) from "([^"]+)";$/, "route"],
    [/^window\.__reactRouterRouteModules = (\{[^{}]*\});$/, "modules"],
    [/^import\("([^"]+)"\);$/, "entry"],
  ];
  let manifest, modules, entry;
  const routes = [];
  for (const line of code.split("\n").map((text) => text.trim()).filter(Boolean)) {
    const known = statements.find(([pattern]) => pattern.test(line));
    if (!known) throw new Error(`deferHydration: unexpected statement in the inline module script: ${line}`);
    const [pattern, kind] = known;
    const match = line.match(pattern);
    if (kind === "manifest") manifest = match[1];
    else if (kind === "route") routes.push({ name: match[1], href: match[2] });
    else if (kind === "modules") modules = match[1];
    else entry = match[1];
  }
  if (!manifest || !modules || !entry || routes.length === 0) {
    throw new Error("deferHydration: the inline module script lacks the manifest, route modules or client entry");
  }

  // Every module the imports below evaluate, in the order the browser evaluates them (depth first,
  // each after what it imports), the client entry left to the end, where it hydrates.
  const steps = [];
  if (importsOf) {
    const seen = new Set();
    const visit = (href) => {
      if (seen.has(href)) return;
      seen.add(href);
      for (const dependency of importsOf(href)) visit(dependency);
      steps.push(href);
    };
    for (const href of [manifest, ...routes.map((route) => route.href), ...onDemand, entry]) visit(href);
    steps.pop();
  }
  // The route ids React Router keys its modules by, each with the chunk the route imports.
  const byName = Object.fromEntries(routes.map((route) => [route.name, route.href]));
  const routeModules = {};
  for (const [id, name] of Object.entries(JSON.parse(modules.replace(/:\s*(route\d+)/g, ':"$1"')))) {
    if (!byName[name]) throw new Error(`deferHydration: the route module ${name} is not imported`);
    routeModules[id] = byName[name];
  }
  const data = dataBlock(hydrationData, { preloads, steps, manifest, routes: routeModules, entry });
  return (html.slice(0, start) + data + moduleOpen + HYDRATION_SCRIPT + html.slice(end)).replace(preloadLink, "");
}

/** The id of the data block that tells HYDRATION_SCRIPT what this page loads. */
const hydrationData = "ukg-hydration";
/**
 * The page's module script, the same on every page (one hash in the Content-Security-Policy serves
 * all): after the first frame is painted (a frame callback, then a task after it), the preloads in
 * their order, PRELOADS_PER_TASK per task, then each module evaluated in a task of its own, then the
 * manifest, the route modules and the client entry, as React Router's own script imports them.
 */
export const HYDRATION_SCRIPT =
  `const page=JSON.parse(document.getElementById("${hydrationData}").textContent);` +
  "const nextTask=()=>new Promise(resolve=>setTimeout(resolve));" +
  "requestAnimationFrame(()=>setTimeout(async()=>{" +
  `for(let i=0;i<page.preloads.length;i+=${PRELOADS_PER_TASK}){` +
  "if(i)await nextTask();" +
  `for(const href of page.preloads.slice(i,i+${PRELOADS_PER_TASK})){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}}` +
  "for(const href of page.steps){await nextTask();await import(href)}" +
  "if(page.steps.length)await nextTask();" +
  "await import(page.manifest);" +
  "const ids=Object.keys(page.routes);" +
  "const modules=await Promise.all(ids.map(id=>import(page.routes[id])));" +
  "window.__reactRouterRouteModules=Object.fromEntries(ids.map((id,i)=>[id,modules[i]]));" +
  "import(page.entry)" +
  "}));";

/** A <script type="application/json"> the browser never runs, so no policy needs its hash. */
function dataBlock(id, value) {
  // "<" escaped, so no "</script>" in the data can end the element.
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;
}

const enqueue = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const close = "<script>window.__reactRouterContext.streamController.close();</script>";
const routeData = "ukg-route-data";
/** The script that ends every page, the same on every page: the page's route data into React Router's stream, then its end. */
export const ROUTE_DATA_SCRIPT =
  `window.__reactRouterContext.streamController.enqueue(JSON.parse(document.getElementById("${routeData}").textContent));` +
  "window.__reactRouterContext.streamController.close();";

/**
 * Moves a prerendered page's route data out of its script: React Router writes the page's loader
 * data as the argument of an inline script, different on every page, so each page would need a
 * policy of its own. The data goes into a data block, and the script that closes the stream reads
 * it from there. A page without React Router's stream comes back as it was; any other shape is an error.
 * @param {string} html
 * @returns {string}
 */
export function moveRouteData(html) {
  const found = [...html.matchAll(enqueue)];
  const closes = html.split(close).length - 1;
  if (found.length === 0 && closes === 0) return html;
  if (found.length !== 1 || closes !== 1 || html.indexOf(close) < found[0].index) {
    throw new Error("moveRouteData: expected one enqueue of the route data, then the stream's close");
  }
  const [script, literal] = found[0];
  JSON.parse(literal); // a JSON string, or the shape has changed
  return html
    .replace(script, () => `<script type="application/json" id="${routeData}">${literal}</script>`)
    .replace(close, () => `<script>${ROUTE_DATA_SCRIPT}</script>`);
}

const staticImport = /^\s*import\s*(?:(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s*[\w$]+)?\s*from\s*)?"([^"]+)"\s*;?/;
/**
 * The modules a built chunk imports statically (its leading `import … from "…"` statements), as
 * paths under the site's root, resolved against the chunk's own path `href`; dynamic imports
 * (`import("…")`) are left out, since they run later, when asked for.
 * @param {string} code
 * @param {string} href
 * @returns {string[]}
 */
export function staticImports(code, href) {
  const found = [];
  // Past the compile hint's comment and the dependency list Vite writes before the imports of a
  // chunk with dynamic imports.
  let rest = code.replace(/^(?:\s*\/\/[^\n]*\n)+/, "").replace(/^const __vite__mapDeps=[^\n]*\n/, "");
  for (let match = rest.match(staticImport); match; match = rest.match(staticImport)) {
    found.push(new URL(match[1], `http://site${href}`).pathname);
    rest = rest.slice(match[0].length);
  }
  return found;
}
