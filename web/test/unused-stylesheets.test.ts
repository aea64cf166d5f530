import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { dropUnusedStylesheets, importTarget } from "../pipeline/stylesheets/unused-stylesheets";

/** A client build holding `files` (path under the site's root → text). */
function client(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "unused-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe("unused stylesheets", () => {
  it("keeps a stylesheet a page links, a script names or a stylesheet imports, and drops the others", () => {
    const dir = client({
      "/index.html": '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/linked-1.css"/></head><body></body></html>',
      "/assets/linked-1.css": '@import url("./imported-2.css");.a{}',
      "/assets/imported-2.css": ".b{}",
      "/assets/chunk-3.js": 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/ProgressBarsSlider-4.css"])))=>i.map(i=>d[i]);',
      "/assets/ProgressBarsSlider-4.css": ".c{}",
      // Its name is the tail of the one above: named by nothing.
      "/assets/Slider-4.css": ".c{}",
      "/assets/server-build-5.css": ".d{}",
      "/assets/manifest-6.js": 'window.__reactRouterManifest={"routes":{"root":{"css":["/assets/root-7.css"]}}};',
      "/assets/root-7.css": ".e{}",
      // A comment is not a reference.
      "/assets/other-8.js": "/* /assets/commented-9.css */export default 1;",
      "/assets/commented-9.css": ".f{}",
    });
    expect(dropUnusedStylesheets({ directory: dirname(dir), client: dir, routes: [] })).toBe("3 unused stylesheets dropped");
    const kept = ["linked-1", "imported-2", "ProgressBarsSlider-4", "root-7"].map((name) => existsSync(join(dir, "assets", `${name}.css`)));
    const dropped = ["Slider-4", "server-build-5", "commented-9"].map((name) => existsSync(join(dir, "assets", `${name}.css`)));
    expect(kept).toEqual([true, true, true, true]);
    expect(dropped).toEqual([false, false, false]);
  });

  it("reads an @import's target whether a string or a url(), quoted or not, with media after it", () => {
    expect(importTarget('"./a.css"')).toBe("./a.css");
    expect(importTarget("'./a.css' screen")).toBe("./a.css");
    expect(importTarget('url("./b.css") layer(base)')).toBe("./b.css");
    expect(importTarget("url(./c.css) print")).toBe("./c.css");
    expect(importTarget("URL( 'd.css' )")).toBe("d.css");
    expect(importTarget("layer(base)")).toBeUndefined();
  });
});
