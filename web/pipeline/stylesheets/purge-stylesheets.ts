// Two stylesheets hold the whole theme and are linked by pages that use a small part of it: the
// template pages' (their layout route, routes/template-pages.tsx, and routes/pages/ import pages.scss) and the showcase's (routes/showcase.tsx and
// routes/preview.tsx import showcase.scss). Once the pages are prerendered, each group of pages
// gets its own copy of the stylesheet, purged by PurgeCSS against the group's HTML and every script
// its pages may run: a rule stays when every class, tag and attribute it names is a word of that
// text. The template pages are grouped by top-level folder (/pages/…, /authentication/…); each
// showcase page is a group with its examples' preview pages, and its scripts are the site's and its
// own examples' chunks, not the other pages' examples (which the showcase route loads on demand).
// Each copy is named by its content, and takes the whole one's place in its pages' <link> tags and
// in React Router's browser manifest, which is renamed by its new content as React Router names it.
// (why: docs/decisions/004-stylesheets-purged-per-group.md)
import { createHash } from "node:crypto";
import ts from "typescript";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PurgeCSS } from "purgecss";
import { notFoundPaths, paths, previewPath } from "../../app/paths";
import { folders } from "../../published-folders";
import { readExampleChunks, type Build } from "../shared/build-folder";
import { moduleScriptOf } from "../pages/defer-hydration";
import { applyEdits, type Edit } from "../shared/text-edits";
import { attribute, contentOf, elementsOf, valueSpan } from "../shared/page-parser";
import { dynamicImports, parseScript, propertyPath, staticImports, stringLiterals } from "../shared/script-parser";
import { openedClasses, openersOf, runtimeAttributes, runtimeClasses } from "../shared/opened-classes";
import { buildRegistry } from "../registry/registry-items";

/**
 * The chunks a built chunk (`href`, a path under the site's root) imports, statically or on demand: a
 * widget's library (Choices.js, flatpickr) draws its own markup once loaded.
 */
export const importsOf = (code: string, href: string) => [...staticImports(code, href), ...dynamicImports(code, href)];

/**
 * Every script pages may run, from the modules they start (`start`): each chunk those import
 * statically, and each they import on demand where `onDemand` allows it. By href, with its code.
 */
export function scriptsOf(start: readonly string[], read: (href: string) => string, onDemand: (href: string) => boolean = () => true): Map<string, string> {
  const scripts = new Map<string, string>();
  const queue = [...start];
  for (let href = queue.pop(); href; href = queue.pop()) {
    if (scripts.has(href)) continue;
    const code = read(href);
    scripts.set(href, code);
    queue.push(...staticImports(code, href), ...dynamicImports(code, href).filter(onDemand));
  }
  return scripts;
}

/** A template page's group: the top-level folder of its path. */
export const templateGroup = (path: string) => path.split("/")[1];

/** Pages that share one purged copy of a stylesheet. */
export interface PageGroup {
  /** The purged copy is /assets/<name>-<hash>.css. */
  name: string;
  /** Each page's prerendered path and the id of the route that renders it. */
  pages: { path: string; route: string }[];
  /** Whether a chunk the pages' scripts import on demand counts (all of them unless told). */
  onDemand?: (href: string) => boolean;
  /** Classes the pages' code adds as its elements open (families of openedClasses), beyond runtimeClasses. */
  opened?: RegExp[];
}

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

// React Router's browser manifest: the module every page's script imports first, one statement
// assigning the JSON, its version the first 8 hex digits of the SHA-256 of {entry, routes} as JSON.
const manifestStart = "window.__reactRouterManifest=";
const manifestVersion = (manifest: BrowserManifest) =>
  createHash("sha256").update(JSON.stringify({ entry: manifest.entry, routes: manifest.routes })).digest("hex").slice(0, 8);

/** The manifest's path, as the home page's module script imports it first. */
function manifestHref(client: string): string {
  const html = readFileSync(join(client, "index.html"), "utf8");
  const script = moduleScriptOf(html, "index.html");
  const tree = script && parseScript(contentOf(script, html).text, "index.html");
  const first = tree?.statements[0];
  if (!first || !ts.isImportDeclaration(first) || first.importClause || !ts.isStringLiteral(first.moduleSpecifier)) {
    throw new Error("purge-stylesheets: index.html: the module script does not import React Router's manifest first");
  }
  return first.moduleSpecifier.text;
}

