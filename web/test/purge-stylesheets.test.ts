import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { attribute, elementsOf } from "../pipeline/shared/page-parser";
import { openedClasses, openersOf } from "../pipeline/shared/opened-classes";
import {
  purgeShowcaseStylesheet,
  purgeTemplateStylesheets,
  scriptsOf,
  showcaseGroups,
  templateGroup,
  type PageGroup,
} from "../pipeline/stylesheets/purge-stylesheets";

const theme =
  '@charset "UTF-8";.card{a:1}.modal{a:2}.team-card .card{a:3}' +
  ".auth-card{a:4}.photo-tone-dark{a:5}.carousel-item-next{a:6}.tooltip-inner{a:7}.choices__inner{a:9}.choices[data-type] .choices__inner{a:10}";
const themeHref = "/assets/pages-theme.css";
const root = "/assets/root-1.css";

/** A prerendered client build as React Router writes it: two template groups, a page of another kind, the manifest. */
function fixture({ landingLinksTheme = false, layout = false } = {}) {
  const client = mkdtempSync(join(tmpdir(), "purge-"));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(client, path)), { recursive: true });
    writeFileSync(join(client, path), text);
  };
  write(root, ".site{a:0}");
  write(themeHref, theme);
  write("/assets/about-own.css", ".about{a:8}");
  write("/assets/entry.js", 'import "./shell.js";');
  write("/assets/shell.js", 'export const shell = "card";');
  write("/assets/about.js", 'import "./team.js";export const about = `photo-tone-${"x"}`;');
  write("/assets/team.js", 'export default "team-card";');
  write("/assets/signin.js", 'export default "auth-card";export const picker = () => import("./picker.js");');
  write("/assets/picker.js", 'export default ["choices", "choices__inner"];');
  write("/assets/landing.js", 'export default "modal";');
  write("/assets/template.js", 'export default "photo-tone-dark";');
  // With `layout`, a layout route around both template pages links the stylesheet, ahead of their own.
  const parentId = layout ? "template" : "root";
  const routes = {
    root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/shell.js"], css: [root] },
    ...(layout && { template: { id: "template", parentId: "root", module: "/assets/template.js", imports: [], css: [themeHref] } }),
    about: { id: "about", parentId, path: "/pages/about", module: "/assets/about.js", imports: ["/assets/team.js"], css: layout ? ["/assets/about-own.css"] : ["/assets/about-own.css", themeHref] },
    signin: { id: "signin", parentId, path: "/authentication/sign-in", module: "/assets/signin.js", imports: [], css: layout ? [] : [themeHref] },
    landing: { id: "landing", parentId: "root", path: "/", module: "/assets/landing.js", imports: [], css: landingLinksTheme ? [themeHref] : [] },
  };
  const linkedBy = (id: "about" | "signin") => (layout ? [root, themeHref, ...routes[id].css] : [root, ...routes[id].css]);
  write("/assets/root.js", "export default 1;");
  const fingerprinted = { entry: { module: "/assets/entry.js", imports: ["/assets/shell.js"], css: [] }, routes };
  const version = createHash("sha256").update(JSON.stringify(fingerprinted)).digest("hex").slice(0, 8);
  const url = `/assets/manifest-${version}.js`;
  write(url, `window.__reactRouterManifest=${JSON.stringify({ ...fingerprinted, url, version })};`);
  const page = (css: string[], body: string) =>
    `<!DOCTYPE html><html><head><link rel="modulepreload" href="${url}"/>` +
    css.map((href) => `<link rel="stylesheet" href="${href}"/>`).join("") +
    `</head><body>${body}<script type="module" async="">import "${url}";</script></body></html>`;
  write("/pages/about/index.html", page(linkedBy("about"), '<div class="about photo-tone-dark team-card"><div class="card"></div></div>'));
  write("/authentication/sign-in/index.html", page(linkedBy("signin"), '<div class="auth-card"></div>'));
  write("/index.html", page([root], '<div class="modal"></div>'));
  return { client, url };
}

const read = (client: string, path: string) => readFileSync(join(client, path), "utf8");
const linked = (html: string) =>
  elementsOf(html)
    .filter((element) => element.tagName === "link" && attribute(element, "rel") === "stylesheet")
    .map((link) => attribute(link, "href")!);
