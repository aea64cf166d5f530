import { posix } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { examples } from "~/catalogue/examples";
import { buildRegistry, registryIndex, type Registry } from "../pipeline/registry/registry-items";
import type { RegistryItem } from "../registry-item";

const homepage = "https://ukguide.example";
let registry: Registry;
beforeAll(() => {
  // The stylesheets are checked by the build and the registry check; leaving them out keeps this test quick.
  registry = buildRegistry(examples, homepage);
});

/** The problems of an installed tree: an import that names no installed file, or the site's alias. */
function installProblems(files: readonly { target: string; content: string }[]): string[] {
  const targets = new Set(files.map((file) => file.target));
  const problems: string[] = [];
  for (const file of files) {
    for (const [, specifier] of file.content.matchAll(/(?:from\s+|import\s+)["']([^"']+)["']/g)) {
      if (specifier.startsWith("~/")) problems.push(`${file.target}: imports the site alias ${specifier}`);
      if (!specifier.startsWith(".")) continue;
      const path = posix.join(posix.dirname(file.target), specifier);
      if (![path, `${path}.tsx`, `${path}.ts`].some((candidate) => targets.has(candidate))) {
        problems.push(`${file.target}: "${specifier}" is not installed`);
      }
    }
  }
  return problems;
}

describe("the published registry", () => {
  it("has an item per example, named by its id, with its preview and source", () => {
    expect(registry.examples.map(({ item }) => item.name)).toEqual(examples.map((example) => example.id));
    for (const { example, item } of registry.examples) {
      expect(item.meta).toMatchObject({ group: example.group, page: example.page, source: `/source/${example.file}` });
      expect(item.files[0].target).toMatch(/^src\/ukguide\/examples\/\w+\.tsx$/);
    }
  });

  it("installs each example as a tree whose every import resolves, with no site alias", () => {
    const scope = registry.parts.find((part) => part.name === "kit-scope")!;
    // Besides its files, the stylesheets its item and the Scope's bring.
    const stylesheets = (item: RegistryItem) => [...item.files, ...scope.files].filter((file) => file.path.endsWith(".css")).map((file) => ({ target: file.target, content: "" }));
    for (const { item, files } of registry.examples) {
      expect(installProblems([...files, ...stylesheets(item)]), item.name).toEqual([]);
      expect(files.every((file) => file.target.startsWith("src/ukguide/")), item.name).toBe(true);
      expect(item.files.map((file) => file.target)).toEqual([files[0].target, `src/ukguide/styles/${item.name}.css`]);
    }
  });

  it("renders each example inside its own Scope, which brings the styles every example shares", () => {
    for (const { item, files } of registry.examples) {
      const [, name] = /^export default function Scoped(\w+)\(\) \{\n {2}return \(\n {4}<Scope name="([\w-]+)">\n {6}<(\w+) \/>/m.exec(files[0].content) ?? [];
      expect(name, item.name).toBeDefined();
      expect(files[0].content, item.name).toContain(`<Scope name="${item.name}">`);
      expect(files[0].content, item.name).toContain(`import "../styles/${item.name}.css";`);
      expect(files[0].content.match(/^export default /gm), item.name).toHaveLength(1);
    }
    const scope = registry.parts.find((part) => part.name === "kit-scope")!;
    expect(scope.files.map((file) => file.target)).toEqual(["src/ukguide/components/Scope.tsx", "src/ukguide/styles/base.css", "src/ukguide/styles/theme.css"]);
    expect(scope.files[0].content).toMatch(/^"use client";\n\nimport "\.\.\/styles\/base\.css";\nimport "\.\.\/styles\/theme\.css";\n/);
  });

  it("says \"use client\" in the files that need the browser, and only there", () => {
    const client = (path: string) => registry.examples.flatMap(({ files }) => files).find((file) => file.path === path)!.content.startsWith('"use client";\n');
    expect(client("examples/attention-catchers/modals/ModalsSimple.tsx")).toBe(true); // state, react-bootstrap
    expect(client("components/dialogs.tsx")).toBe(true);
    expect(client("components/Scope.tsx")).toBe(true);
    expect(client("examples/elements/badges/BadgesSimple.tsx")).toBe(false); // markup alone: a Server Component
  });

  it("names only kit parts it publishes as registry dependencies, on its homepage, never the whole theme", () => {
    const names = new Set(registry.parts.map((item) => item.name));
    for (const item of [...registry.examples.map(({ item }) => item), ...registry.parts]) {
      for (const url of item.registryDependencies ?? []) {
        expect(url.startsWith(`${homepage}/r/`), url).toBe(true);
        expect(names.has(url.slice(`${homepage}/r/`.length, -".json".length)), url).toBe(true);
      }
    }
  });

  it("lists the npm packages an example brings, pinned as in package.json", () => {
    const slider = registry.examples.find(({ item }) => item.name === "progress-bars-range-slider")!;
    expect(slider.item.dependencies).toContain("nouislider@15.8.1");
    // A package's stylesheet is not imported, where it would apply to the whole app: the example's scoped stylesheet holds it.
    const part = registry.parts.find((item) => item.name === "kit-slider")!;
    expect(part.files[0].content).toContain('from "nouislider"');
    expect(part.files[0].content).not.toContain("nouislider.css");
    for (const { item } of registry.examples) {
      for (const dependency of item.dependencies ?? []) expect(dependency, item.name).toMatch(/^(@[\w.-]+\/)?[\w.-]+@\d+\.\d+\.\d+$/);
    }
  });

  it("offers HTML for at least 90% of the examples, never for one that needs React, with Bootstrap's script where it behaves", () => {
    const html = registry.examples.filter(({ item }) => item.meta!.html).map(({ item }) => item.name);
    expect(html.length / examples.length).toBeGreaterThanOrEqual(0.9);
    for (const reactOnly of ["progress-bars-slider", "dropdowns-select-picker", "general-cards-rotate", "page-headers-typed"]) {
      expect(html).not.toContain(reactOnly);
    }
    for (const { example, item } of registry.examples) {
      if (example.scripted) expect(item.meta!.html, item.name).toBe(false);
      if (!item.meta!.html) expect(item.meta!.htmlScript, item.name).toBe(false);
    }
    const script = registry.examples.filter(({ item }) => item.meta!.htmlScript).map(({ item }) => item.name);
    for (const behaving of ["modals-simple", "dropdowns-dropdown", "tooltips-placements", "navbar-dark", "tabs-simple", "faq-accordion", "alerts-dismissible"]) {
      expect(script).toContain(behaving);
    }
    expect(html).toContain("buttons-gradient");
    expect(script).not.toContain("buttons-gradient");
  });

  it("indexes every item without file contents", () => {
    const index = registryIndex(registry);
    expect(index.homepage).toBe(homepage);
    expect(index.items).toHaveLength(registry.examples.length + registry.parts.length + 1 + registry.themes.length);
    expect(index.items.every((item) => item.files.every((file) => file.content === undefined))).toBe(true);
    expect(new Set(index.items.map((item) => item.name)).size).toBe(index.items.length);
  });
});