function readManifest(client: string): { file: string; manifest: BrowserManifest } {
  const href = manifestHref(client);
  const text = readFileSync(join(client, href), "utf8");
  const tree = parseScript(text, href);
  const [statement] = tree.statements;
  const assigned =
    tree.statements.length === 1 && ts.isExpressionStatement(statement) && ts.isBinaryExpression(statement.expression) && statement.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken
      ? statement.expression
      : undefined;
  if (!assigned || propertyPath(assigned.left)?.join(".") !== "window.__reactRouterManifest" || !ts.isObjectLiteralExpression(assigned.right)) {
    throw new Error(`purge-stylesheets: React Router's manifest no longer reads "${manifestStart}<JSON>;" (${href})`);
  }
  const manifest = JSON.parse(assigned.right.getText(tree)) as BrowserManifest;
  if (manifestVersion(manifest) !== manifest.version || manifest.url !== href) {
    throw new Error(`purge-stylesheets: React Router no longer names its manifest (${href}) by the SHA-256 of {entry, routes}`);
  }
  return { file: href.slice(1), manifest };
}

/** The stylesheets a page links (<link rel="stylesheet">), each with its element. */
const stylesheetLinks = (html: string) => elementsOf(html).filter((element) => element.tagName === "link" && attribute(element, "rel") === "stylesheet");

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

/** A prerendered page's file. */
const pageFile = (client: string, path: string) => join(client, path, "index.html");

/**
 * Purges, in a prerendered client build, the one stylesheet that the routes `routes` (their ids) all
 * link (`what` names it in errors), for each group of pages: its copy keeps the rules the group's
 * HTML and scripts can match. The copy takes the whole one's place in each list of stylesheets, so
 * the cascade keeps its order: in the pages' <link> tags, and in React Router's manifest for each
 * route whose pages are all in one group. A route whose pages are in several groups (one route
 * serving many pages, as the example previews' does) has the stylesheet taken out of its list in
 * the manifest, and each of its pages keeps the <link> to its group's copy, which React leaves be as
 * it hydrates the <head> (React 19 skips a tag there that it does not render, and leaves it). Every
 * page that links the stylesheet must be in a group, and only the routes given may list it.
 */
