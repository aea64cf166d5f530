// The template pages (app/routes/pages/) import one stylesheet, pages.scss: the whole theme. Once the
// pages are prerendered, each group of them (the pages under one top-level folder: /pages/…,
// /authentication/…) gets that stylesheet purged by PurgeCSS against the group's HTML and every
// script its pages may run: a rule stays when every class, tag and attribute it names is a word of
// that text.
//
// Why after the prerender: many class names are whole only in the markup, built from a prop
// (`photo-tone-${tone}`) or by react-bootstrap from its prefix (`${prefix}-inner`). By then the
// client build has named and linked its files, so this step names each file by its content and
// rewrites the two lists of a route's stylesheets: its page's <link> tags and React Router's
// browser manifest, which it renames by its new content as React Router names it.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PurgeCSS, type UserDefinedSafelist } from "purgecss";
import { staticImports } from "./scripts/defer-hydration.mjs";

/**
 * Classes react-bootstrap builds from its prefix as an element moves or opens, so they are in no
 * page's markup or code: a sliding carousel's items (`${prefix}-item-${direction}`), a tooltip's
 * placement and body (`bs-tooltip-${placement}`, `${prefix}-inner`). The state classes it adds by
 * name (`show`, `fade`, `collapsing`, `active`) are words of its code, kept without a list.
 */
export const runtimeClasses = {
  standard: [/^carousel-item-(next|prev|start|end)$/, /^bs-(tooltip|popover)-(top|end|bottom|start|auto)$/, "tooltip-inner"],
} satisfies UserDefinedSafelist;

const dynamicImport = /\bimport\("(\.\/[^"]+\.js)"\)/g;
/**
 * The chunks a built chunk (`href`, a path under the site's root) imports, statically or on demand: a
 * widget's library (Choices.js, flatpickr) draws its own markup once loaded.
 */
export const importsOf = (code: string, href: string) => [
  ...staticImports(code, href),
  ...[...code.matchAll(dynamicImport)].map((match) => new URL(match[1], `http://site${href}`).pathname),
];

/** Attributes a library sets through `dataset`, so that no word names them: Choices.js's `data-type`. */
export const runtimeAttributes = ["data-type"];

/** A template page's group: the top-level folder of its path. */
export const templateGroup = (path: string) => path.split("/")[1];

/** What React Router's browser manifest says of a route (the fields read here). */
interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  module: string;
  css?: string[];
}
interface BrowserManifest {
  entry: { module: string };
  routes: Record<string, ManifestRoute>;
  url: string;
  version: string;
}

// React Router writes its browser manifest as assets/manifest-<version>.js, one statement assigning
// the JSON, <version> the first 8 hex digits of the SHA-256 of {entry, routes} as JSON.
const manifestFile = /^manifest-[0-9a-f]{8}\.js$/;
const manifestStart = "window.__reactRouterManifest=";
const manifestVersion = (manifest: BrowserManifest) =>
  createHash("sha256").update(JSON.stringify({ entry: manifest.entry, routes: manifest.routes })).digest("hex").slice(0, 8);

/** A stylesheet's tag as React Router's <Links/> writes it. */
const linkTag = (href: string) => `<link rel="stylesheet" href="${href}"/>`;

