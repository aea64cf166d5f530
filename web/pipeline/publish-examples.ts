// Publishes every showcase example in the forms a user takes away (README "Add an example"):
//   /r/registry.json     the shadcn registry index: every example, every kit part, the theme;
//   /r/<name>.json       one shadcn registry item each, installed by `npx shadcn add <url>`: the
//                        example in its Scope with its own stylesheet (docs/architecture.md,
//                        "Published examples");
//   /source/<file>       the example as installed, for the Code tab;
//   /kit/ukguide.css     the whole theme, scoped, for a <link> (the HTML snippets, snippets.ts).
//
// Why a generator of our own rather than `shadcn build`: that command copies the files a
// registry.json names as they are. Ours must also be found (every file an example imports, through
// the kit), rewritten (the site's `~/` alias into relative imports, a `.published.tsx` twin in place
// of a file that needs the site's router, the Scope around the example, "use client"), styled (each
// example's stylesheet, purged against its prerendered preview) and described (npm dependencies
// with the versions package.json pins), so it writes the items itself, in the registry-item schema
// (https://ui.shadcn.com/schema/registry-item.json).
//
// Every item is "universal" (type registry:item, files of type registry:file with a target), the
// kind shadcn installs into any React app with no components.json. shadcn resolves
// registryDependencies only as absolute URLs; they are written on the build's site address
// (UKGUIDE_SITE_URL), which the registry index names as its `homepage`; the binary's -site-url
// rewrites them once at start (internal/server/registry.go).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, extname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import postcss from "postcss";
import valueParser from "postcss-value-parser";
import { compile } from "sass";
import ts from "typescript";
import type { Plugin } from "vite";
import { pages } from "../app/content/pages";
import { previewPath } from "../app/paths";
import { installNotes } from "../app/content/install-notes";
import type { ExampleMeta } from "../app/catalogue/exampleMeta";
import { catalogue, kebabCase } from "../examples-catalogue";
import { folders, registryIndex as registryIndexFile } from "./build-folder";
import { applyEdits, type Edit } from "./edits";
import { PurgeCSS } from "purgecss";
import { openedClasses, openersOf, runtimeAttributes, runtimeClasses } from "./opened-classes";
import { loadPaths, sassOptions } from "../sass-options";
import { scopeCss, scopeReset, splitBase } from "./scope-styles";
import { siteUrl } from "../site-url";
import type { RegistryFile, RegistryItem } from "../registry-item";
export type { RegistryItem } from "../registry-item";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

// The site's folder (web/), above this one: import.meta.dirname where the loader gives it (Vite, Vitest, Node), else from the module URL.
export const web = join(import.meta.dirname ?? dirname(fileURLToPath(import.meta.url)), "..");
export const appDir = join(web, "app");
const examplesDir = join(appDir, "examples");
/** The folders of app/ a published file may come from; each is installed under src/ukguide/<folder>/. */
const kitFolders = ["components", "lib", "content"];
/** Where installed files go in the user's project. */
const installRoot = "src/ukguide";
/** The site-only modules no published file may import: what it names does not exist in a user's app. */
const siteOnly = [/^react-router(\/|$)/];
/**
 * Packages imported by name from their root only: react-bootstrap's per-component paths
 * (`react-bootstrap/Button`) are folders, which the prerender, running in Node, cannot import.
 */
const rootOnlyPackages = new Set(["react-bootstrap"]);
/** Provided by the user's app, never installed by an item. */
const peerPackages = new Set(["react", "react-dom"]);
/** Build-time constants of the site's Vite config, undefined in a user's app. */
const siteDefines = /^__(BUILD_TIME|SITE_URL|EXAMPLE_COUNTS)__$/;

const packageJson = JSON.parse(readFileSync(join(web, "package.json"), "utf8")) as { dependencies: Record<string, string> };

/** One file as published: where it comes from, where it is installed, and what it says. */
export interface PublishedFile {
  /** The source file (absolute). */
  source: string;
  /** Its path in the registry (relative to app/), also its name under /source/. */
  path: string;
  target: string;
  content: string;
  /** Kit files it imports (absolute source paths). */
  imports: string[];
  /** npm packages it imports, as name@version. */
  dependencies: string[];
  /**
   * Stylesheets of npm packages it imports ("nouislider/dist/nouislider.css"): left out of the file,
   * they join the stylesheet of each example that uses it, scoped, so that they apply only there and
   * after the theme, as on the site.
   */
  stylesheets: string[];
}

