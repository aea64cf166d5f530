#!/usr/bin/env node
// Page weight: for each prerendered route, the bytes of HTML, JS, CSS and fonts
// a first visit loads (raw / gzip / brotli, as the server sends them), read from
// the build folder. Fonts are the faces the page's stylesheets declare (all
// latin-only subsets), an upper bound: a face the page does not use is not
// fetched. `--check` fails when a budget in budgets.json is broken.
//
//   node bench/weight.mjs [--check] [--json] [--budgets file.json] [build/client folder]
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const here = dirname(fileURLToPath(import.meta.url));
// The build is read with the parsers the site's own build uses (web/'s dependencies): parse5 for pages,
// es-module-lexer for chunks, postcss for stylesheets.
// They are found from web/ at run time, where the type check (web/tsconfig.json) does not look from
// here: each is typed below by what this file uses of it.
const fromWeb = createRequire(join(here, "..", "web", "package.json"));
/** @type {(name: string) => Promise<unknown>} */
const load = (name) => import(pathToFileURL(fromWeb.resolve(name)).href);
const { parse: parseHtml } = /** @type {{ parse: (html: string) => HtmlNode }} */ (await load("parse5"));
const lexer = /** @type {{ init: Promise<void>, parse: (code: string) => [{ n?: string, d: number }[]] }} */ (await load("es-module-lexer"));
const { default: postcss } = /** @type {{ default: { parse: (css: string) => { walkAtRules: (name: string, visit: (rule: CssRule) => void) => void } } }} */ (
  await load("postcss")
);
const { default: valueParser } = /** @type {{ default: (value: string) => { walk: (visit: (node: ValueNode) => void) => void } }} */ (await load("postcss-value-parser"));
await lexer.init;
const args = process.argv.slice(2);
const check = args.includes("--check");
const asJson = args.includes("--json");
const budgetsAt = args.indexOf("--budgets");
const budgetsFile = budgetsAt >= 0 ? args[budgetsAt + 1] : join(here, "budgets.json");
const client =
  args.find((arg, index) => !arg.startsWith("--") && (budgetsAt < 0 || index !== budgetsAt + 1)) ?? join(here, "..", "web", "build", "client");
/** @type {{ name: string, routes: string, js?: number, css?: number }[]} */
const budgets = JSON.parse(readFileSync(budgetsFile, "utf8"));

/** @typedef {{ raw: number, gzip: number, brotli: number }} Sizes */

/**
 * Bytes of a file raw, gzip and brotli: the build's sidecar when there is one.
 * @param {string} file
 * @returns {Sizes}
 */
function sizes(file) {
  const raw = readFileSync(file);
  /** @type {(suffix: string, compress: (bytes: Buffer) => Buffer) => number} */
  const variant = (suffix, compress) => (existsSync(file + suffix) ? statSync(file + suffix).size : compress(raw).length);
  return {
    raw: raw.length,
    gzip: variant(".gz", (bytes) => gzipSync(bytes, { level: 9 })),
    brotli: variant(".br", (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
  };
}

/** The folders the build's manifest lays out (assets, snippets, kit, registry, sources): none holds a page. */
const laidOut = (() => {
  /** @type {{ immutable: string[], shared: string[], text: string[] }} */
  const layout = JSON.parse(readFileSync(join(client, "build-manifest.json"), "utf8"));
  return new Set([...layout.immutable, ...layout.shared, ...layout.text].filter((entry) => entry.endsWith("/")));
})();

/**
 * Every page of the build: its route and HTML file.
 * @param {string} dir
 * @param {{ route: string, file: string }[]} found
 */
function pages(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const folder = relative(client, path).replaceAll("\\", "/") + "/";
    // Example previews (/preview/…) are frames of the showcase pages, which load more than any one of them.
    if (entry.isDirectory() && !laidOut.has(folder) && folder !== "preview/") pages(path, found);
    else if (entry.name.endsWith(".html") && entry.name !== "404.html") found.push({ route: routeOf(relative(client, path).replaceAll("\\", "/")), file: path });
  }
  return found;
}

/**
 * A page's route: "index.html" is "/", "a/b.html" and "a/b/index.html" are "/a/b".
 * @param {string} name
 */
function routeOf(name) {
  return "/" + name.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "");
}

/**
 * What the page reading needs of parse5's nodes.
 * @typedef {{ tagName?: string, attrs: { name: string, value: string }[], childNodes?: HtmlNode[], content?: HtmlNode, value?: string }} HtmlNode
 */

/**
 * A page's elements, in document order.
 * @param {string} html
 */
function elementsOf(html) {
  /** @type {HtmlNode[]} */
  const found = [];
  /** @param {HtmlNode} node */
  const visit = (node) => {
    if (node.tagName) found.push(node);
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parseHtml(html));
  return found;
}

/** @type {(element: HtmlNode, name: string) => string | undefined} */
const attribute = (element, name) => element.attrs.find((attr) => attr.name === name)?.value;
/** @type {(element: HtmlNode) => string} */
const textOf = (element) => (element.childNodes ?? []).map((node) => node.value ?? "").join("");
/** @type {(value: unknown) => value is string} */
const isChunk = (value) => typeof value === "string" && value.startsWith("/assets/") && value.endsWith(".js");