async function purgeStylesheet(client: string, what: string, routes: readonly string[], groups: readonly PageGroup[]): Promise<void> {
  const assets = join(client, folders.assets);
  const { file, manifest } = readManifest(client);
  for (const id of routes) if (!manifest.routes[id]) throw new Error(`purge-stylesheets: React Router's manifest has no route ${id}`);
  // A route's stylesheets are its own and its layout routes' (the root route's aside).
  const layers = (id: string) => {
    const found: ManifestRoute[] = [];
    for (let at: ManifestRoute | undefined = manifest.routes[id]; at && at.parentId; at = manifest.routes[at.parentId]) found.push(at);
    return found;
  };
  const css = routes.map((id) => layers(id).flatMap((route) => route.css ?? []));
  const common = css.reduce((common, list) => common.filter((href) => list.includes(href)), css[0] ?? []);
  if (common.length !== 1) {
    throw new Error(`purge-stylesheets: the routes of ${what} link ${common.length} stylesheets in common, want one (its own, in a chunk of its own)`);
  }
  const [theme] = common;
  /** The route that links the stylesheet for each of `routes`: itself, or a layout route around it. */
  const linkerOf = new Map(routes.map((id) => [id, layers(id).find((route) => route.css?.includes(theme))!.id]));
  const linkers = new Set(linkerOf.values());
  const others = Object.values(manifest.routes).filter((route) => !linkers.has(route.id) && route.css?.includes(theme));
  if (others.length > 0) throw new Error(`purge-stylesheets: ${others.map((route) => route.id).join(", ")} link ${what} too`);
  // Vite's list of what a chunk imported on demand loads (__vite__mapDeps) would name a file about to go.
  const loaders = readdirSync(assets).filter((name) => {
    if (!name.endsWith(".js")) return false;
    return stringLiterals(readFileSync(join(assets, name), "utf8"), name).includes(theme.slice(1));
  });
  if (loaders.length > 0) throw new Error(`purge-stylesheets: ${loaders.join(", ")} load ${what} on demand: keep it in a chunk of its own (vite.config.ts)`);
  const themeCss = readFileSync(join(client, theme), "utf8");

  // Every page linking the stylesheet is in exactly one group.
  const groupOf = new Map<string, PageGroup>();
  for (const group of groups) {
    for (const { path, route } of group.pages) {
      if (groupOf.has(path)) throw new Error(`purge-stylesheets: ${path} is in two groups of ${what}, ${groupOf.get(path)!.name} and ${group.name}`);
      if (!routes.includes(route)) throw new Error(`purge-stylesheets: ${path} is rendered by ${route}, not a route of ${what}`);
      groupOf.set(path, group);
    }
  }
  const read = (href: string) => readFileSync(join(client, href), "utf8");
  const purgedOf = new Map<PageGroup, string>();
  for (const group of groups) {
    const html = group.pages.map(({ path }) => {
      const text = readFileSync(pageFile(client, path), "utf8");
      if (!stylesheetLinks(text).some((link) => attribute(link, "href") === theme)) throw new Error(`purge-stylesheets: ${path} does not link ${theme}`);
      return text;
    });
    // Every script the pages may run: the client entry, their routes' modules and what those import.
    const start = [manifest.entry.module];
    for (const { route } of group.pages) {
      for (let at: ManifestRoute | undefined = manifest.routes[route]; at; at = at.parentId ? manifest.routes[at.parentId] : undefined) start.push(at.module);
    }
    const scripts = scriptsOf(start, read, group.onDemand);
    const [purged] = await new PurgeCSS().purge({
      css: [{ raw: themeCss }],
      content: [...html.map((raw) => ({ raw, extension: "html" })), ...[...scripts.values()].map((code) => ({ raw: code, extension: "js" }))],
      safelist: { standard: [...runtimeClasses.standard, ...(group.opened ?? [])] },
      dynamicAttributes: runtimeAttributes,
    });
    const href = `/${folders.assets}/${group.name}-${createHash("sha256").update(purged.css).digest("base64url").slice(0, 8)}.css`;
    writeFileSync(join(client, href), purged.css);
    purgedOf.set(group, href);
  }
  for (const id of routes) {
    const route = manifest.routes[id];
    const hrefs = new Set(groups.flatMap((group) => (group.pages.some((page) => page.route === id) ? [purgedOf.get(group)!] : [])));
    if (hrefs.size === 0) throw new Error(`purge-stylesheets: no page of ${id} is in a group of ${what}`);
    if (linkerOf.get(id) === id) {
      route.css = hrefs.size === 1 ? route.css!.map((href) => (href === theme ? [...hrefs][0] : href)) : route.css!.filter((href) => href !== theme);
    } else {
      // Linked by a layout route: the route links its group's copy ahead of its own, where the layout's <link> was.
      if (hrefs.size > 1) throw new Error(`purge-stylesheets: ${id} has pages in several groups of ${what} but links it through a layout route`);
      route.css = [...hrefs, ...(route.css ?? [])];
    }
  }
  for (const id of linkers) if (!routes.includes(id)) manifest.routes[id].css = manifest.routes[id].css!.filter((href) => href !== theme);
  rmSync(join(client, theme));

  // The manifest, renamed by its new content; every page loads it.
  const oldUrl = manifest.url;
  manifest.version = manifestVersion(manifest);
  manifest.url = `/${folders.assets}/manifest-${manifest.version}.js`;
  rmSync(join(client, file));
  writeFileSync(join(client, manifest.url), `${manifestStart}${JSON.stringify(manifest)};`);
  const hrefOf = new Map([...groupOf].map(([path, group]) => [pageFile(client, path), purgedOf.get(group)!]));
  for (const page of htmlFiles(client)) {
    const html = readFileSync(page, "utf8");
    const edits: Edit[] = [];
    const elements = elementsOf(html);
    for (const element of elements) {
      const linked = attribute(element, "href");
      if (linked === theme) {
        const href = hrefOf.get(page);
        if (!href || element.tagName !== "link" || attribute(element, "rel") !== "stylesheet") throw new Error(`purge-stylesheets: ${page} links ${what} but is in no group of its pages`);
        edits.push({ ...valueSpan(element, "href", html), text: href });
      } else if (linked === oldUrl) edits.push({ ...valueSpan(element, "href", html), text: manifest.url });
      if (element.tagName === "script" && attribute(element, "src") === undefined && attribute(element, "type") !== "application/json") {
        const code = contentOf(element, html);
        const tree = parseScript(code.text, page);
        const visit = (node: ts.Node) => {
          if (ts.isStringLiteral(node) && node.text === oldUrl) edits.push({ start: code.start + node.getStart(tree) + 1, end: code.start + node.getEnd() - 1, text: manifest.url });
          ts.forEachChild(node, visit);
        };
        visit(tree);
      }
    }
    writeFileSync(page, applyEdits(html, edits));
  }
}