/** The npm package a bare specifier names: `react-icons/md` → react-icons, `@a/b/c.css` → @a/b. */
export function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** The file a local specifier names, trying the extensions the app uses. */
function resolveLocal(specifier: string, from: string): string {
  const base = specifier.startsWith("~/") ? join(appDir, specifier.slice(2)) : resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, join(base, "index.tsx"), join(base, "index.ts")]) {
    if (existsSync(candidate) && extname(candidate)) return candidate;
  }
  throw new Error(`${relative(web, from)}: cannot resolve "${specifier}"`);
}

/** Where a source file is installed: examples flat under examples/, kit files as they sit under app/. */
export function installTarget(source: string): string {
  if (source.startsWith(examplesDir + sep)) return `${installRoot}/examples/${basename(source)}`;
  const path = relative(appDir, source).split(sep).join("/");
  if (!kitFolders.includes(path.split("/")[0])) {
    throw new Error(`${path} is imported by an example but lives outside app/{${kitFolders.join(",")}}: it cannot be published`);
  }
  return `${installRoot}/${path}`;
}

/** A relative module specifier from one installed file to another, without the script extension. */
function specifierBetween(fromTarget: string, toTarget: string): string {
  let path = relative(dirname(fromTarget), toTarget).split(sep).join("/");
  if (!path.startsWith(".")) path = `./${path}`;
  return path.replace(/\.tsx?$/, "");
}

/** A file whose site version needs something a user's app lacks has a `.published` twin beside it. */
function publishedSource(source: string): string {
  const twin = source.replace(/(\.tsx?)$/, ".published$1");
  return twin !== source && existsSync(twin) ? twin : source;
}

/** Where published stylesheets go, under app/ in the registry and under src/ukguide/ when installed. */
export const stylesFolder = "styles";
/** The stylesheet every example shares (custom properties, element defaults, fonts), imported by the Scope. */
export const baseStylesheet = `${stylesFolder}/base.css`;
/** The element an installed example renders around itself (scope-styles.ts). */
const scopeSource = join(appDir, "components", "Scope.tsx");
/** react-bootstrap's overlays, which render into document.body unless given a container: the kit's open in the scope's layer. */
const portalled = new Map([
  ["Modal", "dialogs"],
  ["Offcanvas", "dialogs"],
  ["OverlayTrigger", "overlays"],
  ["Overlay", "overlays"],
]);
/** The kit's modules that open them (dialogs, overlays): their names, and their files. */
const overlayModules = new Set(portalled.values());
const scopedOverlaySources = new Set([...overlayModules].map((name) => join(appDir, "components", `${name}.tsx`)));

/** Whether a file must run in the browser: it uses hooks, context, refs, event handlers, portals or react-bootstrap. */
export function needsClient(source: ts.SourceFile): boolean {
  let client = false;
  const visit = (node: ts.Node) => {
    if (client) return;
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && /^react-(bootstrap|dom)$/.test(node.moduleSpecifier.text)) client = true;
    else if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
      if (ts.isIdentifier(callee) && /^(use[A-Z0-9]\w*|use|createContext)$/.test(callee.text)) client = true;
    } else if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && /^(on[A-Z]\w*|ref)$/.test(node.name.text)) client = true;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return client;
}

