// Hydration after the first paint. React Router writes into every prerendered page a
// <link rel="modulepreload"> per chunk and an inline module script that imports the manifest and
// the route modules, then the client entry, which hydrates. deferHydration() rewrites a page so that
// nothing but the HTML, its stylesheets and fonts comes before the first paint: the preloads leave
// <head>, and after the first frame the page's one script starts them, one per task, evaluates the
// modules one per task in the browser's order, then runs the same imports and hydrates.
// What differs from page to page goes into <script type="application/json"> data blocks, so every
// page runs the same inline scripts and one Content-Security-Policy serves the site.
// The rewrite knows the exact shape React Router writes; anything else fails the build.
// (why: docs/decisions/003-hydration-after-first-paint.md, docs/decisions/005-one-set-of-inline-scripts.md)
import { readFileSync, writeFileSync } from "node:fs";
import { extname, join, posix, relative } from "node:path";
import ts from "typescript";
import { previewPath } from "../../app/paths";
import { catalogue } from "../../examples-catalogue";
import { readExampleChunks, walk, type Build } from "../shared/build-folder";
import { applyEdits, type Edit } from "../shared/text-edits";
import { attribute, contentOf, elementsOf, inlineScripts, span } from "../shared/page-parser";
import { parseScript, propertyPath, staticImports } from "../shared/script-parser";

/** Preloads started in one task: one keeps each task well under a long task on Lighthouse's phone. */
export const PRELOADS_PER_TASK = 1;

/** What React Router's inline module script imports, read from its syntax tree. */
interface ModuleScript {
  manifest: string;
  routes: { name: string; href: string }[];
  /** Route id → the name of its imported namespace (window.__reactRouterRouteModules). */
  modules: [string, string][];
  entry: string;
}

/** Reads React Router's inline module script; any statement of another shape is an error. */
function readModuleScript(code: string, where = "page"): ModuleScript {
  let manifest: string | undefined;
  let entry: string | undefined;
  let modules: [string, string][] | undefined;
  const routes: { name: string; href: string }[] = [];
  const tree = parseScript(code, where);
  for (const statement of tree.statements) {
    const text = statement.getText(tree);
    const unexpected = () => new Error(`defer hydration: ${where}: unexpected statement in the inline module script: ${text}`);
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (!clause && !manifest) manifest = statement.moduleSpecifier.text;
      else if (clause && !clause.name && clause.namedBindings && ts.isNamespaceImport(clause.namedBindings)) {
        routes.push({ name: clause.namedBindings.name.text, href: statement.moduleSpecifier.text });
      } else throw unexpected();
    } else if (ts.isExpressionStatement(statement)) {
      const expression = statement.expression;
      if (
        ts.isBinaryExpression(expression) &&
        expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        propertyPath(expression.left)?.join(".") === "window.__reactRouterRouteModules" &&
        ts.isObjectLiteralExpression(expression.right) &&
        !modules
      ) {
        modules = expression.right.properties.map((property) => {
          if (!ts.isPropertyAssignment(property) || !(ts.isStringLiteral(property.name) || ts.isIdentifier(property.name)) || !ts.isIdentifier(property.initializer)) throw unexpected();
          return [property.name.text, property.initializer.text];
        });
      } else if (
        ts.isCallExpression(expression) &&
        expression.expression.kind === ts.SyntaxKind.ImportKeyword &&
        expression.arguments.length === 1 &&
        ts.isStringLiteral(expression.arguments[0]) &&
        !entry
      ) {
        entry = expression.arguments[0].text;
      } else throw unexpected();
    } else throw unexpected();
  }
  if (!manifest || !modules || !entry || routes.length === 0) {
    throw new Error(`defer hydration: ${where}: the inline module script lacks the manifest, route modules or client entry`);
  }
  return { manifest, routes, modules, entry };
}

/** The page's inline module script (React Router's), if it has one; more than one is an error. */
export function moduleScriptOf(html: string, where = "page") {
  const scripts = inlineScripts(elementsOf(html)).filter((element) => attribute(element, "type") === "module");
  if (scripts.length > 1) throw new Error(`defer hydration: ${where}: expected exactly one inline module script beside the module preloads`);
  return scripts[0];
}

/**
 * Rewrites one prerendered page; a page without React Router's scripts comes back as it was.
 * `importsOf` gives the modules a chunk (a path under the site's root) imports statically;
 * `onDemand` the modules the page imports as it renders (its examples' chunks): preloaded and
 * evaluated with the others, so hydrating finds them run.
 */
