import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, posix } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { examples } from "~/catalogue/examples";
import {
  appDir,
  buildRegistry,
  exampleCss,
  needsBootstrapScript,
  needsReact,
  packageName,
  partName,
  publishFile,
  registryIndex,
  type PublishedFile,
  type RegistryItem,
  type Registry,
  withEmittedFonts,
} from "../pipeline/publish-examples";

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
    expect(scope.files.map((file) => file.target)).toEqual(["src/ukguide/components/Scope.tsx", "src/ukguide/styles/base.css"]);
    expect(scope.files[0].content).toMatch(/^"use client";\n\nimport "\.\.\/styles\/base\.css";\n/);
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
    expect(index.items).toHaveLength(registry.examples.length + registry.parts.length + 1);
    expect(index.items.every((item) => item.files.every((file) => file.content === undefined))).toBe(true);
    expect(new Set(index.items.map((item) => item.name)).size).toBe(index.items.length);
  });
});

describe("publishing one file", () => {
  it("rewrites the site alias into a path relative to where the file is installed", () => {
    const file = publishFile(join(appDir, "examples/page-sections/pricing/PricingMini.tsx"));
    expect(file.content).not.toContain("~/");
    expect(file.content).toMatch(/from "\.\.\/components\/PricingCard"/);
  });

  it("publishes a component's .published twin under its own name", () => {
    const file = publishFile(join(appDir, "components/RouteLink.tsx"));
    expect(file.target).toBe("src/ukguide/components/RouteLink.tsx");
    expect(file.content).not.toMatch(/react-router/);
  });

  it("refuses a file that needs the site's router, naming it", () => {
    const dir = mkdtempSync(join(tmpdir(), "ukguide-publish-"));
    writeFileSync(join(dir, "Menu.tsx"), 'import { NavLink } from "react-router";\nexport function Menu() { return <NavLink to="/">Home</NavLink>; }\n');
    try {
      expect(() => publishFile(join(dir, "Menu.tsx"))).toThrow(/Menu\.tsx imports "react-router"/);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it("refuses a kit file that imports a stylesheet of its own, naming where kit styles go", () => {
    const dir = mkdtempSync(join(tmpdir(), "ukguide-publish-"));
    writeFileSync(join(dir, "Widget.scss"), ".widget { color: red; }\n");
    writeFileSync(join(dir, "Widget.tsx"), 'import "./Widget.scss";\nexport function Widget() { return null; }\n');
    try {
      expect(() => publishFile(join(dir, "Widget.tsx"))).toThrow(/imports the stylesheet "\.\/Widget\.scss": kit styles belong in the theme \(a partial of app\/styles\/kit\//);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it("refuses a react-bootstrap component imported by its own path, which the prerender cannot load", () => {
    const dir = mkdtempSync(join(tmpdir(), "ukguide-publish-"));
    writeFileSync(join(dir, "Deep.tsx"), 'import Button from "react-bootstrap/Button";\nexport default function Deep() { return <Button />; }\n');
    try {
      expect(() => publishFile(join(dir, "Deep.tsx"))).toThrow(/imports "react-bootstrap\/Button": import it by name from "react-bootstrap"/);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it("names the fonts of /kit/ukguide.css by the files the build emitted, leaving other urls as they are", () => {
    const emitted = new Map([["roboto-slab-latin-700-normal.woff2", "assets/roboto-slab-latin-700-normal-X1.woff2"]]);
    const css = `@font-face { font-family: "Roboto Slab"; src: url("@fontsource/roboto-slab/files/roboto-slab-latin-700-normal.woff2") format("woff2"), url(@fontsource/roboto-slab/files/roboto-slab-latin-700-normal.woff2); }
.a { background: url("data:image/svg+xml,%3csvg%3e") no-repeat; content: "url(@fontsource/x.woff2)"; }
`;
    expect(withEmittedFonts(css, emitted)).toBe(`@font-face { font-family: "Roboto Slab"; src: url("../assets/roboto-slab-latin-700-normal-X1.woff2") format("woff2"), url(../assets/roboto-slab-latin-700-normal-X1.woff2); }
.a { background: url("data:image/svg+xml,%3csvg%3e") no-repeat; content: "url(@fontsource/x.woff2)"; }
`);
    expect(() => withEmittedFonts('@font-face { src: url("@fontsource/roboto/files/missing.woff2"); }', emitted)).toThrow(/emitted no missing\.woff2/);
  });

  it("names packages and parts", () => {
    expect(packageName("react-icons/md")).toBe("react-icons");
    expect(packageName("@fontsource/roboto-slab/latin-700.css")).toBe("@fontsource/roboto-slab");
    expect(partName("components/PricingCard.tsx")).toBe("kit-pricing-card");
    expect(partName("lib/useCountUp.ts")).toBe("kit-lib-use-count-up");
  });

  it("tells markup that needs React from markup that Bootstrap's script makes behave, and from markup that works alone", () => {
    const file = (path: string, content: string, imports: string[] = []): PublishedFile => ({ source: join(appDir, path), path, target: path, content, imports, dependencies: [], stylesheets: [] });
    const overlays = join(appDir, "components/overlays.tsx");
    const modal = file("examples/a/b/A.tsx", 'import { Modal } from "../components/dialogs";', [join(appDir, "components/dialogs.tsx")]);
    expect([needsReact([modal]), needsBootstrapScript([modal])]).toEqual([false, true]);
    // dialogs.tsx itself names every dialog: what counts is what the example takes from it.
    const overlaysFile = file("components/dialogs.tsx", 'import { Modal as BootstrapModal, Offcanvas as BootstrapOffcanvas } from "react-bootstrap";');
    expect(needsReact([modal, overlaysFile])).toBe(false);
    expect(needsReact([file("examples/a/b/A.tsx", 'import { Overlay } from "../components/overlays";', [overlays])])).toBe(true);
    expect(needsReact([file("components/Slider.tsx", "")])).toBe(true);
    expect(needsBootstrapScript([file("examples/a/b/A.tsx", "<Alert dismissible>")])).toBe(true);
    expect(needsBootstrapScript([file("components/Toast.tsx", 'import { Toast as BootstrapToast } from "react-bootstrap";')])).toBe(true);
    expect(needsBootstrapScript([file("components/NavPills.tsx", "")])).toBe(true);
    expect(needsBootstrapScript([file("examples/a/b/A.tsx", 'import { Navbar } from "react-bootstrap";\n<Navbar.Toggle />')])).toBe(true);
    expect(needsBootstrapScript([file("examples/a/b/A.tsx", 'import { Navbar } from "react-bootstrap";\n<Navbar.Brand />')])).toBe(false);
    const table = file("examples/a/b/A.tsx", 'import { Table } from "react-bootstrap";');
    expect([needsReact([table]), needsBootstrapScript([table])]).toEqual([false, false]);
  });

});

describe("an example's stylesheet", () => {
  it("holds, scoped, the stylesheets of the packages its files import, after the theme", async () => {
    const file = { source: "", path: "components/Slider.tsx", target: "", imports: [], dependencies: [], stylesheets: ["nouislider/dist/nouislider.css"], content: '<div className="noUi-target">' };
    const css = await exampleCss("demo", ".noUi-handle{width:16px}", '<div class="noUi-target noUi-horizontal"><div class="noUi-handle"></div></div>', [file]);
    expect(css.indexOf(".ukg-demo .noUi-handle{width:16px}")).toBeGreaterThanOrEqual(0);
    expect(css).toMatch(/\.ukg-demo \.noUi-horizontal \.noUi-handle\s*\{[^}]*width:\s*34px/);
    expect(css.indexOf("width: 34px")).toBeGreaterThan(css.indexOf("width:16px"));
  });

  it("keeps a variant's class that react-bootstrap writes from its prefix, where the markup has not got it", async () => {
    const content = '<Button variant="dark">Close</Button> <Alert variant={open ? "info" : "warning"} /> <p className="light">';
    const file = { source: "", path: "examples/x/y/Demo.tsx", target: "", imports: [], dependencies: [], stylesheets: [], content };
    const css = await exampleCss("demo", ".btn-dark{color:#fff} .btn-light{color:#000} .alert-info{color:red} .alert-warning{color:red} .btn-open{color:red}", "<p>closed</p>", [file]);
    expect(css).toContain(".ukg-demo .btn-dark");
    expect(css).toContain(".ukg-demo .alert-info");
    expect(css).toContain(".ukg-demo .alert-warning");
    // Other words of the code are not variants.
    expect(css).not.toContain("btn-light");
    expect(css).not.toContain("btn-open");
  });
});