const manifestOf = (client: string) => {
  const file = readdirSync(join(client, "assets")).find((name) => name.startsWith("manifest-"))!;
  return { file, manifest: JSON.parse(read(client, `/assets/${file}`).replace(/^window\.__reactRouterManifest=|;$/g, "")) };
};

describe("purging the template pages' stylesheet", () => {
  it("keeps for each group the rules its pages' markup and code name, in the whole one's place", async () => {
    const { client } = fixture();
    await purgeTemplateStylesheets(client, ["about", "signin"]);

    const about = linked(read(client, "/pages/about/index.html"));
    expect(about.slice(0, 2)).toEqual([root, "/assets/about-own.css"]);
    expect(about.slice(2)).toHaveLength(1);
    expect(about[2]).toMatch(/^\/assets\/pages-[\w-]{8}\.css$/);
    // The page's markup (photo-tone-dark, built at run time) and its code (team-card) and the shell's (card) keep
    // their rules; a carousel's sliding items and a tooltip's body are added at run time, by react-bootstrap.
    // A library loaded on demand by the sign-in page (choices__inner) keeps its rules for that group only, with the
    // attribute it sets through `dataset`.
    expect(read(client, about[2])).toBe('@charset "UTF-8";.card{a:1}.team-card .card{a:3}.photo-tone-dark{a:5}.carousel-item-next{a:6}.tooltip-inner{a:7}');

    const signin = linked(read(client, "/authentication/sign-in/index.html"));
    expect(signin[1]).toMatch(/^\/assets\/authentication-[\w-]{8}\.css$/);
    expect(read(client, signin[1])).toBe('@charset "UTF-8";.card{a:1}.auth-card{a:4}.carousel-item-next{a:6}.tooltip-inner{a:7}.choices__inner{a:9}.choices[data-type] .choices__inner{a:10}');

    // The whole stylesheet is gone; a page of another kind links what it did.
    expect(existsSync(join(client, themeHref))).toBe(false);
    expect(linked(read(client, "/index.html"))).toEqual([root]);
  });

  it("lists the purged stylesheet in React Router's manifest, renamed by its content as React Router names it, and every page loads it", async () => {
    const { client, url } = fixture();
    await purgeTemplateStylesheets(client, ["about", "signin"]);
    const { file, manifest } = manifestOf(client);
    const { entry, routes } = manifest;
    const version = createHash("sha256").update(JSON.stringify({ entry, routes })).digest("hex").slice(0, 8);
    expect(file).toBe(`manifest-${version}.js`);
    expect(manifest.url).toBe(`/assets/${file}`);
    expect(`/assets/${file}`).not.toBe(url);
    expect(routes.about.css).toEqual(linked(read(client, "/pages/about/index.html")).slice(1));
    expect(routes.signin.css).toEqual(linked(read(client, "/authentication/sign-in/index.html")).slice(1));
    for (const page of ["/index.html", "/pages/about/index.html", "/authentication/sign-in/index.html"]) {
      expect(read(client, page)).not.toContain(url);
      expect(read(client, page).split(manifest.url)).toHaveLength(3);
    }
  });

  it("gives each page route its group's copy where a layout route around them linked the whole one", async () => {
    const { client } = fixture({ layout: true });
    await purgeTemplateStylesheets(client, ["about", "signin"]);
    const about = linked(read(client, "/pages/about/index.html"));
    const signin = linked(read(client, "/authentication/sign-in/index.html"));
    expect(about).toEqual([root, expect.stringMatching(/^\/assets\/pages-[\w-]{8}\.css$/), "/assets/about-own.css"]);
    expect(signin).toEqual([root, expect.stringMatching(/^\/assets\/authentication-[\w-]{8}\.css$/)]);
    // The layout's module is among the scripts each group's pages run (photo-tone-dark is named there only).
    expect(read(client, signin[1])).toContain(".photo-tone-dark{a:5}");
    // Client-side navigation links what the prerendered pages do: the layout nothing, each page its group's copy first.
    const { routes } = manifestOf(client).manifest;
    expect(routes.template.css).toEqual([]);
    expect(routes.about.css).toEqual(about.slice(1));
    expect(routes.signin.css).toEqual(signin.slice(1));
    expect(existsSync(join(client, themeHref))).toBe(false);
  });

  it("refuses a manifest written in another shape, naming it", async () => {
    const { client, url } = fixture();
    writeFileSync(join(client, url), read(client, url).replace("window.__reactRouterManifest=", "self.manifest="));
    await expect(purgeTemplateStylesheets(client, ["about", "signin"])).rejects.toThrow(/React Router's manifest no longer reads/);
  });

  it("refuses when a page of another kind links the stylesheet too", async () => {
    const { client } = fixture({ landingLinksTheme: true });
    await expect(purgeTemplateStylesheets(client, ["about", "signin"])).rejects.toThrow(/landing link the template pages' stylesheet too/);
  });

  it("refuses when a chunk loads the stylesheet on demand", async () => {
    const { client } = fixture();
    writeFileSync(join(client, "/assets/example.js"), 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/pages-theme.css"])))=>i.map(i=>d[i]);');
    await expect(purgeTemplateStylesheets(client, ["about", "signin"])).rejects.toThrow(/example\.js load the template pages' stylesheet on demand/);
  });

  it("groups pages by their top-level folder", () => {
    expect(templateGroup("/pages/company/about-us")).toBe("pages");
    expect(templateGroup("/authentication/sign-in/basic")).toBe("authentication");
  });
});

describe("purging the showcase's stylesheet per showcase page", () => {
  const showcaseTheme =
    ".example-block{a:1}.alert-a{a:2}.alert-lib{a:3}.picker-ui{a:4}.modal-x{a:5}.modal-lib{a:6}.modal-dialog{a:7}" +
    ".search-ui{a:8}.merged-example{a:9}.preview-only{a:10}.not-found-ui{a:11}";
  const sheet = "/assets/BreadcrumbsOneLevel-whole.css";

  /**
   * A prerendered client build: two showcase pages (alerts, modals) served by one route module, each example a chunk
   * the glob in a shared chunk imports on demand, their previews served by one route, the preview route's not-found page.
   */
  function showcaseFixture() {
    const client = mkdtempSync(join(tmpdir(), "purge-showcase-"));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(client, path)), { recursive: true });
      writeFileSync(join(client, path), text);
    };
    write(root, ".site{a:0}");
    write(sheet, showcaseTheme);
    write("/assets/entry.js", 'import "./shell.js";');
    write("/assets/shell.js", 'export const shell = "site";export const search = () => import("./search.js");');
    write("/assets/search.js", 'export default "search-ui";');
    write("/assets/root.js", "export default 1;");
    // The showcase and preview routes import the glob's chunk statically; Rollup merged an example (of a third page) into it.
    write(
      "/assets/glob.js",
      'export const merged = "merged-example";export const examples = {a: () => import("./alerts-a.js"), b: () => import("./alerts-b.js"), m: () => import("./modals-a.js")};',
    );
    write("/assets/showcase.js", 'import "./shell.js";import "./glob.js";export default "example-block";');
    write("/assets/preview.js", 'import "./shell.js";import "./glob.js";export default "preview-only";');
    write("/assets/alerts-a.js", 'import "./alert-lib.js";export default "alert-a";export const picker = () => import("./picker.js");');
    write("/assets/alerts-b.js", 'export default "alert-a";');
    write("/assets/alert-lib.js", 'export default "alert-lib";');
    write("/assets/picker.js", 'export default "picker-ui";');
    write("/assets/modals-a.js", 'import "./modal-lib.js";export default "modal-x";');
    write("/assets/modal-lib.js", 'export default "modal-lib";');
    const routes = {
      root: { id: "root", path: "", module: "/assets/root.js", css: [root] },
      "ac-alerts": { id: "ac-alerts", parentId: "root", path: "/sections/alerts", module: "/assets/showcase.js", css: [sheet] },
      "ac-modals": { id: "ac-modals", parentId: "root", path: "/sections/modals", module: "/assets/showcase.js", css: [sheet] },
      preview: { id: "preview", parentId: "root", path: "/preview/*", module: "/assets/preview.js", css: [sheet] },
      "not-found": { id: "not-found", parentId: "root", path: "*", module: "/assets/root.js", css: [] },
    };
    const fingerprinted = { entry: { module: "/assets/entry.js", imports: ["/assets/shell.js"], css: [] }, routes };
    const version = createHash("sha256").update(JSON.stringify(fingerprinted)).digest("hex").slice(0, 8);
    const url = `/assets/manifest-${version}.js`;
    write(url, `window.__reactRouterManifest=${JSON.stringify({ ...fingerprinted, url, version })};`);
    const page = (css: string[], body: string) =>
      `<!DOCTYPE html><html><head>${css.map((href) => `<link rel="stylesheet" href="${href}"/>`).join("")}</head>` +
      `<body>${body}<script type="module" async="">import "${url}";</script></body></html>`;
    write("/sections/alerts/index.html", page([root, sheet], '<div class="example-block"><div class="alert-a"></div></div>'));
    write("/sections/modals/index.html", page([root, sheet], '<div class="example-block"><button class="modal-toggle"></button></div>'));
    write("/preview/alerts/a/index.html", page([root, sheet], '<main class="preview-only"><div class="alert-a"></div></main>'));
    write("/preview/alerts/b/index.html", page([root, sheet], '<main class="preview-only"><div class="alert-a"></div></main>'));
    write("/preview/modals/a/index.html", page([root, sheet], '<main class="preview-only"></main>'));
    write("/preview/__not-found/index.html", page([root, sheet], '<main class="not-found-ui"></main>'));
    write("/index.html", page([root], ""));
    const examples = [
      { file: "alerts/A.tsx", page: "ac-alerts", preview: "/preview/alerts/a", openers: [] },
      { file: "alerts/B.tsx", page: "ac-alerts", preview: "/preview/alerts/b", openers: [] },
      { file: "modals/A.tsx", page: "ac-modals", preview: "/preview/modals/a", openers: ["Modal"] },
      { file: "breadcrumbs/Merged.tsx", page: "el-breadcrumbs", preview: "/preview/breadcrumbs/merged", openers: [] },
    ];
    const chunks = { "alerts/A.tsx": "/assets/alerts-a.js", "alerts/B.tsx": "/assets/alerts-b.js", "modals/A.tsx": "/assets/modals-a.js", "breadcrumbs/Merged.tsx": "/assets/glob.js" };
    const pages = [
      { route: "ac-alerts", path: "/sections/alerts" },
      { route: "ac-modals", path: "/sections/modals" },
    ];
    return { client, examples: examples.filter((example) => example.page !== "el-breadcrumbs"), allExamples: examples, chunks, pages };
  }

  it("counts for a showcase page the site's chunks and its own examples' with what they import, not the other pages' examples", () => {
    const { client, allExamples, chunks } = showcaseFixture();
    const pages = [
      { route: "ac-alerts", path: "/sections/alerts" },
      { route: "ac-modals", path: "/sections/modals" },
      { route: "el-breadcrumbs", path: "/sections/breadcrumbs" },
    ];
    const groups = showcaseGroups(pages, allExamples, chunks, "preview", ["/preview/__not-found"]);
    expect(groups.map((group) => group.name)).toEqual(["ac-alerts", "ac-modals", "el-breadcrumbs", "preview"]);
    const [alerts, modals, breadcrumbs, notFound] = groups;
    expect(alerts.pages).toEqual([
      { path: "/sections/alerts", route: "ac-alerts" },
      { path: "/preview/alerts/a", route: "preview" },
      { path: "/preview/alerts/b", route: "preview" },
    ]);
    expect(notFound.pages).toEqual([{ path: "/preview/__not-found", route: "preview" }]);
    const counted = (group: PageGroup) =>
      [...scriptsOf(["/assets/entry.js", "/assets/root.js", "/assets/showcase.js", "/assets/preview.js"], (href) => read(client, href), group.onDemand).keys()].sort();
    const site = ["/assets/entry.js", "/assets/glob.js", "/assets/preview.js", "/assets/root.js", "/assets/search.js", "/assets/shell.js", "/assets/showcase.js"];
    // Its examples' chunks and what they import, statically (alert-lib) or on demand (picker); the site's chunk loaded
    // on demand (search) and the chunk the routes import statically, though it holds another page's example (glob).
    expect(counted(alerts)).toEqual([...site, "/assets/alert-lib.js", "/assets/alerts-a.js", "/assets/alerts-b.js", "/assets/picker.js"].sort());
    expect(counted(modals)).toEqual([...site, "/assets/modal-lib.js", "/assets/modals-a.js"].sort());
    expect(counted(breadcrumbs)).toEqual(site);
    expect(counted(notFound)).toEqual(site);
    // The classes a page's examples open: the families of openedClasses for what they import.
    expect(alerts.opened).toEqual([]);
    expect(modals.opened).toEqual(openedClasses.Modal);
  });

  it("refuses an example the build recorded no chunk for, or one on no showcase page", () => {
    const { allExamples, chunks, pages } = showcaseFixture();
    expect(() => showcaseGroups(pages, allExamples, { ...chunks, "alerts/B.tsx": "" }, "preview", [])).toThrow(/no chunk for the example alerts\/B\.tsx/);
    expect(() => showcaseGroups(pages, allExamples, chunks, "preview", [])).toThrow(/no showcase page for breadcrumbs\/Merged\.tsx/);
  });

  it("gives each showcase page and its previews one stylesheet of the rules they can match, listed for its route only", async () => {
    const { client, examples, chunks, pages } = showcaseFixture();
    const groups = showcaseGroups(pages, examples, chunks, "preview", ["/preview/__not-found"]);
    await purgeShowcaseStylesheet(client, ["ac-alerts", "ac-modals", "preview"], groups);

    const alerts = linked(read(client, "/sections/alerts/index.html"));
    expect(alerts[0]).toBe(root);
    expect(alerts[1]).toMatch(/^\/assets\/ac-alerts-[\w-]{8}\.css$/);
    expect(read(client, alerts[1])).toBe(".example-block{a:1}.alert-a{a:2}.alert-lib{a:3}.picker-ui{a:4}.search-ui{a:8}.merged-example{a:9}.preview-only{a:10}");
    const modals = linked(read(client, "/sections/modals/index.html"));
    expect(modals[1]).toMatch(/^\/assets\/ac-modals-[\w-]{8}\.css$/);
    // The modal's dialog is built from react-bootstrap's prefix as it opens: kept by the Modal family (openedClasses).
    expect(read(client, modals[1])).toBe(".example-block{a:1}.modal-x{a:5}.modal-lib{a:6}.modal-dialog{a:7}.search-ui{a:8}.merged-example{a:9}.preview-only{a:10}");
    // An example's preview links its showcase page's stylesheet (in the browser's cache once the page has framed it).
    expect(linked(read(client, "/preview/alerts/a/index.html"))).toEqual(alerts);
    expect(linked(read(client, "/preview/alerts/b/index.html"))).toEqual(alerts);
    expect(linked(read(client, "/preview/modals/a/index.html"))).toEqual(modals);
    const notFound = linked(read(client, "/preview/__not-found/index.html"));
    expect(notFound[1]).toMatch(/^\/assets\/preview-[\w-]{8}\.css$/);
    // The preview route's not-found page runs the preview route's scripts, not the showcase route's (example-block).
    expect(read(client, notFound[1])).toBe(".search-ui{a:8}.merged-example{a:9}.preview-only{a:10}.not-found-ui{a:11}");
    expect(existsSync(join(client, sheet))).toBe(false);

    // Each showcase route lists its own; the preview route, whose pages are in every group, lists none (each page's
    // <link> stays as prerendered: React leaves a tag it does not render in <head>).
    const { manifest } = manifestOf(client);
    expect(manifest.routes["ac-alerts"].css).toEqual([alerts[1]]);
    expect(manifest.routes["ac-modals"].css).toEqual([modals[1]]);
    expect(manifest.routes.preview.css).toEqual([]);
    expect(manifest.routes.root.css).toEqual([root]);
    for (const page of ["/index.html", "/sections/alerts/index.html", "/preview/__not-found/index.html"]) expect(read(client, page)).toContain(manifest.url);
  });

  it("refuses a page that links the stylesheet but is in no group", async () => {
    const { client, examples, chunks, pages } = showcaseFixture();
    const groups = showcaseGroups(pages, examples, chunks, "preview", []);
    await expect(purgeShowcaseStylesheet(client, ["ac-alerts", "ac-modals", "preview"], groups)).rejects.toThrow(/__not-found.* links the showcase's stylesheet but is in no group/);
  });

  it("names the opened classes' keys a file uses: react-bootstrap components it imports, packages it depends on", () => {
    const file = {
      content: 'import { Modal, Button as B, OverlayTrigger } from "react-bootstrap";\nimport Choices from "choices.js";',
      dependencies: ["react-bootstrap@2.10.10", "choices.js@11.2.4", "@fontsource/roboto@5.0.0"],
    };
    expect(openersOf(file)).toEqual(["Modal", "OverlayTrigger", "choices.js"]);
  });
});
