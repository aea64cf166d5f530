// After `react-router build`: put the not-found pages where the server looks for
// them, drop stylesheets nothing loads, make every page hydrate after its first paint with the
// same inline scripts as every other, open every chunk with a compile hint, write every example's
// HTML snippet and /kit/ukguide.js, write the sitemap and robots.txt, name each page <route>.html,
// and write brotli and gzip sidecars for the server to send as they are.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, extname, join, relative, resolve, sep } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { siteUrl } from "../site-url.mjs";
import { deferHydration, moveRouteData, staticImports } from "./defer-hydration.mjs";
import { exampleScope, exampleSnippet } from "./example-markup.mjs";
import { stylesheetIndex } from "./html-layout.mjs";
import { probeExamples } from "./probe-examples.mjs";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const client = join(process.env.UKGUIDE_BUILD_DIR ? resolve(web, process.env.UKGUIDE_BUILD_DIR) : join(web, "build"), "client");

// 1. The not-found pages are prerendered at <folder>/__not-found (see notFoundPaths in
// app/routes.ts); the server answers an unknown path with the nearest <folder>/404.html.
const notFoundPages = [...walk(client)].filter((file) => file.endsWith(`${sep}__not-found${sep}index.html`));
if (!notFoundPages.includes(join(client, "__not-found", "index.html"))) throw new Error("the not-found page was not prerendered");
for (const page of notFoundPages) {
  const notFoundDir = dirname(page);
  renameSync(page, join(dirname(notFoundDir), "404.html"));
  rmSync(notFoundDir, { recursive: true });
}
// Every path is prerendered, so the SPA fallback is never served.
rmSync(join(client, "__spa-fallback.html"), { force: true });

// A stylesheet no page, script or stylesheet names is never loaded: React Router copies the
// prerender's own (server-build-*.css) into the client build. It would only weigh down the binary.
const linkingTexts = [...walk(client)].filter((file) => /\.(html|js|css|json)$/.test(file)).map((file) => readFileSync(file, "utf8"));
for (const file of walk(join(client, "assets"))) {
  if (extname(file) === ".css" && !linkingTexts.some((text) => text.includes(basename(file)))) rmSync(file);
}

// What each chunk imports statically (paths under the site's root).
const chunkImports = new Map();
const importsOf = (href) => {
  if (!chunkImports.has(href)) chunkImports.set(href, staticImports(readFileSync(join(client, href), "utf8"), href));
  return chunkImports.get(href);
};

