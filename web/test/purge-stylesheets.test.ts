import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { purgeTemplateStylesheets, templateGroup } from "../purge-stylesheets";

const theme =
  '@charset "UTF-8";.card{a:1}.modal{a:2}.team-card .card{a:3}' +
  ".auth-card{a:4}.photo-tone-dark{a:5}.carousel-item-next{a:6}.tooltip-inner{a:7}.choices__inner{a:9}.choices[data-type] .choices__inner{a:10}";
const themeHref = "/assets/pages-theme.css";
const root = "/assets/root-1.css";

/** A prerendered client build as React Router writes it: two template groups, a page of another kind, the manifest. */
function fixture({ landingLinksTheme = false } = {}) {
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
  const routes = {
    root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/shell.js"], css: [root] },
    about: { id: "about", parentId: "root", path: "/pages/about", module: "/assets/about.js", imports: ["/assets/team.js"], css: ["/assets/about-own.css", themeHref] },
    signin: { id: "signin", parentId: "root", path: "/authentication/sign-in", module: "/assets/signin.js", imports: [], css: [themeHref] },
    landing: { id: "landing", parentId: "root", path: "/", module: "/assets/landing.js", imports: [], css: landingLinksTheme ? [themeHref] : [] },
  };
  write("/assets/root.js", "export default 1;");
  const fingerprinted = { entry: { module: "/assets/entry.js", imports: ["/assets/shell.js"], css: [] }, routes };
  const version = createHash("sha256").update(JSON.stringify(fingerprinted)).digest("hex").slice(0, 8);
  const url = `/assets/manifest-${version}.js`;
  write(url, `window.__reactRouterManifest=${JSON.stringify({ ...fingerprinted, url, version })};`);
  const page = (css: string[], body: string) =>
    `<!DOCTYPE html><html><head><link rel="modulepreload" href="${url}"/>` +
    css.map((href) => `<link rel="stylesheet" href="${href}"/>`).join("") +
    `</head><body>${body}<script type="module" async="">import "${url}";</script></body></html>`;
  write("/pages/about/index.html", page([root, ...routes.about.css], '<div class="about photo-tone-dark team-card"><div class="card"></div></div>'));
  write("/authentication/sign-in/index.html", page([root, ...routes.signin.css], '<div class="auth-card"></div>'));
  write("/index.html", page([root], '<div class="modal"></div>'));
  return { client, url };
}

const read = (client: string, path: string) => readFileSync(join(client, path), "utf8");
const linked = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)].map((match) => match[1]);
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