/** The module specifiers of a file's imports and re-exports, with where each string literal sits. */
function moduleSpecifiers(source: ts.SourceFile): ts.StringLiteral[] {
  const found: ts.StringLiteral[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The names a file's code uses (its identifiers). */
function identifiers(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Reads, checks and rewrites one file for publishing. */
export function publishFile(source: string): PublishedFile {
  const text = readFileSync(publishedSource(source), "utf8");
  const where = relative(web, source);
  const tree = ts.createSourceFile(where, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const define = identifiers(tree).find((name) => siteDefines.test(name));
  if (define) throw new Error(`${where} uses a build-time constant of the site (${define})`);
  const local = new Map<string, string>();
  const dependencies = new Set<string>();
  const localSpecifiers: [ts.StringLiteral, string][] = [];
  const stylesheets: string[] = [];
  const edits: Edit[] = [];
  for (const literal of moduleSpecifiers(tree)) {
    const specifier = literal.text;
    if (siteOnly.some((pattern) => pattern.test(specifier))) {
      throw new Error(`${where} imports "${specifier}", which exists only on the site: give it a .published twin or drop the import`);
    }
    if (specifier.startsWith("~/") || specifier.startsWith(".")) {
      const file = resolveLocal(specifier, source);
      if (/\.s?css$/.test(file)) {
        throw new Error(`${where} imports the stylesheet "${specifier}": kit styles belong in the theme (a partial of app/styles/examples/, imported by app/styles/showcase.scss)`);
      }
      local.set(specifier, file);
      localSpecifiers.push([literal, file]);
      continue;
    }
    const name = packageName(specifier);
    if (/\.css$/.test(specifier) && ts.isImportDeclaration(literal.parent) && !literal.parent.importClause) {
      stylesheets.push(specifier);
      edits.push({ start: literal.parent.getFullStart(), end: literal.parent.getEnd(), text: "" });
      continue;
    }
    if (rootOnlyPackages.has(name) && specifier !== name) {
      throw new Error(`${where} imports "${specifier}": import it by name from "${name}" (import { … } from "${name}"), which the prerender can load`);
    }
    if (peerPackages.has(name)) continue;
    const version = packageJson.dependencies[name];
    if (!version) throw new Error(`${where} imports "${specifier}", which is not a dependency in package.json`);
    dependencies.add(`${name}@${version}`);
  }
  for (const statement of scopedOverlaySources.has(source) ? [] : tree.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== "react-bootstrap") continue;
    const named = statement.importClause?.namedBindings;
    const overlays = named && ts.isNamedImports(named) ? named.elements.filter((element) => portalled.has((element.propertyName ?? element.name).text)) : [];
    if (overlays.length > 0) {
      const names = overlays.map((element) => (element.propertyName ?? element.name).text);
      const from = [...new Set(names.map((name) => `"~/components/${portalled.get(name)}"`))].join(" and ");
      throw new Error(`${where} imports ${names.join(", ")} from react-bootstrap: import ${names.length > 1 ? "them" : "it"} from ${from}, which opens ${names.length > 1 ? "them" : "it"} inside the example's scope`);
    }
  }

  // Each local import, relative to where the two files are installed.
  const target = installTarget(source);
  edits.push(...localSpecifiers.map(([literal, file]) => ({ start: literal.getStart(tree) + 1, end: literal.getEnd() - 1, text: specifierBetween(target, installTarget(file)) })));
  const client = needsClient(tree);
  const head = client ? '"use client";\n\n' : "";
  if (source.startsWith(examplesDir + sep)) {
    // The example renders itself inside its Scope, which brings the styles every example shares; its own follow.
    const main = tree.statements.find(
      (statement): statement is ts.FunctionDeclaration =>
        ts.isFunctionDeclaration(statement) && !!statement.name && (ts.getCombinedModifierFlags(statement) & ts.ModifierFlags.ExportDefault) === ts.ModifierFlags.ExportDefault,
    );
    if (!main?.name || main.parameters.length > 0) throw new Error(`${where}: an example default-exports a function without parameters (export default function Name() { … })`);
    const name = main.name.text;
    const id = kebabCase(basename(source, ".tsx"));
    const functionKeyword = main.getChildren(tree).find((child) => child.kind === ts.SyntaxKind.FunctionKeyword)!;
    edits.push({ start: main.getStart(tree), end: functionKeyword.getStart(tree), text: "" });
    const lastImport = [...tree.statements].reverse().find(ts.isImportDeclaration);
    const scopeImport = `import { Scope } from "${specifierBetween(target, installTarget(scopeSource))}";\nimport "${specifierBetween(target, `${installRoot}/${stylesFolder}/${id}.css`)}";\n`;
    edits.push({ start: lastImport ? lastImport.getEnd() + 1 : 0, end: lastImport ? lastImport.getEnd() + 1 : 0, text: scopeImport });
    edits.push({
      start: text.length,
      end: text.length,
      text: `\n/** ${name} as installed: inside its Scope, where its styles apply and nowhere else. */\nexport default function Scoped${name}() {\n  return (\n    <Scope name="${id}">\n      <${name} />\n    </Scope>\n  );\n}\n`,
    });
    local.set("Scope", scopeSource);
  } else if (source === scopeSource) {
    edits.push({ start: 0, end: 0, text: `import "${specifierBetween(target, `${installRoot}/${baseStylesheet}`)}";\n` });
  }
  const content = head + applyEdits(text, edits);
  const path = relative(appDir, source).split(sep).join("/");
  return { source, path, target, content, imports: [...new Set(local.values())], dependencies: [...dependencies].sort(), stylesheets };
}

/** The registry name of a kit file: `components/Button.tsx` → kit-button, `lib/numbers.ts` → kit-lib-numbers. */
export function partName(path: string): string {
  const words = path.replace(/^components\//, "").replace(/\.(tsx?|s?css)$/, "").replace(/\.published$/, "");
  return `kit-${words.replace(/([a-z0-9])([A-Z])/g, "$1-$2").replace(/[/_.]+/g, "-").toLowerCase()}`;
}

/**
 * How an example's static markup (meta.html, written by snippets.ts) behaves without
 * React. Where React's widget has Bootstrap's counterpart, the HTML carries the data-bs-* attributes
 * Bootstrap's own script reads (html-snippets.ts) and needs /kit/ukguide.js (meta.htmlScript):
 * react-bootstrap's modals, offcanvases, dropdowns, tooltips and popovers, navbar togglers,
 * accordions, tabs, carousels and toasts, dismissible alerts, and the kit's tab pills. There is no
 * HTML where a widget only React drives: a controlled Overlay, the kit's sliders, pickers, typed
 * text, flip card and carousel. Everything else (forms, inputs, counters, pagination, native toggle
 * buttons) is markup that works as it is, though it no longer counts or validates.
 */
const bootstrapBehaviours = new Set([
  "Accordion", "Carousel", "Collapse", "Dropdown", "DropdownButton", "SplitButton", "Modal", "NavDropdown", "Offcanvas",
  "OverlayTrigger", "Tab", "Tabs", "TabContainer", "Toast",
]);
const reactOnlyBootstrap = new Set(["Overlay"]);
const scriptedKit = new Set(["Slider", "SelectPicker", "DatePicker", "TypedText", "RotatingCard", "Carousel"].map((name) => `components/${name}.tsx`));
/** Kit widgets whose markup is Bootstrap's (tabs), made to behave as Bootstrap's. */
const bootstrapKit = new Set(["NavPills"].map((name) => `components/${name}.tsx`));

/** The react-bootstrap components a published file imports, from the package or through the kit's dialogs.tsx and overlays.tsx. */
function bootstrapComponents(file: PublishedFile): string[] {
  if (scopedOverlaySources.has(file.source)) return [];
  const tree = ts.createSourceFile(file.path, file.content, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  return tree.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return [];
    const from = statement.moduleSpecifier.text;
    const segments = from.split("/");
    const overlays = segments.length > 1 && overlayModules.has(segments.at(-1)!) && file.imports.some((source) => scopedOverlaySources.has(source));
    const named = statement.importClause?.namedBindings;
    if ((from !== "react-bootstrap" && !overlays) || !named || !ts.isNamedImports(named)) return [];
    return named.elements.map((element) => (element.propertyName ?? element.name).text);
  });
}

/** Whether an example needs React for its behaviour: it has no HTML form. */
export function needsReact(files: readonly PublishedFile[]): boolean {
  return files.some((file) => scriptedKit.has(file.path) || bootstrapComponents(file).some((name) => reactOnlyBootstrap.has(name)));
}

/** Whether an example's HTML needs Bootstrap's script (/kit/ukguide.js) for its behaviour. */
export function needsBootstrapScript(files: readonly PublishedFile[]): boolean {
  return files.some(
    (file) =>
      bootstrapKit.has(file.path) ||
      (file.path.startsWith("examples/") && /\bdismissible\b/.test(file.content)) ||
      bootstrapComponents(file).some((name) => bootstrapBehaviours.has(name) || (name === "Navbar" && /\bNavbar\.Toggle\b/.test(file.content))),
  );
}

const itemSchema = "https://ui.shadcn.com/schema/registry-item.json";
export const themeName = "theme";
/** Written beside the client build: each example file's chunk (see writeBundle). */
const exampleChunksFile = "example-chunks.json";
/** Each example file's chunk (its path under app/examples → the chunk's path under the site's root), as the bundle recorded it. */
export const readExampleChunks = (buildDirectory: string) => JSON.parse(readFileSync(join(buildDirectory, exampleChunksFile), "utf8")) as Record<string, string>;
/** The registry index as writeRegistry wrote it into the client build. */
export const readRegistryIndex = (client: string) => JSON.parse(readFileSync(join(client, registryIndexFile), "utf8")) as { items: RegistryItem[] };
const themeTarget = `${installRoot}/ukguide.css`;
/** The theme's fonts, referenced by package path in its stylesheet (app/styles/kit.scss). */
const themePackages = ["@fontsource-variable/roboto", "@fontsource/roboto-slab"];

/** Everything the registry publishes, derived from the example files. */
export interface Registry {
  homepage: string;
  examples: { example: ExampleMeta; item: RegistryItem; files: PublishedFile[] }[];
  parts: RegistryItem[];
  theme: RegistryItem;
}

/** The published stylesheets, scoped (scope-styles.ts): the whole theme, what every example shares, and each example's own by id. */
export interface RegistryStyles {
  theme: string;
  base: string;
  examples: ReadonlyMap<string, string>;
}
const noStyles: RegistryStyles = { theme: "", base: "", examples: new Map() };

/** What the shadcn CLI prints after installing an example: its Code tab's notes. */
const installDocs = `${installNotes.styles} ${installNotes.darkMode}`;

export function buildRegistry(list: readonly ExampleMeta[] = catalogue(), homepage = siteUrl(), styles: RegistryStyles = noStyles): Registry {
  const url = (name: string) => `${homepage}/r/${name}.json`;
  const published = new Map<string, PublishedFile>();
  const publish = (source: string): PublishedFile => {
    let file = published.get(source);
    if (!file) {
      file = publishFile(source);
      published.set(source, file);
    }
    return file;
  };
  /** A file and everything it imports, each once, depth first. */
  const closure = (source: string, seen = new Map<string, PublishedFile>()): PublishedFile[] => {
    if (!seen.has(source)) {
      const file = publish(source);
      seen.set(source, file);
      for (const next of file.imports) closure(next, seen);
    }
    return [...seen.values()];
  };
  const stylesheet = (path: string, content: string): RegistryFile => ({ path, type: "registry:file", target: `${installRoot}/${path}`, content });
  const fileItem = (file: PublishedFile, name: string, title: string, description: string): RegistryItem => ({
    $schema: itemSchema,
    name,
    type: "registry:item",
    title,
    description,
    ...(file.dependencies.length > 0 && { dependencies: file.dependencies }),
    ...(file.imports.length > 0 && { registryDependencies: file.imports.map((source) => url(partName(publish(source).path))) }),
    files: [{ path: file.path, type: "registry:file", target: file.target, content: file.content }],
  });

  const targets = new Map<string, string>();
  const exampleItems = list.map((example) => {
    const source = join(examplesDir, example.file);
    const files = closure(source);
    const main = files[0];
    const clash = targets.get(main.target);
    if (clash) throw new Error(`${example.file} and ${clash} would both be installed at ${main.target}: rename one`);
    targets.set(main.target, example.file);
    const item = fileItem(main, example.id, example.title, `${example.title}, an example of ${pages[example.page].title} from the ukguide catalogue.`);
    item.files.push(stylesheet(`${stylesFolder}/${example.id}.css`, styles.examples.get(example.id) ?? ""));
    item.docs = installDocs;
    // The npm packages the example brings with everything it imports, as its Code tab lists them.
    const dependencies = [...new Set(files.flatMap((file) => file.dependencies))].sort();
    if (dependencies.length > 0) item.dependencies = dependencies;
    const html = !example.scripted && !needsReact(files);
    item.meta = { group: example.group, page: example.page, preview: previewPath(example), html, htmlScript: html && needsBootstrapScript(files), source: `/${folders.source}/${example.file}` };
    // Everything the install writes, as its Code tab lists it: the example, its stylesheet, the kit files and the shared styles.
    item.meta.installs = [main.target, item.files[1].target, ...files.slice(1).map((file) => file.target), `${installRoot}/${baseStylesheet}`];
    return { example, item, files };
  });
  const fontDependencies = themePackages.map((name) => `${name}@${packageJson.dependencies[name]}`);
  const parts = [...published.values()]
    .filter((file) => !file.source.startsWith(examplesDir + sep))
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((file) => {
      const part = fileItem(file, partName(file.path), file.path, `${file.path} of the ukguide kit, used by its examples.`);
      // The Scope brings what every example's styles build on, and the fonts it names.
      if (file.source === scopeSource) {
        part.files.push(stylesheet(baseStylesheet, styles.base));
        part.dependencies = [...new Set([...(part.dependencies ?? []), ...fontDependencies])].sort();
      }
      return part;
    });
  const theme: RegistryItem = {
    $schema: itemSchema,
    name: themeName,
    type: "registry:item",
    title: "ukguide theme",
    description: "Every style of the catalogue in one file (Bootstrap 5.3 in the Material Kit look, light and dark modes, the Roboto fonts), applying inside elements of class ukg only.",
    dependencies: fontDependencies,
    files: [{ path: "ukguide.css", type: "registry:file", target: themeTarget, content: styles.theme }],
  };
  return { homepage, examples: exampleItems, parts, theme };
}

/** The theme stylesheet (app/styles/kit.scss), compiled, unscoped. */
export function compileTheme(): string {
  return compile(join(appDir, "styles", "kit.scss"), { ...sassOptions, loadPaths }).css + "\n";
}

/** A stylesheet scoped for publishing, after the reset that keeps a host's element styles out of the scope. */
export const publishedCss = (css: string) => `${scopeReset}${scopeCss(css)}`;

/**
 * react-bootstrap writes a variant's class from its prefix (`<Button variant="dark">` → btn-dark), so
 * a closed modal's button is in no markup and its code names only `dark`: the words given to a
 * variant prop (`variant`, `bg`, `text`, `border`, `closeVariant`) also count with each prefix.
 */
const variantPrefixes = ["btn", "btn-outline", "alert", "bg", "text-bg", "text", "border", "list-group-item", "table", "link"];
const variantProp = /\b(?:variant|closeVariant|bg|text|border)=(?:"([\w-]+)"|\{([^}]{0,120})\})/g;
export function wordsWithVariants(code: string): string[] {
  const words = code.match(/[A-Za-z0-9_-]+/g) ?? [];
  const variants = [...code.matchAll(variantProp)].flatMap(([, plain, expression]) => (plain ? [plain] : [...(expression ?? "").matchAll(/["'`]([\w-]+)["'`]/g)].map((match) => match[1])));
  return [...words, ...variants.flatMap((word) => variantPrefixes.map((prefix) => `${prefix}-${word}`))];
}

/**
 * An example's own stylesheet: the theme's rules (beyond the base every example shares) that its
 * prerendered preview, its published files and the overlays and widgets it opens can use, purged
 * by PurgeCSS, then scoped.
 */
export async function exampleCss(id: string, rest: string, previewHtml: string, files: readonly PublishedFile[]): Promise<string> {
  const families = files.flatMap(openersOf).flatMap((name) => openedClasses[name]);
  const vendor = [...new Set(files.flatMap((file) => file.stylesheets))].map((specifier) => readFileSync(require.resolve(specifier), "utf8"));
  const [purged] = await new PurgeCSS().purge({
    css: [{ raw: [rest, ...vendor].join("\n") }],
    content: [{ raw: previewHtml, extension: "html" }, ...files.map((file) => ({ raw: file.content, extension: "tsx" }))],
    safelist: { standard: [...runtimeClasses.standard, ...families] },
    dynamicAttributes: runtimeAttributes,
    extractors: [{ extractor: wordsWithVariants, extensions: ["tsx"] }],
    keyframes: true,
  });
  return scopeCss(purged.css, id);
}

/**
 * Writes the registry into a prerendered client build (React Router's buildEnd): each example's
 * stylesheet needs its preview page's markup. /r/<id>.json for every example, kit part and the
 * theme, and /r/registry.json.
 */
export async function writeRegistry(client: string): Promise<void> {
  const list = catalogue();
  const unstyled = buildRegistry(list);
  const theme = compileTheme();
  const { base, rest } = splitBase(theme);
  const examples = new Map<string, string>();
  for (const { example, files } of unstyled.examples) {
    const page = join(client, previewPath(example).slice(1), "index.html");
    examples.set(example.id, await exampleCss(example.id, rest, readFileSync(page, "utf8"), files));
  }
  const registry = buildRegistry(list, siteUrl(), { theme: publishedCss(theme), base: publishedCss(base), examples });
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  mkdirSync(join(client, folders.registry), { recursive: true });
  for (const item of [...registry.examples.map(({ item }) => item), ...registry.parts, registry.theme]) {
    writeFileSync(join(client, folders.registry, `${item.name}.json`), json(item));
  }
  writeFileSync(join(client, registryIndexFile), json(registryIndex(registry)));
}

/** The registry index: every item without file contents. */
export function registryIndex(registry: Registry) {
  const strip = ({ $schema: _schema, ...item }: RegistryItem): RegistryItem => ({
    ...item,
    files: item.files.map(({ content: _content, ...file }) => file),
  });
  return {
    $schema: "https://ui.shadcn.com/schema/registry.json",
    name: "ukguide",
    homepage: registry.homepage,
    items: [...registry.examples.map(({ item }) => item), ...registry.parts, registry.theme].map(strip),
  };
}

/**
 * The theme with each `url()` of a @fontsource package named by the file the build emitted for it
 * (`emitted`: a font's file name → its path under the client build), relative to /kit/.
 */
export function withEmittedFonts(css: string, emitted: ReadonlyMap<string, string>): string {
  const root = postcss.parse(css);
  root.walkDecls((decl) => {
    if (!decl.value.includes("url(")) return;
    const value = valueParser(decl.value);
    let changed = false;
    value.walk((node) => {
      if (node.type !== "function" || node.value.toLowerCase() !== "url" || !node.nodes[0]) return;
      const target = node.nodes[0];
      if (!target.value.startsWith("@fontsource")) return;
      const file = emitted.get(basename(target.value));
      if (!file) throw new Error(`publish-examples: the build emitted no ${basename(target.value)} for /kit/ukguide.css`);
      target.value = `../${file}`;
      changed = true;
    });
    if (changed) decl.value = value.toString();
  });
  return root.toString();
}

/**
 * The Vite plugin: emits the registry, the sources and the theme with the client build. The theme's
 * fonts are named by package path (resolved by the user's bundler); /kit/ukguide.css, linked as it
 * is, names the files this build emitted for the same fonts instead.
 */
export function publishExamples(): Plugin {
  let themeCss = "";
  return {
    name: "ukguide:publish-examples",
    apply: "build",
    generateBundle() {
      if (this.environment.name !== "client") return;
      // The registry's items wait for the prerender (writeRegistry): each example's stylesheet reads its preview.
      for (const { item, files } of buildRegistry().examples) this.emitFile({ type: "asset", fileName: item.meta!.source.slice(1), source: files[0].content });
      themeCss = publishedCss(compileTheme());
    },
    // Written once the bundle is (Vite drops a stylesheet emitted as an asset by generateBundle).
    writeBundle(options, bundle) {
      if (this.environment.name !== "client") return;
      // Each example's chunk, for the steps after the prerender (beside build/client).
      const chunks: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        for (const id of output.moduleIds) {
          if (id.startsWith(examplesDir + sep)) chunks[relative(examplesDir, id).split(sep).join("/")] = `/${output.fileName}`;
        }
      }
      writeFileSync(join(options.dir!, "..", exampleChunksFile), `${JSON.stringify(chunks, null, 2)}\n`);
      const emitted = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== "asset") continue;
        for (const original of output.originalFileNames ?? []) emitted.set(basename(original), output.fileName);
      }
      mkdirSync(join(options.dir!, folders.kit), { recursive: true });
      writeFileSync(join(options.dir!, folders.kit, "ukguide.css"), withEmittedFonts(themeCss, emitted));
    },
  };
}
