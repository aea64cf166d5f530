// Publishes every showcase example in the forms a user takes away (README "Add an example"):
//   /r/registry.json     the shadcn registry index: every example, every kit part, the theme;
//   /r/<name>.json       one shadcn registry item each, installed by `npx shadcn add <url>`;
//   /source/<file>       the example as installed, for the Code tab;
//   /kit/ukguide.css     the compiled theme, for a <link> (the HTML snippets, written by postbuild.mjs).
//
// Why a generator of our own rather than `shadcn build`: that command copies the files a
// registry.json names as they are. Ours must also be found (every file an example imports, through
// the kit), rewritten (the site's `~/` alias into relative imports, a `.published.tsx` twin in place
// of a file that needs the site's router) and described
// (npm dependencies with the versions package.json pins), so it writes the items itself, in the
// registry-item schema (https://ui.shadcn.com/schema/registry-item.json).
//
// Every item is "universal" (type registry:item, files of type registry:file with a target), the
// kind shadcn installs into any React app with no components.json. shadcn resolves
// registryDependencies only as absolute URLs; they are written on the build's site address
// (UKGUIDE_SITE_URL), which the registry index names as its `homepage`, and the server answers with
// its own origin in its place (internal/server/registry.go).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, extname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { compile } from "sass";
import ts from "typescript";
import type { Plugin } from "vite";
import { pages } from "./app/content/pages";
import { previewPath } from "./app/paths";
import type { ExampleMeta } from "./app/showcase/registry";
import { catalogue } from "./examples-catalogue";
import { loadPaths, sassOptions } from "./sass-options";
import { siteUrl } from "./site-url.mjs";

// import.meta.dirname where the loader gives it (Vite, Vitest, Node), else from the module URL.
const web = import.meta.dirname ?? dirname(fileURLToPath(import.meta.url));
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
const siteDefines = /\b__(BUILD_TIME|SITE_URL|EXAMPLE_COUNTS)__\b/;

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