// 1a. A showcase page loads its examples' code on demand (app/showcase/exampleComponent.tsx): it
// preloads and evaluates those chunks with the rest (1b), so they are in hand when it hydrates. The
// build recorded which chunk holds each example (publish-examples.ts).
const exampleChunks = JSON.parse(readFileSync(join(client, "..", "example-chunks.json"), "utf8"));
const registryIndex = JSON.parse(readFileSync(join(client, "r", "registry.json"), "utf8"));
const pageChunks = new Map();
for (const item of registryIndex.items) {
  if (!item.meta) continue;
  const chunk = exampleChunks[item.meta.source.replace(/^\/source\//, "")];
  if (!chunk) throw new Error(`postbuild: the build recorded no chunk for the example ${item.name}`);
  const showcasePage = dirname(item.meta.preview).replace(/^\/preview\//, "sections/");
  for (const page of [showcasePage, item.meta.preview.slice(1)]) {
    const file = join(client, page, "index.html");
    pageChunks.set(file, [...(pageChunks.get(file) ?? []), chunk]);
  }
}

// 1b. Every page paints before its JavaScript is fetched, then evaluates it a module per task and
// hydrates (see defer-hydration.mjs), knowing what each chunk imports (paths under the site's root).
// Its route data moves to a data block, so every page runs the same inline scripts and one
// Content-Security-Policy serves the site (here, and in a static host's _headers).
const pageScripts = new Map();
for (const file of walk(client)) {
  if (extname(file) !== ".html") continue;
  const html = moveRouteData(deferHydration(readFileSync(file, "utf8"), importsOf, pageChunks.get(file)));
  writeFileSync(file, html);
  pageScripts.set(relative(client, file), inlineScripts(html).join("\n"));
}
const [firstPage, firstScripts] = [...pageScripts].find(([, scripts]) => scripts) ?? [];
for (const [page, scripts] of pageScripts) {
  if (scripts && scripts !== firstScripts) throw new Error(`postbuild: ${page} runs other inline scripts than ${firstPage}; every page must run the same ones`);
}

// 1c. Every chunk opens with V8's compile hint (Chromium 136+): the functions of such a file are
// compiled as it streams in, off the main thread, instead of each on its first call, on the main
// thread, in the middle of hydration. Nearly all of a chunk runs when it loads (hydration renders
// every component). Measured in bench/README.md (Lighthouse). Other browsers read a comment. Added here,
// once the chunks are minified (which strips comments) and complete (Vite adds to their start).
const compileHint = "//# allFunctionsCalledOnLoad\n";
for (const file of walk(join(client, "assets"))) {
  if (extname(file) !== ".js") continue;
  const code = readFileSync(file, "utf8");
  if (!code.startsWith(compileHint)) writeFileSync(file, compileHint + code);
}

// 2. Each example's HTML snippet, where it works without React (the registry's meta.html): its
// preview page's scope, without the page around it or React's markers, with the markup Bootstrap's
// script reads and what its widgets open (probed in jsdom, probe-examples.mjs), its ids its own,
// laid out where the published stylesheet draws no whitespace (example-markup.mjs). That script,
// Bootstrap's bundle and the few lines it leaves to the page (kit/behaviours.js), is /kit/ukguide.js.
const bootstrapBundle = readFileSync(createRequire(import.meta.url).resolve("bootstrap/dist/js/bootstrap.bundle.min.js"), "utf8").replace(/\n\/\/# sourceMappingURL=.*\s*$/, "\n");
writeFileSync(join(client, "kit", "ukguide.js"), bootstrapBundle + readFileSync(join(web, "kit", "behaviours.js"), "utf8"));
const stylesheet = stylesheetIndex(readFileSync(join(client, "kit", "ukguide.css"), "utf8"));
const withHtml = registryIndex.items.filter((item) => item.meta?.html).map((item) => {
  const page = join(client, item.meta.preview.slice(1), "index.html");
  return { item, page, html: readFileSync(page, "utf8") };
});
// The probe runs in a worker while the snippets that need none are written.
const probing = probeExamples(
  withHtml
    .filter(({ item }) => item.meta.htmlScript)
    .map(({ item, page, html }) => ({ name: item.name, file: item.meta.source.replace(/^\/source\//, ""), markup: exampleScope(html, page).innerHTML })),
);
mkdirSync(join(client, "html"), { recursive: true });
const writeSnippet = ({ item, page, html }, probe) => {
  const snippet = exampleSnippet(html, { id: item.name, where: page, probe, index: stylesheet });
  if (snippet.script !== item.meta.htmlScript) {
    throw new Error(
      `postbuild: the HTML of ${item.name} ${snippet.script ? "needs" : "does not need"} /kit/ukguide.js, but its registry item says htmlScript: ${item.meta.htmlScript} (needsBootstrapScript in publish-examples.ts)`,
    );
  }
  writeFileSync(join(client, "html", `${item.name}.html`), snippet.html);
};
for (const entry of withHtml) if (!entry.item.meta.htmlScript) writeSnippet(entry);
const probes = await probing;
for (const entry of withHtml) if (entry.item.meta.htmlScript) writeSnippet(entry, probes.get(entry.item.name));
const snippets = withHtml.length;

// 3. The sitemap lists every prerendered page (each is a folder's index.html), where the site is published.
const origin = siteUrl();
const pagePaths = [...walk(client)]
  .filter((file) => file.endsWith(`${sep}index.html`))
  .map((file) => "/" + relative(client, dirname(file)).split(sep).join("/"))
  // An example's own page is a frame of its showcase page, which is the one to find.
  .filter((path) => !path.startsWith("/preview/"))
  .sort();
const escapeXml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
writeFileSync(
  join(client, "sitemap.xml"),
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    pagePaths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>\n`).join("") +
    "</urlset>\n",
);
writeFileSync(join(client, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);

// 3a. Every page as <route>.html, which static hosts (Cloudflare Pages, Netlify) serve at /<route>,
// the address the site links, where <route>/index.html they would send to /<route>/. The server
// reads either; an example's HTML snippet, html/<id>.html, is at /html/<id> the same way.
for (const file of [...walk(client)]) {
  if (basename(file) !== "index.html" || dirname(file) === client) continue;
  const page = dirname(file) + ".html";
  if (existsSync(page)) throw new Error(`postbuild: both ${relative(client, file)} and ${relative(client, page)} are a page of /${relative(client, dirname(file))}`);
  renameSync(file, page);
}
removeEmptyFolders(client);

// 4. Sidecars, kept only when they save bytes.
const compressible = new Set([".html", ".js", ".css", ".svg", ".txt", ".xml", ".json", ".tsx", ".webmanifest"]);
let written = 0;
for (const file of walk(client)) {
  if (!compressible.has(extname(file)) || statSync(file).size < 256) continue;
  const raw = readFileSync(file);
  const br = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  const gz = gzipSync(raw, { level: 9 });
  for (const [suffix, bytes] of [[".br", br], [".gz", gz]]) {
    if (bytes.length >= raw.length) continue;
    writeFileSync(file + suffix, bytes);
    written++;
  }
}
console.log(`postbuild: ${notFoundPages.length} not-found pages in place, ${snippets} HTML snippets, ${pagePaths.length} pages in the sitemap, ${written} sidecars written`);

/** The text of each inline script a page runs (not its data blocks), in order. */
function inlineScripts(html) {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/json"/.test(attributes))
    .map(([, , code]) => code);
}

function removeEmptyFolders(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyFolders(join(dir, entry.name));
  }
  if (dir !== client && readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
}

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (!path.endsWith(".br") && !path.endsWith(".gz")) yield path;
  }
}
