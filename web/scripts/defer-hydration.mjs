// Hydration after the first paint. React Router writes into every prerendered page a
// <link rel="modulepreload"> per chunk and an inline module script that imports the
// manifest and the route modules, then the client entry, which hydrates. Fetched and run
// that way, the JavaScript competes with the stylesheets and fonts on a slow link and runs
// before the page's first paint. deferHydration() rewrites a page so that nothing but the
// HTML, its stylesheets and fonts comes before the first paint: the module preloads are
// dropped from <head>, and the inline script waits for the first frame, then preloads the
// same chunks (one per task, fetched in parallel) and runs the same imports in the same order.
//
// Starting a preload is not free: the browser sets up each fetch at once, 1–3 ms of the
// main thread apiece here (2–5 ms with DevTools watching, as in Lighthouse). A page's 18–33
// preloads started together were one task of 30–50 ms, 120–200 ms on the slow phone
// Lighthouse simulates; three per task still made tasks of 10–14 ms, some of them over 50 ms
// there. So each starts in a task of its own (PRELOADS_PER_TASK), in their order: the
// manifest, the client entry and the route modules first.
//
// The rewrite knows the exact shape React Router writes; anything else is an error, so an
// upgrade that changes the shape fails the build instead of shipping a page that never
// hydrates.

const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/** Preloads started in one task: a few milliseconds, well under a long task (50 ms) on Lighthouse's phone, 4× slower. */
export const PRELOADS_PER_TASK = 1;
const moduleOpen = '<script type="module" async="">';

/**
 * Rewrites one prerendered page; a page without React Router's scripts comes back as it was.
 * @param {string} html
 * @returns {string}
 */
export function deferHydration(html) {
  const preloads = [...html.matchAll(preloadLink)].map((match) => match[1]);
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
  const deferred =
    `const preloads=${json(preloads)};` +
    // After the first frame is painted (a frame callback, then a task after it).
    "requestAnimationFrame(()=>setTimeout(async()=>{" +
    // A few preloads per task, in their order, each batch in a task of its own.
    `for(let i=0;i<preloads.length;i+=${PRELOADS_PER_TASK}){` +
    "if(i)await new Promise(resolve=>setTimeout(resolve));" +
    `for(const href of preloads.slice(i,i+${PRELOADS_PER_TASK})){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}}` +
    `await import(${json(manifest)});` +
    `const [${routes.map((route) => route.name).join(",")}]=await Promise.all([${routes.map((route) => `import(${json(route.href)})`).join(",")}]);` +
    `window.__reactRouterRouteModules=${modules};` +
    `import(${json(entry)})` +
    "}));";
  return (html.slice(0, start) + moduleOpen + deferred + html.slice(end)).replace(preloadLink, "");
}
