import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { addCompileHints, compileHint } from "../pipeline/serving/compile-hints";
import { manifestFile, writeManifest } from "../pipeline/serving/manifest";
import { runAfterPrerender, steps } from "../pipeline/index";
import { prerenderWithoutStyles } from "../pipeline/bundle/prerender-without-styles";
import { placeNotFoundPages } from "../pipeline/pages/not-found-pages";
import { nameRouteFiles } from "../pipeline/pages/route-files";
import { writeSidecars } from "../pipeline/serving/sidecars";

const sha256Source = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;

/** A build folder whose client build holds `files` (path under the site's root → text). */
function build(files: Record<string, string>) {
  const directory = mkdtempSync(join(tmpdir(), "pipeline-"));
  const client = join(directory, "client");
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(client, path)), { recursive: true });
    writeFileSync(join(client, path), text);
  }
  return { directory, client, routes: [] };
}

describe("the build's steps", () => {
  it("are listed in the order they run, each with its module, what it reads and writes, and its test", () => {
    const order = ["bundle", "after prerender", "make"];
    expect(steps.map((step) => order.indexOf(step.when))).toEqual([...steps.map((step) => order.indexOf(step.when))].sort());
    for (const step of steps) {
      for (const field of [step.module, step.reads, step.writes, step.test]) expect(field.length, step.name).toBeGreaterThan(0);
      const file = step.module.split(" ")[0];
      if (file.startsWith("pipeline/")) expect(existsSync(join(__dirname, "..", file)), file).toBe(true);
      const test = step.test.split(/[ ,]/)[0];
      if (/^(test|e2e)\//.test(test)) expect(existsSync(join(__dirname, "..", test)), test).toBe(true);
    }
    expect(steps.filter((step) => step.when === "make").map((step) => step.module)).toEqual(["Makefile: go (go build)", "Makefile: headers (bin/ukguide -cdn-headers)"]);
  });

  it("leave the stylesheets out of the prerender's bundle only, each as an empty one", () => {
    const plugin = prerenderWithoutStyles();
    const appliesTo = (name: string) => (plugin.applyToEnvironment as (environment: { name: string }) => boolean)({ name });
    expect([appliesTo("ssr"), appliesTo("client")]).toEqual([true, false]);
    const load = (id: string) => (plugin.load as (id: string) => string | null)(id);
    expect(["/app/styles/pages.scss", "/node_modules/nouislider/dist/nouislider.css", "/app/root.tsx", "/app/styles/tokens.ts"].map(load)).toEqual(["", "", null, null]);
  });

  it("put the not-found pages where the server looks for them, and drop the SPA fallback", () => {
    const site = build({ "/__not-found/index.html": "a", "/preview/__not-found/index.html": "b", "/__spa-fallback.html": "c" });
    expect(placeNotFoundPages(site)).toBe("2 not-found pages in place");
    expect([readFileSync(join(site.client, "404.html"), "utf8"), readFileSync(join(site.client, "preview/404.html"), "utf8")]).toEqual(["a", "b"]);
    expect(["__not-found", "preview/__not-found", "__spa-fallback.html"].map((path) => existsSync(join(site.client, path)))).toEqual([false, false, false]);
    expect(() => placeNotFoundPages(build({ "/index.html": "" }))).toThrow("not-found pages: the not-found page was not prerendered");
  });

  it("open every chunk with the compile hint, once", () => {
    const site = build({ "/assets/a.js": "export{};" });
    addCompileHints(site);
    addCompileHints(site);
    expect(readFileSync(join(site.client, "assets/a.js"), "utf8")).toBe(`${compileHint}export{};`);
  });

  it("name each page <route>.html, and refuse two pages of one route", () => {
    const site = build({ "/index.html": "home", "/pages/about/index.html": "about" });
    nameRouteFiles(site);
    expect(readFileSync(join(site.client, "pages/about.html"), "utf8")).toBe("about");
    expect([existsSync(join(site.client, "index.html")), existsSync(join(site.client, "pages/about"))]).toEqual([true, false]);
    expect(() => nameRouteFiles(build({ "/a/index.html": "", "/a.html": "" }))).toThrow("route files: both a/index.html and a.html are a page of /a");
  });

  it("write a manifest that tells the server how each folder is served, each file's hash and the pages' inline scripts", () => {
    const page = '<!DOCTYPE html><html><head><script src="/assets/app-Ab12.js"></script><script type="application/json">{}</script></head>' +
      '<body><script>a()\r\nb()</script><script type="module">c()</script><script></script><script>a()\nb()</script></body></html>';
    const site = build({ "/assets/app-Ab12.js": "", "/assets/roboto-Cd34.woff2": "", "/assets/slab-Ef56.woff": "", "/r/registry.json": "{}", "/index.html": page, "/index.html.br": "x", "/_headers": "" });
    expect(writeManifest(site)).toBe("6 files hashed, 2 inline scripts");
    // The same sums as `printf 'a()\nb()' | openssl sha256 -binary | base64`, and the file hashes as the server's etag().
    expect(JSON.parse(readFileSync(join(site.client, manifestFile), "utf8"))).toEqual({
      immutable: ["assets/"],
      shared: ["html/", "kit/", "r/", "assets/roboto-Cd34.woff2", "assets/slab-Ef56.woff"],
      text: ["source/"],
      registry: "r/registry.json",
      scriptHashes: [sha256Source("a()\nb()"), sha256Source("c()")].sort(),
      hashes: Object.fromEntries(
        ["assets/app-Ab12.js", "assets/roboto-Cd34.woff2", "assets/slab-Ef56.woff", "index.html", "index.html.br", "r/registry.json"].map((name) => [
          name,
          createHash("sha256").update(readFileSync(join(site.client, name))).digest().subarray(0, 12).toString("base64url"),
        ]),
      ),
    });
  });

  it("write brotli and gzip sidecars that hold the file, only where they save bytes", async () => {
    const text = "<p>the same words</p>".repeat(50);
    const site = build({ "/page.html": text, "/small.html": "<p>x</p>", "/picture.png": text });
    await writeSidecars(site);
    expect(brotliDecompressSync(readFileSync(join(site.client, "page.html.br"))).toString()).toBe(text);
    expect(gunzipSync(readFileSync(join(site.client, "page.html.gz"))).toString()).toBe(text);
    expect(["small.html.br", "picture.png.br"].map((path) => existsSync(join(site.client, path)))).toEqual([false, false]);
  });
});

describe("running the steps after the prerender", () => {
  it("stops at the first step that fails, naming it and its module", async () => {
    const site = build({ "/index.html": "<!DOCTYPE html><html><head></head><body></body></html>" });
    await expect(runAfterPrerender(site)).rejects.toThrow(/^pipeline: stylesheets purged per group of pages \(pipeline\/stylesheets\/purge-stylesheets\.ts\): /);
  });
});
