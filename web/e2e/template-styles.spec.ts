import { runtimeClasses } from "../pipeline/shared/opened-classes";
import { importsOf, templateGroup } from "../pipeline/stylesheets/purge-stylesheets";
import { expect, test, waitForHydration } from "./fixtures";
import { builtStylesheet, selectorsIn, templatePages, wholeStylesheet } from "./stylesheets";

// The template pages link the whole theme (app/styles/pages.scss) purged for their group (purge-stylesheets.ts):
// nothing their pages cannot match. That they keep every rule their elements match as they load, open, slide and
// change colour mode is checked where routes.spec.ts visits each page at 1440 px.

const groups = new Map<string, string[]>();
for (const path of templatePages) groups.set(templateGroup(path), [...(groups.get(templateGroup(path)) ?? []), path]);

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
  test(`the ${group} pages link no rule whose classes are absent from their markup and code`, async ({ page, request }) => {
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
    const selectors = await selectorsIn(page, { linked: builtStylesheet(group) });
    // The group's own rules, not an empty sheet (the one-page guide group keeps about 90).
    expect(selectors.length).toBeGreaterThan(50);
    const unused = selectors.filter((selector) => classesOf(selector).some((name) => !words.has(name) && !safelisted(name)));
    expect(unused).toEqual([]);
    // The whole theme has many more (every example's), so the stylesheet was purged.
    expect(selectors.length).toBeLessThan((await selectorsIn(page, { text: theme() })).length / 2);
  });
}

test("a template page reached by client-side navigation links its group's stylesheet, and only that", async ({ page }) => {
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
    expect.stringMatching(new RegExp(builtStylesheet("pages"))),
  ]);
  await expect(page.locator("main#content")).toBeVisible();
});
