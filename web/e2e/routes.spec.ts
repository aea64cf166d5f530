import type { Page } from "@playwright/test";
import { documentTitle, pageTitle } from "../app/shell/meta";
import { paths, type RouteName } from "../app/paths";
import { catalogue } from "../examples-catalogue";
import { staticImports } from "../pipeline/shared/script-parser";
import { attribute, contentOf, elementsOf } from "../pipeline/shared/page-parser";
import { siteUrl } from "../site-url";
import { expectDarkModeHolds } from "./dark-survey";
import { expectBlocksShowAndCopyTheirFiles } from "./showcase-blocks";
import { colourRules, expect, expectNoAxeViolations, showInTheme, test, waitForHydration } from "./fixtures";
import {
  exerciseShowcasePage,
  exerciseTemplatePage,
  expectShowcaseRulesLinked,
  expectTemplateRulesLinked,
  templatePages,
  watchMatchedRules,
} from "./stylesheets";

const examples = catalogue();
const showcasePages = new Set(examples.map((example) => example.page));

const viewports = [
  { name: "mobile", width: 375, height: 812 },
  { name: "desktop", width: 1440, height: 900 },
];

// Each route is visited once at each width, and that visit checks all a browser can of it: its status, title and
// canonical address, hydration, no sideways scrolling, axe in light mode, dark mode, its stylesheets and its
// console (the `problems` fixture). A showcase page's examples are checked in place, their code and Copy too.
for (const viewport of viewports) {
  test.describe(`every route at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, permissions: ["clipboard-read", "clipboard-write"] });
    // A showcase page at 1440 px moves every example it shows, one after another.
    if (viewport.name === "desktop") test.describe.configure({ timeout: 240_000 });
    for (const name of Object.keys(paths) as RouteName[]) {
      const path = paths[name];
      const kind = showcasePages.has(name) ? "showcase" : templatePages.includes(path) ? "template" : "other";
      test(`${path} (${name})`, async ({ page, request }) => {
        const styles = viewport.name === "desktop" && kind !== "other";
        if (styles) await watchMatchedRules(page, kind === "showcase" ? "showcase.scss" : "pages.scss");
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(pageTitle(name));
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", siteUrl() + path);
        await waitForHydration(page);
        await expect(page.locator("h1").first()).toBeVisible();
        // Nothing wider than the window: usable without sideways scrolling.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        // Chromium builds a document of its own for each SVG image it draws, on the main thread while the page loads.
        if (viewport.name === "mobile") expect(await svgImagesInStyles(page)).toEqual([]);
        await showInTheme(page, "light");
        // A showcase page at 1440 px has its axe run in light mode once its blocks are checked, with a Code tab open.
        if (!(styles && kind === "showcase")) await expectNoAxeViolations(page);
        if (viewport.name === "mobile" || kind === "showcase") {
          // Every page at 375 px, and the showcase's examples in place at 1440 px: readable and nothing sunk in dark mode.
          await expectDarkModeHolds(page, path);
        } else {
          await showInTheme(page, "dark");
          await expectNoAxeViolations(page, colourRules);
        }
        // Bootstrap's dark mode names SVG images of its own (the select's arrow, the navbar toggler's icon).
        if (viewport.name === "desktop") expect(await svgImagesInStyles(page)).toEqual([]);
        if (!styles) return;
        if (kind === "template") {
          await exerciseTemplatePage(page);
          await expectTemplateRulesLinked(page, path);
          return;
        }
        const blocks = examples.filter((example) => example.page === name);
        await expectBlocksShowAndCopyTheirFiles(page, request, blocks);
        await exerciseShowcasePage(page, blocks);
        await expectShowcaseRulesLinked(page, request, name, blocks);
      });
    }
  });
}

/** Elements (and pseudo-elements) whose computed style names an SVG image, as `tag.class::pseudo property`. */
function svgImagesInStyles(page: Page) {
  return page.evaluate(() => {
    const properties = ["background-image", "mask-image", "list-style-image", "border-image-source", "content"];
    const found: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(element, pseudo);
        for (const property of properties) {
          if (/data:image\/svg|\.svg\b/.test(style.getPropertyValue(property))) {
            found.push(`${element.tagName.toLowerCase()}.${[...element.classList].join(".")}${pseudo ?? ""} ${property}`);
          }
        }
      }
    }
    return found;
  });
}

test("the sitemap lists every route where the site is published, and robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations.sort()).toEqual(Object.values(paths).map((path) => siteUrl() + path).sort());
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${siteUrl()}/sitemap.xml`);
});

