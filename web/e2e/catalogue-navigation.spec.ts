import type { Locator, Page } from "@playwright/test";
import { pages, showcaseGroups } from "../app/content/pages";
import { paths, type RouteName } from "../app/paths";
import { COPY_ALERT_TIMINGS } from "../app/showcase/useCopyAlert";
import { catalogue } from "../examples-catalogue";
import { keepOffline } from "../chromium.mjs";
import { appears, expect, expectNoAxeViolations, showInTheme, test, waitForHydration } from "./fixtures";

// The catalogue's side navigation (a sticky column from 992 px, a "Browse sections" panel below), previous and next
// pages, a long page's "On this page" list; and the showcase's and landing page's small layout promises, each
// measured. A few pages stand for all: routes.spec.ts visits every one.

const examples = catalogue();
const countOf = (page: RouteName) => examples.filter((example) => example.page === page).length;
const sequence = showcaseGroups.flatMap((group) => group.pages);
const showcasePages = sequence.length;
const last = sequence.at(-1)!;

/** The page's horizontal overflow: the document wider than the window scrolls sideways. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A box's place on the page (not the window), rounded to the pixel. */
const placeOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { left: Math.round(box.left + window.scrollX), top: Math.round(box.top + window.scrollY), width: Math.round(box.width) };
  });

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the side column lists every group and page with its count, marks the current one and scrolls to it", async ({ page }) => {
    // The last page is the furthest down the list: in view only if the column scrolled to it.
    await page.goto(paths[last]);
    await waitForHydration(page);
    const column = page.getByRole("navigation", { name: "Catalogue" });
    await expect(column).toBeVisible();
    await expect(page.getByRole("button", { name: "Browse sections" })).toBeHidden();
    await expect(column.getByRole("link")).toHaveCount(showcasePages + showcaseGroups.length);
    for (const name of ["page-headers", "navigation-navbars", "ac-modals", "el-typography"] as const) {
      await expect(column.getByRole("link", { name: `${pages[name].title} ${countOf(name)} examples` })).toHaveAttribute("href", paths[name]);
    }
    for (const group of showcaseGroups) {
      const count = examples.filter((example) => example.group === group.key).length;
      await expect(column.getByRole("link", { name: `${group.label} ${count} examples` })).toHaveAttribute("href", paths[group.overview]);
    }
    const current = column.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute("href", paths[last]);
    await expect(current).toBeInViewport({ ratio: 1 });

    // Sticky: far down the page the column is still in sight.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight / 2, behavior: "instant" }));
    await expect(current).toBeInViewport({ ratio: 1 });
  });

  test("the column is in the prerendered page, where hydration leaves it and the content", async ({ page, browser, baseURL }) => {
    const path = paths["el-buttons"];
    // Without JavaScript, the prerendered page as it first paints.
    const still = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 }, baseURL });
    await keepOffline(still, (url) => url.origin === new URL(baseURL!).origin);
    const first = await still.newPage();
    await first.goto(path);
    await expect(first.getByRole("navigation", { name: "Catalogue" }).locator('[aria-current="page"]')).toHaveAttribute("href", path);
    const before = { column: await placeOf(first.locator(".catalogue-nav")), main: await placeOf(first.locator("main")) };
    await still.close();

    await page.goto(path);
    await waitForHydration(page);
    expect({ column: await placeOf(page.locator(".catalogue-nav")), main: await placeOf(page.locator("main")) }).toEqual(before);
  });

  test("previous and next cross from one group to the next; the last page has no next", async ({ page }) => {
    const first = showcaseGroups[1].pages[0];
    const before = showcaseGroups[0].pages.at(-1)!;
    await page.goto(paths[first]);
    await waitForHydration(page);
    const steps = page.getByRole("navigation", { name: "Previous and next page" });
    await expect(steps.getByRole("link", { name: new RegExp(`^Previous · ${showcaseGroups[0].label}`) })).toHaveAttribute("href", paths[before]);
    await steps.getByRole("link", { name: /^Next/ }).click();
    await expect(page).toHaveURL(new RegExp(`${paths[sequence[sequence.indexOf(first) + 1]]}$`));
    await expect(page.getByRole("navigation", { name: "Catalogue" }).locator('[aria-current="page"]')).toHaveAttribute(
      "href",
      paths[sequence[sequence.indexOf(first) + 1]],
    );

    await page.goto(paths[last]);
    await waitForHydration(page);
    await expect(steps.getByRole("link")).toHaveCount(1);
    await expect(steps.getByRole("link", { name: /^Previous/ })).toHaveAttribute("href", paths[sequence.at(-2)!]);
  });

  test("a long page lists its examples, each linking to its block; a short one does not", async ({ page }) => {
    const long = sequence.find((name) => countOf(name) >= 6)!;
    const short = sequence.find((name) => countOf(name) < 6)!;
    await page.goto(paths[long]);
    await waitForHydration(page);
    const list = page.getByRole("navigation", { name: "On this page" });
    await list.getByText(`On this page: ${countOf(long)} examples`).click();
    const links = list.getByRole("link");
    const ofPage = examples.filter((example) => example.page === long);
    await expect(links).toHaveCount(ofPage.length);
    for (const [index, example] of ofPage.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", `#${example.id}`);
      await expect(links.nth(index)).toHaveText(example.title);
    }
    await links.last().click();
    await expect(page.locator(`section#${ofPage.at(-1)!.id}`)).toBeInViewport();

    await page.goto(paths[short]);
    await expect(page.getByRole("navigation", { name: "On this page" })).toHaveCount(0);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`a showcase page and an overview with the column pass axe in ${theme} mode`, async ({ page }) => {
      for (const path of [paths["ac-modals"], paths["sections-navigation"]]) {
        await page.goto(path);
        await waitForHydration(page);
        await showInTheme(page, theme);
        await expectNoAxeViolations(page);
        expect(await sideways(page)).toBeLessThanOrEqual(0);
      }
    });
  }

  test("the default width preset reads as chosen, and a focused preset looks unlike a chosen one", async ({ page }) => {
    await page.goto(paths["el-buttons"]);
    await waitForHydration(page);
    const toolbar = page.locator(".example-block").first().getByRole("group", { name: "Preview width" });
    const [mobile, tablet, desktop] = ["Mobile", "Tablet", "Desktop"].map((name) => toolbar.getByRole("button", { name }));
    await expect(desktop).toHaveAttribute("aria-pressed", "true");
    await expect(mobile).toHaveAttribute("aria-pressed", "false");
    await expect(tablet).toHaveAttribute("aria-pressed", "false");

    const look = (button: Locator) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { color: style.color, background: style.backgroundColor, border: style.borderColor, outline: style.outlineStyle };
      });
    const idle = await look(tablet);
    const chosen = await look(desktop);
    // By keyboard, so the browser shows focus: Mobile, not chosen, focused.
    await desktop.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(mobile).toBeFocused();
    const focused = await look(mobile);
    expect(focused.background, "a focused preset's fill").not.toBe(chosen.background);
    expect(focused.color, "a focused preset's text").not.toBe(chosen.color);
    // Focus adds a ring to the button as it is, and nothing else.
    expect({ ...focused, outline: idle.outline }).toEqual(idle);
    expect(focused.outline).toBe("solid");
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('"Browse sections" opens the list as a panel: focus moves in, Esc closes and gives focus back', async ({ page }) => {
    await page.goto(paths["inputareas-forms"]);
    await waitForHydration(page);
    await expect(page.locator(".catalogue-nav")).toBeHidden();
    const browse = page.getByRole("button", { name: "Browse sections" });
    await browse.click();
    const panel = page.getByRole("dialog", { name: "Browse sections" });
    await expect(panel).toBeVisible();
    const current = panel.locator('[aria-current="page"]');
    await expect(current).toBeFocused();
    await expect(current).toHaveAttribute("href", paths["inputareas-forms"]);
    await expect(panel.getByRole("link")).toHaveCount(showcasePages + showcaseGroups.length);
    // Modal: the page behind is out of reach, so Tab stays in the panel.
    for (let presses = 0; presses < 3; presses += 1) {
      await page.keyboard.press("Tab");
      expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await showInTheme(page, "dark");
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(browse).toBeFocused();

    // A link followed goes there and closes the panel.
    await browse.click();
    await panel.getByRole("link", { name: /^Modals \d+ examples$/ }).click();
    await expect(page).toHaveURL(new RegExp(`${paths["ac-modals"]}$`));
    await expect(panel).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages["ac-modals"].title);

    // The backdrop, clicked beside the panel, closes it.
    await browse.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(365, 400);
    await expect(panel).toBeHidden();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  test("an overview has the button and the panel too", async ({ page }) => {
    await page.goto(paths["sections-elements"]);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Browse sections" }).click();
    await expect(page.getByRole("dialog", { name: "Browse sections" }).locator('[aria-current="page"]')).toHaveAttribute(
      "href",
      paths["sections-elements"],
    );
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
});

for (const width of [375, 1440]) {
  test(`at ${width} px the copy message takes no room from the code: the listing does not move`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.clock.install({ time: new Date("2026-01-05T08:00:00") });
    const example = examples.find((entry) => entry.page === "page-features")!;
    await page.goto(paths[example.page]);
    await waitForHydration(page);
    const block = page.locator(`section#${example.id}`);
    await block.getByRole("tab", { name: "Code" }).click();
    const listing = block.getByLabel(`Source code of ${example.title}`);
    await expect(listing).toBeVisible();
    const before = await placeOf(listing);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await block.getByRole("button", { name: "Copy", exact: true }).click();
    // The message, and its timers, come once the clipboard has the code: a promise the page's clock does not drive.
    const message = block.locator(".copy-status-code .copy-alert");
    await appears(message);
    await page.clock.runFor(COPY_ALERT_TIMINGS.fadeIn);
    await expect(message).toHaveClass(/\bshow\b/);
    expect(await placeOf(listing)).toEqual(before);
    await page.clock.runFor(COPY_ALERT_TIMINGS.remove);
    await expect(message).toHaveCount(0);
    expect(await placeOf(listing)).toEqual(before);
  });
}

test("at 1440 px the landing page's call-out cards end in a row of buttons", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(paths.presentation);
  const cards = page.getByRole("region", { name: "Ready to apply?" }).locator(".callout-card");
  await expect(cards).toHaveCount(3);
  const boxes = await cards.evaluateAll((all) =>
    all.map((card) => {
      const [box, button] = [card.getBoundingClientRect(), card.querySelector(".btn")!.getBoundingClientRect()];
      return { cardBottom: Math.round(box.bottom), buttonBottom: Math.round(button.bottom), gap: Math.round(box.bottom - button.bottom) };
    }),
  );
  // Equal cards, each button the same distance above its card's foot: the buttons line up.
  expect(new Set(boxes.map((box) => box.cardBottom)).size, JSON.stringify(boxes)).toBe(1);
  expect(new Set(boxes.map((box) => box.buttonBottom)).size, JSON.stringify(boxes)).toBe(1);
});

test("at 1440 px the landing page's pill stands clear of its heading, and each route card's button is 16 px below what precedes it", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(paths.presentation);
  const gap = await page.locator("#topics-title").evaluate((heading) => {
    const pill = heading.previousElementSibling!.getBoundingClientRect();
    return heading.getBoundingClientRect().top - pill.bottom;
  });
  expect(gap).toBeGreaterThanOrEqual(8);

  await page.goto(paths["find-your-route"]);
  const gaps = await page.locator("article.route").evaluateAll((cards) =>
    cards.map((card) => {
      const button = [...card.querySelectorAll(".btn")].at(-1)!;
      return `${card.id}: ${Math.round(button.getBoundingClientRect().top - button.previousElementSibling!.getBoundingClientRect().bottom)}`;
    }),
  );
  expect(gaps.length).toBeGreaterThan(10);
  expect(gaps.filter((entry) => !entry.endsWith(": 16"))).toEqual([]);
});