/** The template pages' stylesheet (pages.scss) purged for each group of them: the routes' ids in `templateRoutes`. */
export async function purgeTemplateStylesheets(client: string, templateRoutes: string[]): Promise<void> {
  const { manifest } = readManifest(client);
  const groups = new Map<string, PageGroup>();
  for (const id of templateRoutes) {
    const path = manifest.routes[id]?.path;
    if (!path) throw new Error(`purge-stylesheets: React Router's manifest has no route ${id} with a path`);
    const name = templateGroup(path);
    if (!groups.has(name)) groups.set(name, { name, pages: [] });
    groups.get(name)!.pages.push({ path, route: id });
  }
  await purgeStylesheet(client, "the template pages' stylesheet", templateRoutes, [...groups.values()]);
}

/** An example as the showcase's stylesheet groups read it. */
interface ShowcaseExample {
  /** Its file under app/examples (the key of example-chunks.json). */
  file: string;
  /** The showcase page's route id. */
  page: string;
  /** Its preview page's path. */
  preview: string;
  /** The keys of openedClasses its files use (openersOf). */
  openers: readonly string[];
}

/**
 * The showcase's pages in their groups: each showcase page (route id and path in `pages`) with its
 * examples' preview pages (rendered by the route `previewRoute`), and the preview route's other pages
 * (`previewPages`, its not-found page) in one more. A group's scripts are the site's and its own
 * examples' chunks (`exampleChunks`: each example file's chunk) with what those import: of the
 * chunks holding examples, the showcase route loads on demand only those of the page shown.
 */
export function showcaseGroups(
  pages: readonly { route: string; path: string }[],
  examples: readonly ShowcaseExample[],
  exampleChunks: Readonly<Record<string, string>>,
  previewRoute: string,
  previewPages: readonly string[],
): PageGroup[] {
  const chunkOf = (file: string) => {
    if (!exampleChunks[file]) throw new Error(`purge-stylesheets: the build recorded no chunk for the example ${file}`);
    return exampleChunks[file];
  };
  const allExamples = new Set(examples.map((example) => chunkOf(example.file)));
  const groups = pages.map(({ route, path }): PageGroup => {
    const own = examples.filter((example) => example.page === route);
    const ownChunks = new Set(own.map((example) => chunkOf(example.file)));
    return {
      name: route,
      pages: [{ path, route }, ...own.map((example) => ({ path: example.preview, route: previewRoute }))],
      onDemand: (href) => !allExamples.has(href) || ownChunks.has(href),
      opened: [...new Set(own.flatMap((example) => example.openers))].flatMap((name) => openedClasses[name]),
    };
  });
  const orphans = examples.filter((example) => !pages.some((page) => page.route === example.page));
  if (orphans.length > 0) throw new Error(`purge-stylesheets: no showcase page for ${orphans.map((example) => example.file).join(", ")}`);
  if (previewPages.length > 0) {
    groups.push({ name: "preview", pages: previewPages.map((path) => ({ path, route: previewRoute })), onDemand: (href) => !allExamples.has(href) });
  }
  return groups;
}

/**
 * The showcase's stylesheet (showcase.scss) purged for each showcase page with its examples' previews
 * (showcaseGroups); `routes` are the showcase routes' and the preview route's ids.
 */
export async function purgeShowcaseStylesheet(client: string, routes: readonly string[], groups: readonly PageGroup[]): Promise<void> {
  await purgeStylesheet(client, "the showcase's stylesheet", routes, groups);
}

/**
 * The step: the template pages' stylesheet and the showcase's purged for each group of their pages
 * (the showcase's with each example's opened classes, from the files the registry publishes).
 */
export async function purgeStylesheets({ directory, client, routes }: Build): Promise<string> {
  const templateRoutes = routes.filter((route) => route.file.startsWith("routes/pages/")).map((route) => route.id);
  await purgeTemplateStylesheets(client, templateRoutes);
  const showcaseRoutes = routes.filter((route) => route.file === "routes/showcase.tsx");
  const previewRoute = routes.find((route) => route.file === "routes/preview.tsx");
  if (!previewRoute) throw new Error("purge-stylesheets: no route renders routes/preview.tsx");
  const examples = buildRegistry().examples.map(({ example, files }) => ({
    file: example.file,
    page: example.page,
    preview: previewPath(example),
    openers: files.flatMap(openersOf),
  }));
  const groups = showcaseGroups(
    showcaseRoutes.map((route) => ({ route: route.id, path: paths[route.id as keyof typeof paths] })),
    examples,
    readExampleChunks(directory),
    previewRoute.id,
    notFoundPaths.filter((path) => path.startsWith("/preview/")),
  );
  await purgeShowcaseStylesheet(client, [...showcaseRoutes.map((route) => route.id), previewRoute.id], groups);
  return `${templateRoutes.length} template routes, ${groups.length} showcase groups`;
}