// An unknown example's frame is matched by the browser's preview route, not the catch-all: the server
// sends the not-found page prerendered there, so hydrating it changes nothing (a mismatch is a page error).
for (const path of ["/no/such/page", "/preview/elements/buttons/no-such-example", "/preview"]) {
  test(`an unknown path answers 404 with the not-found page: ${path}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(documentTitle("Page not found"));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("immigrate to the United Kingdom");
  });
}

test("a page paints before its JavaScript is fetched, then hydrates", async ({ page }) => {
  // The time of the first frame: its rendering update styles, lays out and paints the page. (The
  // first-paint entry is later, when the frame reaches the screen, so it cannot order the two.)
  await page.addInitScript(() => {
    requestAnimationFrame(() => ((window as unknown as { firstFrame: number }).firstFrame = performance.now()));
  });
  await page.goto("/pages/company/about-us");
  await waitForHydration(page);
  const firstFrame = await page.evaluate(() => (window as unknown as { firstFrame: number }).firstFrame);
  const scripts = await loadedScripts(page);
  expect(firstFrame).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(5); // the manifest, the client entry, the root and page modules and their chunks
  expect(scripts.filter((script) => script.start < firstFrame)).toEqual([]);
});

// An import evaluates, in one task, every module under it not yet run; the page's script runs them one
// per task beforehand, each after what it imports, and leaves the client entry, which hydrates, to last.
// The sign-up cover's chunks import modules after the `/* empty css */` comments Vite writes among imports.
for (const path of [paths.pricing, paths["el-buttons"], paths["signup-cover"]]) {
  test(`a page evaluates its modules one per task, each after its imports, then hydrates: ${path}`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    // The modules to evaluate, as the page's data block lists them for its script (pipeline/pages/defer-hydration.ts).
    const block = elementsOf(html).find((element) => element.tagName === "script" && attribute(element, "id") === "ukg-hydration");
    const steps: string[] = JSON.parse(contentOf(block!, html).text).steps;
    await page.goto(path);
    await waitForHydration(page);
    const loaded = (await loadedScripts(page)).map((script) => script.url);
    const entry = loaded.filter((script) => /\/entry\.client-[^/]+\.js$/.test(script));
    expect(entry).toHaveLength(1);
    // Every module the page loaded to hydrate, once each, the entry apart.
    expect([...steps].sort()).toEqual(loaded.filter((script) => script !== entry[0]).sort());
    expect(steps[0]).toMatch(/\/manifest-[^/]+\.js$/);
    for (const [index, step] of steps.entries()) {
      for (const imported of staticImports(await (await request.get(step)).text(), step)) {
        expect(steps.slice(0, index), `${step} imports ${imported}`).toContain(imported);
      }
    }
  });
}

// Painted part-parsed, a page showed only the top of its content; the rest then made it outgrow the window,
// and the scrollbar that appeared moved every centred block sideways (a layout shift of up to 0.15).
for (const path of [paths.presentation, "/sections/elements/social-buttons"]) {
  test(`the first paint waits until the whole page is parsed: ${path}`, async ({ page }) => {
    await page.goto(path);
    const blocker = await page.evaluate(() => {
      const link = document.querySelector<HTMLLinkElement>('head link[rel="expect"][blocking="render"]');
      const target = link && document.querySelector(link.getAttribute("href")!);
      const last = (selector: string) => [...document.querySelectorAll(selector)].at(-1)!;
      const follows = (node: Element) => !!target && !!(node.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING);
      return { found: !!target, afterMain: follows(last("main")), afterFooter: follows(last("footer")) };
    });
    expect(blocker).toEqual({ found: true, afterMain: true, afterFooter: true });
  });
}

test("every script a page loads opens with V8's compile hint, so it compiles off the main thread", async ({ page, request }) => {
  await page.goto("/pages/company/pricing");
  await waitForHydration(page);
  const scripts = await loadedScripts(page);
  expect(scripts.length).toBeGreaterThan(5);
  for (const { url: script } of scripts) {
    const response = await request.get(script);
    expect(response.status(), script).toBe(200);
    expect((await response.text()).startsWith("//# allFunctionsCalledOnLoad\n"), script).toBe(true);
  }
});

// Each font file is a download and, when it arrives, a relayout of the text set in it: Roboto's three
// weights come from one variable file, Roboto Slab's bold from its own.
test("a page's text is set in two font files, Roboto's three weights from one", async ({ page }) => {
  await page.goto(paths.presentation);
  await waitForHydration(page);
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].map((face) => `${face.family} ${face.weight} ${face.status}`).sort();
  });
  expect(faces).toEqual(["Roboto 400 loaded", "Roboto 500 loaded", "Roboto 700 loaded", "Roboto Slab 700 loaded"]);
  const files = (await loadedFiles(page, ".woff2")).map((file) => file.url.replace(/-[\w-]{8}\.woff2$/, ".woff2")).sort();
  expect(files).toEqual(["/assets/roboto-latin-wght-normal.woff2", "/assets/roboto-slab-latin-700-normal.woff2"]);
});

/** The files of one kind (".js", ".svg") the page has fetched so far: each one's path and when its fetch started. */
function loadedFiles(page: Page, extension: string) {
  return page.evaluate(
    (extension) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(extension))
        .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
    extension,
  );
}

const loadedScripts = (page: Page) => loadedFiles(page, ".js");

// No SVG file is drawn: icons are inline (docs/architecture.md, "Icons and images").
for (const path of [paths.presentation, paths["page-pricing"]]) {
  test(`icons are drawn inline, with no icon file fetched: ${path}`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    const icons = page.locator("svg.svg-icon");
    expect(await icons.count()).toBeGreaterThan(path === paths.presentation ? 15 : 7);
    const drawn = await icons.evaluateAll((svgs) =>
      svgs.map((svg) => {
        const { width, height } = svg.getBoundingClientRect();
        const path = svg.querySelector("path");
        // Those in a closed menu (the colour modes) take no room until it opens.
        const shown = width > 0 && height > 0;
        return { shownOrInClosedMenu: shown || !!svg.closest(".dropdown-menu:not(.show)"), inked: !!path && getComputedStyle(path).fill === getComputedStyle(svg).color };
      }),
    );
    expect(drawn.filter((icon) => !icon.shownOrInClosedMenu || !icon.inked)).toEqual([]);
    // Nor the browser tab's icon, which is a PNG for the same reason.
    expect(await loadedFiles(page, ".svg")).toEqual([]);
  });
}