/** @type {(value: unknown) => string[]} Every string in a JSON value. */
const stringsIn = (value) =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(stringsIn) : [];

/**
 * What the font reading needs of postcss's at-rules and postcss-value-parser's nodes.
 * @typedef {{ walkDecls: (property: string, visit: (decl: { value: string }) => void) => void }} CssRule
 * @typedef {{ type: string, value: string, nodes: ValueNode[] }} ValueNode
 */

/**
 * The JS and CSS a first visit of the page fetches: the chunks it names and their static imports, stylesheets.
 * @param {string} html
 */
function assetsOf(html) {
  /** @type {unknown[]} */
  const named = [];
  /** @type {Set<string>} */
  const css = new Set();
  // Every chunk the page names: module preloads, script sources, the inline module scripts' imports and the
  // chunks its data blocks list to load once the page has painted.
  for (const element of elementsOf(html)) {
    const rel = attribute(element, "rel");
    const type = attribute(element, "type");
    if (element.tagName === "link" && rel === "modulepreload") named.push(attribute(element, "href"));
    // React Router marks a stylesheet some chunk also imports on demand with a trailing '#': the same file.
    else if (element.tagName === "link" && rel === "stylesheet") css.add((attribute(element, "href") ?? "").split("#")[0]);
    else if (element.tagName === "script" && attribute(element, "src")) named.push(attribute(element, "src"));
    else if (element.tagName === "script" && type === "module") named.push(...lexer.parse(textOf(element))[0].map((each) => each.n));
    else if (element.tagName === "script" && type === "application/json") named.push(...stringsIn(JSON.parse(textOf(element))));
  }
  const js = new Set(named.filter(isChunk));
  // Static imports between chunks load too, whether or not they were preloaded.
  const queue = [...js];
  for (let from = queue.pop(); from !== undefined; from = queue.pop()) {
    const path = join(client, from);
    if (!existsSync(path)) continue;
    for (const { n, d } of lexer.parse(readFileSync(path, "utf8"))[0]) {
      if (d !== -1 || !n) continue; // dynamic imports load on demand
      const href = new URL(n, `http://site${from}`).pathname;
      if (isChunk(href) && !js.has(href)) js.add(href), queue.push(href);
    }
  }
  // The faces the stylesheets declare.
  /** @type {Set<string>} */
  const fonts = new Set();
  for (const href of css) {
    const path = join(client, href);
    if (!existsSync(path)) continue;
    postcss.parse(readFileSync(path, "utf8")).walkAtRules("font-face", (rule) =>
      rule.walkDecls("src", (decl) =>
        valueParser(decl.value).walk((node) => {
          const url = node.type === "function" && node.value === "url" ? node.nodes[0]?.value : undefined;
          if (url?.startsWith("/assets/") && url.endsWith(".woff2")) fonts.add(url);
        }),
      ),
    );
  }
  return { js: [...js], css: [...css], fonts: [...fonts] };
}

/** @type {(files: string[]) => Sizes} */
const sum = (files) =>
  files.reduce(
    (total, href) => {
      const size = sizes(join(client, href));
      return { raw: total.raw + size.raw, gzip: total.gzip + size.gzip, brotli: total.brotli + size.brotli };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );

const rows = pages(client)
  .sort((a, b) => a.route.localeCompare(b.route))
  .map(({ route, file }) => {
    const html = readFileSync(file, "utf8");
    const { js, css, fonts } = assetsOf(html);
    return { route, html: sizes(file), js: sum(js), css: sum(css), fonts: sum(fonts), files: { js, css, fonts } };
  });

if (asJson) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  /** @type {(bytes: number) => string} */
  const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
  /** @type {(size: Sizes) => string} */
  const triple = (size) => `${kb(size.raw)} ${kb(size.gzip)} ${kb(size.brotli)}`;
  console.log(
    `${"route".padEnd(44)} ${"HTML raw/gz/br KB".padEnd(20)} ${"JS raw/gz/br KB".padEnd(20)} ${"CSS raw/gz/br KB".padEnd(20)} fonts KB`,
  );
  for (const row of rows) {
    console.log(`${row.route.padEnd(44)} ${triple(row.html)} ${triple(row.js)} ${triple(row.css)} ${kb(row.fonts.raw)}`);
  }
}

if (check) {
  const broken = [];
  for (const row of rows) {
    for (const budget of budgets) {
      if (!new RegExp(budget.routes).test(row.route)) continue;
      for (const kind of /** @type {const} */ (["js", "css"])) {
        const limit = (budget[kind] ?? 0) * 1024;
        if (limit && row[kind].brotli > limit) {
          const biggest = row.files[kind]
            .map((href) => ({ href, brotli: sizes(join(client, href)).brotli }))
            .sort((a, b) => b.brotli - a.brotli)[0];
          broken.push(
            `${row.route}: ${kind.toUpperCase()} ${(row[kind].brotli / 1024).toFixed(1)} KB brotli > ${budget[kind]} KB (${budget.name}); largest file ${biggest.href} ${(biggest.brotli / 1024).toFixed(1)} KB`,
          );
        }
      }
    }
  }
  if (broken.length) {
    console.error(`\nbudget broken:\n${broken.join("\n")}`);
    process.exit(1);
  }
  console.log(`\nall ${rows.length} routes within budget`);
}