/** Reads, checks and rewrites one file for publishing. */
export function publishFile(source: string): PublishedFile {
  let content = readFileSync(publishedSource(source), "utf8");
  const where = relative(web, source);
  if (siteDefines.test(content)) throw new Error(`${where} uses a build-time constant of the site (${siteDefines.exec(content)?.[0]})`);
  const local = new Map<string, string>();
  const dependencies = new Set<string>();
  for (const { fileName: specifier } of ts.preProcessFile(content, true, true).importedFiles) {
    if (siteOnly.some((pattern) => pattern.test(specifier))) {
      throw new Error(`${where} imports "${specifier}", which exists only on the site: give it a .published twin or drop the import`);
    }
    if (specifier.startsWith("~/") || specifier.startsWith(".")) {
      const file = resolveLocal(specifier, source);
      if (/\.s?css$/.test(file)) {
        throw new Error(`${where} imports the stylesheet "${specifier}": kit styles belong in the theme (a partial of app/styles/kit/, imported by app/styles/showcase.scss)`);
      }
      local.set(specifier, file);
      continue;
    }
    const name = packageName(specifier);
    if (rootOnlyPackages.has(name) && specifier !== name) {
      throw new Error(`${where} imports "${specifier}": import it by name from "${name}" (import { … } from "${name}"), which the prerender can load`);
    }
    if (peerPackages.has(name)) continue;
    const version = packageJson.dependencies[name];
    if (!version) throw new Error(`${where} imports "${specifier}", which is not a dependency in package.json`);
    dependencies.add(`${name}@${version}`);
  }
  const target = installTarget(source);
  const path = relative(appDir, source).split(sep).join("/");
  const replacements = new Map([...local].map(([specifier, file]) => [specifier, specifierBetween(target, installTarget(file))]));
  content = content.replace(/(from\s+|import\s+|import\()(["'])([^"']+)\2/g, (whole, lead: string, quote: string, specifier: string) =>
    replacements.has(specifier) ? `${lead}${quote}${replacements.get(specifier)}${quote}` : whole,
  );
  return { source, path, target, content, imports: [...local.values()], dependencies: [...dependencies].sort() };
}

/** The registry name of a kit file: `components/Button.tsx` → kit-button, `lib/numbers.ts` → kit-lib-numbers. */
export function partName(path: string): string {
  const words = path.replace(/^components\//, "").replace(/\.(tsx?|s?css)$/, "").replace(/\.published$/, "");
  return `kit-${words.replace(/([a-z0-9])([A-Z])/g, "$1-$2").replace(/[/_.]+/g, "-").toLowerCase()}`;
}

/**
 * Whether an example's static markup is whole without React: false when it uses a widget whose
 * markup or behaviour is made by script (react-bootstrap's overlays, collapses, carousels and tabs;
 * the kit's sliders, pickers, typed text, flip card, tab pills and toasts) or a close button.
 * Everything else (forms, inputs, counters, pagination, native toggle buttons) is markup that works
 * as it is, though it no longer counts or validates.
 */
const scriptedBootstrap = /\b(Accordion|Carousel|Modal|Dropdown|DropdownButton|SplitButton|Tabs|Tab|TabContainer|OverlayTrigger|Overlay|Toast|Collapse|Offcanvas|Navbar)\b/;
const scriptedKit = new Set(
  ["Slider", "SelectPicker", "DatePicker", "NavPills", "TypedText", "RotatingCard", "Carousel", "FaqAccordion", "Toast"].map(
    (name) => `components/${name}.tsx`,
  ),
);
export function needsReact(files: readonly PublishedFile[]): boolean {
  return files.some((file) => {
    if (scriptedKit.has(file.path)) return true;
    if (file.path.startsWith("examples/") && /\bdismissible\b/.test(file.content)) return true;
    const bootstrap = /import\s*\{([^}]*)\}\s*from\s*["']react-bootstrap["']/.exec(file.content);
    return bootstrap !== null && scriptedBootstrap.test(bootstrap[1]);
  });
}

interface RegistryFile {
  path: string;
  type: "registry:file";
  target: string;
  content?: string;
}
export interface RegistryItem {
  $schema?: string;
  name: string;
  type: "registry:item";
  title: string;
  description: string;
  dependencies?: string[];
  registryDependencies?: string[];
  files: RegistryFile[];
  meta?: { group: string; page: string; preview: string; html: boolean; source: string };
}

const itemSchema = "https://ui.shadcn.com/schema/registry-item.json";
export const themeName = "theme";
/** Written beside the client build: each example file's chunk (see writeBundle). */
export const exampleChunksFile = "example-chunks.json";
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

export function buildRegistry(list: readonly ExampleMeta[] = catalogue(), homepage = siteUrl(), themeCss = compileTheme()): Registry {
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
  const fileItem = (file: PublishedFile, name: string, title: string, description: string, withContent = true): RegistryItem => ({
    $schema: itemSchema,
    name,
    type: "registry:item",
    title,
    description,
    ...(file.dependencies.length > 0 && { dependencies: file.dependencies }),
    registryDependencies: [url(themeName), ...file.imports.map((source) => url(partName(publish(source).path)))],
    files: [{ path: file.path, type: "registry:file", target: file.target, ...(withContent && { content: file.content }) }],
  });

  const targets = new Map<string, string>();
  const exampleItems = list.map((example) => {
    const source = join(examplesDir, example.file);
    const files = closure(source);
    const main = files[0];
    const clash = targets.get(main.target);
    if (clash) throw new Error(`${example.file} and ${clash} would both be installed at ${main.target}: rename one`);
    targets.set(main.target, example.file);
    const item = fileItem(main, example.id, example.title, `${example.title}: an example of ${pages[example.page].title} from the ukguide catalogue.`);
    // The npm packages the example brings with everything it imports, as its Code tab lists them.
    const dependencies = [...new Set(files.flatMap((file) => file.dependencies))].sort();
    if (dependencies.length > 0) item.dependencies = dependencies;
    item.meta = { group: example.group, page: example.page, preview: previewPath(example), html: !example.scripted && !needsReact(files), source: `/source/${example.file}` };
    return { example, item, files };
  });
  const parts = [...published.values()]
    .filter((file) => !file.source.startsWith(examplesDir + sep))
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((file) => fileItem(file, partName(file.path), file.path, `${file.path} of the ukguide kit, used by its examples.`));
  const theme: RegistryItem = {
    $schema: itemSchema,
    name: themeName,
    type: "registry:item",
    title: "ukguide theme",
    description: "Bootstrap 5.3 in the Material Kit look, light and dark modes, with the Roboto fonts: import it once.",
    dependencies: themePackages.map((name) => `${name}@${packageJson.dependencies[name]}`),
    files: [{ path: "ukguide.css", type: "registry:file", target: themeTarget, content: themeCss }],
  };
  return { homepage, examples: exampleItems, parts, theme };
}

/** The theme stylesheet (app/styles/kit.scss), compiled. */
export function compileTheme(): string {
  return compile(join(appDir, "styles", "kit.scss"), { ...sassOptions, loadPaths }).css + "\n";
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
      const registry = buildRegistry();
      const emit = (fileName: string, source: string) => this.emitFile({ type: "asset", fileName, source });
      const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
      for (const { item, files } of registry.examples) {
        emit(`r/${item.name}.json`, json(item));
        emit(item.meta!.source.slice(1), files[0].content);
      }
      for (const part of registry.parts) emit(`r/${part.name}.json`, json(part));
      emit(`r/${themeName}.json`, json(registry.theme));
      emit("r/registry.json", json(registryIndex(registry)));

      themeCss = registry.theme.files[0].content!;
    },
    // Written once the bundle is (Vite drops a stylesheet emitted as an asset by generateBundle).
    writeBundle(options, bundle) {
      if (this.environment.name !== "client") return;
      // Each example's chunk, for postbuild.mjs to preload on the pages that show it (beside build/client).
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
      const css = themeCss.replace(/url\("(@fontsource[^"]+)"\)/g, (_whole, path: string) => {
        const file = emitted.get(basename(path));
        if (!file) throw new Error(`publish-examples: the build emitted no ${basename(path)} for /kit/ukguide.css`);
        return `url("../${file}")`;
      });
      mkdirSync(join(options.dir!, "kit"), { recursive: true });
      writeFileSync(join(options.dir!, "kit", "ukguide.css"), css);
    },
  };
}
