import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../app/routes";
import { runtimeClasses } from "../pipeline/shared/opened-classes";
import { importsOf, templateGroup } from "../pipeline/stylesheets/purge-stylesheets";
import { expect, showInTheme, test, waitForHydration } from "./fixtures";
import { selectorsIn, wholeStylesheet } from "./stylesheets";

// The template pages link the whole theme (app/styles/pages.scss) purged for their group (purge-stylesheets.ts):
// nothing their pages cannot match, and every rule their elements match as they load, open, slide and change
// colour mode.

/** Every route of the config, the layout routes' children with them. */
const everyRoute = (list: RouteConfigEntry[]): RouteConfigEntry[] => list.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);
const templatePages = everyRoute(routes).flatMap((route) => (route.file.startsWith("routes/pages/") && route.path ? [route.path] : []));
const groups = new Map<string, string[]>();
for (const path of templatePages) groups.set(templateGroup(path), [...(groups.get(templateGroup(path)) ?? []), path]);

/** The group's stylesheets a page links, as the build names them. */
const groupSheet = (group: string) => `^/assets/${group}-[\\w-]{8}\\.css$`;

/** The classes a selector needs outside brackets and pseudo-classes' arguments (which PurgeCSS does not read). */
function classesOf(selector: string): string[] {
  let outside = "";
  let depth = 0;
  for (const char of selector) {
    if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (depth === 0) outside += char;
  }
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]);
}

const safelisted = (name: string) => (runtimeClasses as { standard: (string | RegExp)[] }).standard.some((entry) => (typeof entry === "string" ? entry === name : entry.test(name)));

/** The whole theme the template pages' stylesheet is purged from. */
const theme = () => wholeStylesheet("pages.scss");

for (const [group, pages] of groups) {
  test(`the ${group} pages link no rule whose classes are absent from their markup and code`, async ({ page, request, problems }) => {
    // What PurgeCSS reads as words: the pages' HTML and every script they may run.
    const words = new Set<string>();
    const addWords = (text: string) => text.match(/[A-Za-z0-9_-]+/g)?.forEach((word) => words.add(word));
    const scripts = new Set<string>();
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      addWords(html);
      const queue = [...html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((match) => match[1]);
      while (queue.length > 0) {
        const href = queue.pop()!;
        if (scripts.has(href)) continue;
        scripts.add(href);
        const code = await (await request.get(href)).text();
        addWords(code);
        queue.push(...importsOf(code, href));
      }
    }
    await page.goto(pages[0]);
    const selectors = await selectorsIn(page, { linked: groupSheet(group) });
    // The group's own rules, not an empty sheet (the one-page guide group keeps about 90).
    expect(selectors.length).toBeGreaterThan(50);
    const unused = selectors.filter((selector) => classesOf(selector).some((name) => !words.has(name) && !safelisted(name)));
    expect(unused).toEqual([]);
    // The whole theme has many more (every example's), so the stylesheet was purged.
    expect(selectors.length).toBeLessThan((await selectorsIn(page, { text: theme() })).length / 2);
    expect(problems).toEqual([]);
  });
}

for (const path of templatePages) {
  test(`${path} links every rule of the whole theme its elements match as they change`, async ({ page, problems }) => {
    // Every few moments, and whenever a class appears that no element had before (a sliding carousel's for a
    // few hundred milliseconds), the theme's selectors that some element matches, states and pseudo-elements aside.
    await page.addInitScript(() => {
      const state = window as unknown as { themeSelectors?: string[]; matched: Set<string>; collect: () => void };
      const seen = new Set<string>();
      state.matched = new Set();
      const target = (selector: string) =>
        selector
          .replace(/::?[\w-]+(\((?:[^()]|\([^()]*\))*\))?/g, "")
          .replace(/(^|[\s>+~])(?=[\s>+~]|$)/g, "$1*");
      state.collect = () => {
        for (const selector of state.themeSelectors ?? []) {
          if (state.matched.has(selector)) continue;
          try {
            if (document.querySelector(target(selector))) state.matched.add(selector);
          } catch {
            // A selector this browser does not read (another engine's pseudo-element) styles nothing here.
          }
        }
      };
      new MutationObserver((records) => {
        let fresh = false;
        for (const record of records) {
          const elements = record.type === "attributes" ? [record.target as Element] : [...record.addedNodes].filter((node) => node instanceof Element);
          for (const element of elements) {
            for (const each of [element, ...element.querySelectorAll("[class]")]) {
              for (const name of each.classList) {
                if (!seen.has(name)) {
                  seen.add(name);
                  fresh = true;
                }
              }
            }
          }
        }
        if (fresh) state.collect();
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    await waitForHydration(page);
    const themeSelectors = await selectorsIn(page, { text: theme() });
    const collect = () => page.evaluate(() => (window as unknown as { collect: () => void }).collect());
    await page.evaluate((selectors) => Object.assign(window, { themeSelectors: selectors }), themeSelectors);
    await collect();

    // Tooltips, carousels, accordions, select and date pickers and fields, each as a visitor moves it.
    for (const trigger of await page.locator(".avatar-group .avatar-link").all()) {
      await trigger.hover();
      await expect(page.locator(".tooltip.show").last()).toBeVisible();
    }
    for (const next of await page.getByRole("button", { name: /^Next / }).all()) await next.click();
    for (const button of await page.locator(".accordion-button.collapsed").all()) await button.click();
    for (const picker of await page.locator(".choices:visible, input.flatpickr-input:visible").all()) {
      await picker.click();
      await page.keyboard.press("Escape");
    }
    const fields = page.locator("input.form-control:visible:not([readonly]):not([disabled]):not(.flatpickr-input), textarea.form-control:visible");
    for (const field of await fields.all()) await field.fill("a");
    await collect();
    await showInTheme(page, "dark");
    await collect();

    const matched = await page.evaluate(() => [...(window as unknown as { matched: Set<string> }).matched]);
    const linked = new Set(await selectorsIn(page, { linked: groupSheet(templateGroup(path)) }));
    expect(matched.length, "theme rules the page matches").toBeGreaterThan(10);
    expect(matched.filter((selector) => !linked.has(selector))).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test("a template page reached by client-side navigation links its group's stylesheet, and only that", async ({ page, problems }) => {
  await page.goto("/");
  await waitForHydration(page);
  const stylesheets = () => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname));
  expect((await stylesheets()).filter((href) => /^\/assets\/(pages|authentication)-/.test(href))).toEqual([]);
  // The layout route lists no stylesheet after the purge: the page's route brings its group's copy.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('a[href="/pages/company/about-us"]').first().evaluate((link: HTMLAnchorElement) => link.click());
  await expect(page).toHaveURL(/\/pages\/company\/about-us$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), "navigated without a reload").toBe(true);
  await expect.poll(async () => (await stylesheets()).filter((href) => /^\/assets\/(pages|authentication)-/.test(href))).toEqual([
    expect.stringMatching(new RegExp(groupSheet("pages"))),
  ]);
  await expect(page.locator("main#content")).toBeVisible();
  expect(problems).toEqual([]);
});
