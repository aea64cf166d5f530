// The shadcn registry, the form of every showcase example a user installs (README "Add an example"):
//   /r/registry.json     the shadcn registry index: every example, every kit part, the theme;
//   /r/<name>.json       one shadcn registry item each, installed by `npx shadcn add <url>`: the
//                        example in its Scope with its own stylesheet (docs/architecture.md,
//                        "Published examples");
//   /r/theme-<key>.json  the examples' theme, a preset's or "follow my app" (app/theme/theme-item.ts).
// The examples' sources (/source/) and the theme's stylesheet (/kit/ukguide.css) are written with the
// bundle (publish-plugin.ts); the HTML snippets (/html/) by snippets/write-snippets.ts.
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
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, sep } from "node:path";
import { pages } from "../../app/content/pages";
import { presets } from "../../app/theme/presets";
import { defaultThemeCss, followAppItem, itemOfTheme, scopeItemName, themeFileTarget, themeItemName } from "../../app/theme/theme-item";
import { installNotes } from "../../app/content/install-notes";
import { previewPath } from "../../app/paths";
import type { ExampleMeta } from "../../app/catalogue/exampleMeta";
import { catalogue } from "../../examples-catalogue";
import { folders } from "../../published-folders";
import type { RegistryFile, RegistryItem } from "../../registry-item";
import { siteUrl } from "../../site-url";
import { registryIndex as registryIndexFile } from "../shared/build-folder";
import { splitBase } from "../shared/scope-styles";
import { examplesDir } from "../shared/source-folders";
import { compileTheme, exampleCss, publishedCss } from "./example-styles";
import { baseStylesheet, installRoot, packageJson, partName, publishFile, scopeSource, stylesFolder, themeStylesheet, type PublishedFile } from "./publish-file";
import { needsBootstrapScript, needsReact } from "./snippet-eligibility";

const itemSchema = "https://ui.shadcn.com/schema/registry-item.json";
const themeName = "theme";
const themeTarget = `${installRoot}/ukguide.css`;
/** The theme's fonts, referenced by package path in its stylesheet (app/styles/kit.scss). */
const themePackages = ["@fontsource-variable/roboto", "@fontsource/roboto-slab"];

/** Everything the registry publishes, derived from the example files. */
export interface Registry {
  homepage: string;
  examples: { example: ExampleMeta; item: RegistryItem; files: PublishedFile[] }[];
  parts: RegistryItem[];
  theme: RegistryItem;
  /** The examples' theme items: each preset's, then "follow my app"'s. */
  themes: RegistryItem[];
}

/** The published stylesheets, scoped (scope-styles.ts): the whole theme, what every example shares, and each example's own by id. */
interface RegistryStyles {
  theme: string;
  base: string;
  examples: ReadonlyMap<string, string>;
}
const noStyles: RegistryStyles = { theme: "", base: "", examples: new Map() };

/** What the shadcn CLI prints after installing an example: its Code tab's notes. */
const installDocs = `${installNotes.styles} ${installNotes.darkMode}`;

export function buildRegistry(list: readonly ExampleMeta[] = catalogue(), homepage = siteUrl(), styles: RegistryStyles = noStyles): Registry {
  const url = (name: string) => `${homepage}/${folders.registry}/${name}.json`;
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
    item.meta.installs = [main.target, item.files[1].target, ...files.slice(1).map((file) => file.target), `${installRoot}/${baseStylesheet}`, themeFileTarget];
    return { example, item, files };
  });
  const fontDependencies = themePackages.map((name) => `${name}@${packageJson.dependencies[name]}`);
  const parts = [...published.values()]
    .filter((file) => !file.source.startsWith(examplesDir + sep))
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((file) => {
      const part = fileItem(file, partName(file.path), file.path, `${file.path} of the ukguide kit, used by its examples.`);
      // The Scope brings what every example's styles build on, the fonts it names, and the default theme.
      if (file.source === scopeSource) {
        if (`${installRoot}/${themeStylesheet}` !== themeFileTarget) throw new Error(`the Scope imports ${themeStylesheet}, theme items install ${themeFileTarget}`);
        part.files.push(stylesheet(baseStylesheet, styles.base), stylesheet(themeStylesheet, defaultThemeCss));
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
  if (partName(publish(scopeSource).path) !== scopeItemName) throw new Error(`the Scope's item is ${partName(publish(scopeSource).path)}, theme items name ${scopeItemName}`);
  const scopeItemUrl = url(scopeItemName);
  const themes = [
    ...presets.map((preset) => itemOfTheme(preset.theme, themeItemName(preset.key), `ukguide theme: ${preset.label}`, scopeItemUrl)),
    followAppItem(scopeItemUrl),
  ];
  return { homepage, examples: exampleItems, parts, theme, themes };
}

/**
 * Writes the registry into a prerendered client build (React Router's buildEnd): each example's
 * stylesheet needs its preview page's markup. /r/<id>.json for every example, kit part, the
 * whole theme and the examples' theme items, and /r/registry.json.
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
  for (const item of [...registry.examples.map(({ item }) => item), ...registry.parts, registry.theme, ...registry.themes]) {
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
    items: [...registry.examples.map(({ item }) => item), ...registry.parts, registry.theme, ...registry.themes].map(strip),
  };
}
