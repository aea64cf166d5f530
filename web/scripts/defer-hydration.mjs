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

  const json = JSON.stringify;
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
  const deferred =
    `const preloads=${json(preloads)};` +
    // A task of its own for what follows.
    "const nextTask=()=>new Promise(resolve=>setTimeout(resolve));" +
    // After the first frame is painted (a frame callback, then a task after it).
    "requestAnimationFrame(()=>setTimeout(async()=>{" +
    // A few preloads per task, in their order, each batch in a task of its own.
    `for(let i=0;i<preloads.length;i+=${PRELOADS_PER_TASK}){` +
    "if(i)await nextTask();" +
    `for(const href of preloads.slice(i,i+${PRELOADS_PER_TASK})){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}}` +
    (steps.length ? `for(const href of ${json(steps)}){await nextTask();await import(href)}await nextTask();` : "") +
    `await import(${json(manifest)});` +
    `const [${routes.map((route) => route.name).join(",")}]=await Promise.all([${routes.map((route) => `import(${json(route.href)})`).join(",")}]);` +
    `window.__reactRouterRouteModules=${modules};` +
    `import(${json(entry)})` +
    "}));";
  return (html.slice(0, start) + moduleOpen + deferred + html.slice(end)).replace(preloadLink, "");
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