export function deferHydration(html: string, importsOf: (href: string) => string[], onDemand: readonly string[] = [], where = "page"): string {
  const elements = elementsOf(html);
  const preloadLinks = elements.filter((element) => element.tagName === "link" && attribute(element, "rel") === "modulepreload");
  const linked = preloadLinks.map((link) => {
    const href = attribute(link, "href");
    if (!href) throw new Error(`defer hydration: ${where}: a module preload without href`);
    return href;
  });
  // The on-demand modules and all they import, after what React Router links.
  const wanted = new Set<string>();
  const want = (href: string) => {
    if (wanted.has(href)) return;
    wanted.add(href);
    for (const dependency of importsOf(href)) want(dependency);
  };
  onDemand.forEach(want);
  const preloads = [...linked, ...[...wanted].filter((href) => !linked.includes(href))];
  const modulesScripts = inlineScripts(elements).filter((element) => attribute(element, "type") === "module");
  if (modulesScripts.length === 0 && preloads.length === 0) return html;
  if (modulesScripts.length !== 1) throw new Error(`defer hydration: ${where}: expected exactly one inline module script beside the module preloads`);
  const [script] = modulesScripts;
  const content = contentOf(script, html);
  const { manifest, routes, modules, entry } = readModuleScript(content.text, where);

  // Every module the imports below evaluate, in the order the browser evaluates them (depth first,
  // each after what it imports), the client entry left to the end, where it hydrates.
  const steps: string[] = [];
  const seen = new Set<string>();
  const visit = (href: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    for (const dependency of importsOf(href)) visit(dependency);
    steps.push(href);
  };
  for (const href of [manifest, ...routes.map((route) => route.href), ...onDemand, entry]) visit(href);
  steps.pop();
  // The route ids React Router keys its modules by, each with the chunk the route imports.
  const byName = Object.fromEntries(routes.map((route) => [route.name, route.href]));
  const routeModules: Record<string, string> = {};
  for (const [id, name] of modules) {
    if (!byName[name]) throw new Error(`defer hydration: ${where}: the route module ${name} is not imported`);
    routeModules[id] = byName[name];
  }
  const data = dataBlock(hydrationData, { preloads, steps, manifest, routes: routeModules, entry });
  const edits: Edit[] = [
    { start: span(script).start, end: span(script).start, text: data },
    { start: content.start, end: content.end, text: HYDRATION_SCRIPT },
    ...preloadLinks.map((link) => ({ ...span(link), text: "" })),
  ];
  return applyEdits(html, edits);
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
function dataBlock(id: string, value: unknown) {
  // "<" escaped, so no "</script>" in the data can end the element.
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;
}

const routeData = "ukg-route-data";
/** The script that ends every page, the same on every page: the page's route data into React Router's stream, then its end. */
export const ROUTE_DATA_SCRIPT =
  `window.__reactRouterContext.streamController.enqueue(JSON.parse(document.getElementById("${routeData}").textContent));` +
  "window.__reactRouterContext.streamController.close();";

/**
 * Moves a prerendered page's route data out of its script: React Router writes the page's loader
 * data as the argument of an inline script, different on every page. The data goes into a data
 * block, and the script that closes the stream reads it from there. A page without React Router's
 * stream comes back as it was; any other shape is an error.
 */
export function moveRouteData(html: string, where = "page"): string {
  const calls = inlineScripts(elementsOf(html)).flatMap((element) => {
    const content = contentOf(element, html);
    const tree = parseScript(content.text, where);
    const [statement] = tree.statements;
    if (!statement || !ts.isExpressionStatement(statement) || !ts.isCallExpression(statement.expression)) return [];
    const path = propertyPath(statement.expression.expression);
    if (path?.slice(0, -1).join(".") !== "window.__reactRouterContext.streamController") return [];
    return [{ element, method: path.at(-1), args: statement.expression.arguments, statements: tree.statements.length, tree }];
  });
  if (calls.length === 0) return html;
  const [enqueue, close] = calls;
  const literal = enqueue?.args[0];
  if (
    calls.length !== 2 ||
    enqueue.method !== "enqueue" ||
    enqueue.args.length !== 1 ||
    !literal ||
    !ts.isStringLiteral(literal) ||
    close.method !== "close" ||
    close.args.length !== 0 ||
    calls.some((call) => call.statements !== 1)
  ) {
    throw new Error(`defer hydration: ${where}: expected one enqueue of the route data, then the stream's close`);
  }
  const text = literal.getText(enqueue.tree);
  JSON.parse(text); // a JSON string, or the shape has changed
  return applyEdits(html, [
    { ...span(enqueue.element), text: `<script type="application/json" id="${routeData}">${text}</script>` },
    { ...span(close.element), text: `<script>${ROUTE_DATA_SCRIPT}</script>` },
  ]);
}

/**
 * The step: every page paints before its JavaScript is fetched, then evaluates it a module per task
 * and hydrates. A showcase page (and an example's own) also preloads and evaluates its examples'
 * chunks, which it loads on demand (app/showcase/exampleComponent.tsx). Every page must then run
 * the same inline scripts.
 */
export function deferHydrationOfPages({ directory, client }: Build): string {
  const chunkImports = new Map<string, string[]>();
  const importsOf = (href: string) => {
    if (!chunkImports.has(href)) chunkImports.set(href, staticImports(readFileSync(join(client, href), "utf8"), href));
    return chunkImports.get(href)!;
  };
  const exampleChunks = readExampleChunks(directory);
  const pageChunks = new Map<string, string[]>();
  for (const example of catalogue()) {
    const chunk = exampleChunks[example.file];
    if (!chunk) throw new Error(`defer hydration: the build recorded no chunk for the example ${example.id}`);
    const preview = previewPath(example);
    const showcasePage = posix.dirname(preview).replace(/^\/preview\//, "sections/");
    for (const page of [showcasePage, preview.slice(1)]) {
      const file = join(client, page, "index.html");
      pageChunks.set(file, [...(pageChunks.get(file) ?? []), chunk]);
    }
  }
  const pageScripts = new Map<string, string>();
  for (const file of walk(client)) {
    if (extname(file) !== ".html") continue;
    const where = relative(client, file);
    const html = moveRouteData(deferHydration(readFileSync(file, "utf8"), importsOf, pageChunks.get(file), where), where);
    writeFileSync(file, html);
    pageScripts.set(where, inlineScripts(elementsOf(html)).map((script) => contentOf(script, html).text).join("\n"));
  }
  const [firstPage, firstScripts] = [...pageScripts].find(([, scripts]) => scripts) ?? [];
  for (const [page, scripts] of pageScripts) {
    if (scripts && scripts !== firstScripts) throw new Error(`defer hydration: ${page} runs other inline scripts than ${firstPage}; every page must run the same ones`);
  }
  return `${pageScripts.size} pages`;
}