function readManifest(assets: string): { file: string; manifest: BrowserManifest } {
  const files = readdirSync(assets).filter((name) => manifestFile.test(name));
  if (files.length !== 1) throw new Error(`purge-stylesheets: expected one React Router manifest (assets/manifest-<version>.js), found ${files.length}`);
  const text = readFileSync(join(assets, files[0]), "utf8");
  if (!text.startsWith(manifestStart) || !text.endsWith(";")) {
    throw new Error(`purge-stylesheets: React Router's manifest no longer reads "${manifestStart}<JSON>;"`);
  }
  const manifest = JSON.parse(text.slice(manifestStart.length, -1)) as BrowserManifest;
  if (manifestVersion(manifest) !== manifest.version || manifest.url !== `/assets/${files[0]}`) {
    throw new Error("purge-stylesheets: React Router no longer names its manifest by the SHA-256 of {entry, routes}");
  }
  return { file: files[0], manifest };
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

/**
 * Purges the stylesheet every template route links (their routes' ids in `templateRoutes`) for each
 * group of them, in a prerendered client build. The purged stylesheet takes the whole one's place in
 * each list of stylesheets, so the cascade keeps its order.
 */
export async function purgeTemplateStylesheets(client: string, templateRoutes: string[]): Promise<void> {
  const assets = join(client, "assets");
  const { file, manifest } = readManifest(assets);
  const routes = templateRoutes.map((id) => {
    if (!manifest.routes[id]?.path) throw new Error(`purge-stylesheets: React Router's manifest has no route ${id} with a path`);
    return manifest.routes[id];
  });
  // The stylesheet they all link: pages.scss.
  const common = routes.map((route) => route.css ?? []).reduce((common, css) => common.filter((href) => css.includes(href)), routes[0]?.css ?? []);
  if (common.length !== 1) {
    throw new Error(`purge-stylesheets: the template routes link ${common.length} stylesheets in common, want one (each imports ~/styles/pages.scss, in a chunk of its own)`);
  }
  const [theme] = common;
  const others = Object.values(manifest.routes).filter((route) => !templateRoutes.includes(route.id) && route.css?.includes(theme));
  if (others.length > 0) throw new Error(`purge-stylesheets: ${others.map((route) => route.id).join(", ")} link the template pages' stylesheet too`);
  // Vite's list of what a chunk imported on demand loads (__vite__mapDeps) would name a file about to go.
  const loaders = readdirSync(assets).filter((name) => {
    if (!name.endsWith(".js")) return false;
    const code = readFileSync(join(assets, name), "utf8");
    return code.includes(`"${theme.slice(1)}"`);
  });
  if (loaders.length > 0) throw new Error(`purge-stylesheets: ${loaders.join(", ")} load the template pages' stylesheet on demand: keep ~/styles/pages.scss in a chunk of its own (vite.config.ts)`);
  const themeCss = readFileSync(join(client, theme), "utf8");

  const groups = new Map<string, ManifestRoute[]>();
  for (const route of routes) groups.set(templateGroup(route.path!), [...(groups.get(templateGroup(route.path!)) ?? []), route]);
  const purgedOf = new Map<string, string>();
  for (const [group, members] of groups) {
    const pages = members.map((route) => join(client, route.path!, "index.html"));
    // Every script the pages may run: the client entry, their routes' modules and what those import.
    const queue = [manifest.entry.module];
    for (const route of members) {
      for (let at: ManifestRoute | undefined = route; at; at = at.parentId ? manifest.routes[at.parentId] : undefined) queue.push(at.module);
    }
    const scripts = new Map<string, string>();
    for (let href = queue.pop(); href; href = queue.pop()) {
      if (scripts.has(href)) continue;
      scripts.set(href, readFileSync(join(client, href), "utf8"));
      queue.push(...importsOf(scripts.get(href)!, href));
    }
    const [purged] = await new PurgeCSS().purge({
      css: [{ raw: themeCss }],
      content: [
        ...pages.map((page) => ({ raw: readFileSync(page, "utf8"), extension: "html" })),
        ...[...scripts.values()].map((code) => ({ raw: code, extension: "js" })),
      ],
      safelist: runtimeClasses,
      dynamicAttributes: runtimeAttributes,
    });
    const href = `/assets/${group}-${createHash("sha256").update(purged.css).digest("base64url").slice(0, 8)}.css`;
    writeFileSync(join(client, href), purged.css);
    for (const route of members) route.css = route.css!.map((css) => (css === theme ? href : css));
    for (const page of pages) purgedOf.set(page, href);
  }
  rmSync(join(client, theme));

  // The manifest, renamed by its new content; every page loads it.
  const oldUrl = manifest.url;
  manifest.version = manifestVersion(manifest);
  manifest.url = `/assets/manifest-${manifest.version}.js`;
  rmSync(join(assets, file));
  writeFileSync(join(client, manifest.url), `${manifestStart}${JSON.stringify(manifest)};`);
  for (const page of htmlFiles(client)) {
    let html = readFileSync(page, "utf8");
    const href = purgedOf.get(page);
    if (href) {
      if (!html.includes(linkTag(theme))) throw new Error(`purge-stylesheets: ${page} does not link ${theme} as React Router's <Links/> writes it`);
      html = html.replace(linkTag(theme), linkTag(href));
    }
    writeFileSync(page, html.replaceAll(oldUrl, manifest.url));
  }
}
