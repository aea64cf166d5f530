import type { Frame, Locator, Page } from "@playwright/test";
import { paths, previewPath, type RouteName } from "../app/paths";
import { catalogue } from "../examples-catalogue";
import { attribute, elementsOf } from "../pipeline/shared/page-parser";
import { expect, showInTheme, test, waitForHydration } from "./fixtures";
import { selectorsIn, wholeStylesheet } from "./stylesheets";

// Each showcase page links the showcase's stylesheet (app/styles/showcase.scss) purged for it and its examples'
// previews (purge-stylesheets.ts): every rule of the whole one that its elements match as they load, open, slide and
// change colour mode, its code panel and preview frames, the search dialog and the colour-mode menu included.

const examples = catalogue();
const showcasePages = [...new Set(examples.map((example) => example.page))] as RouteName[];

/** A showcase page's stylesheet as the build names it (its route's id). */
const pageSheet = (name: string) => `^/assets/${name}-[\\w-]{8}\\.css$`;

/** The whole stylesheet the showcase's is purged from. */
const whole = () => wholeStylesheet("showcase.scss");

/** Runs `act`, ignoring its failure: moving the page's widgets only exercises their styles, checked at the end. */
const attempt = async (act: () => Promise<unknown>) => {
  try {
    await act();
  } catch {
    // A control that is gone, hidden or covered by what the previous one opened.
  }
};

/** Clicks a control as a script would: only its styles matter here, so Playwright's checks that a user could click it are skipped. */
const press = (control: Locator) => attempt(() => control.evaluate((element) => (element as HTMLElement).click(), undefined, { timeout: 2000 }));

/** In a frame: every few moments, and whenever a class appears that no element had before, the matched selectors. */
async function collect(frame: Page | Frame) {
  await attempt(() => frame.evaluate(() => (window as unknown as { collect?: () => void }).collect?.()));
}

/**
 * Brings what a control started (a fade, a slide, a collapse) to its end, then collects: the classes a widget ends with
 * come at the end of its transition. Ending one may start the next (a modal's backdrop, then the modal), so it ends
 * them until none runs; a looping animation (a spinner) has no end and is left.
 */
async function settle(page: Page) {
  await attempt(() =>
    page.evaluate(async () => {
      for (let round = 0; round < 10; round++) {
        await new Promise(requestAnimationFrame);
        const running = document.getAnimations().filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity);
        if (running.length === 0) break;
        for (const animation of running) animation.finish();
      }
    }),
  );
  await collect(page);
}

/** Closes what the last control opened: Escape, then the close buttons of any modal or panel that ignores it. */
async function closeOverlays(page: Page) {
  await page.keyboard.press("Escape");
  await attempt(() =>
    page.evaluate(() => {
      for (const close of document.querySelectorAll<HTMLElement>(".modal.show .btn-close, .offcanvas.show .btn-close")) close.click();
    }),
  );
}

test.use({ viewport: { width: 1440, height: 900 }, permissions: ["clipboard-read", "clipboard-write"] });
test.describe.configure({ timeout: 240_000 });

for (const name of showcasePages) {
  test(`${paths[name]} links every rule of the whole showcase stylesheet its elements match as they change`, async ({ page, request, problems }) => {
    // The whole stylesheet's selectors that some element matches, states and pseudo-elements aside: collected at each
    // class change (a sliding carousel's for a few hundred milliseconds, a fading modal's), frames included.
    await page.addInitScript((selectors) => {
      const state = window as unknown as { matched: Set<string>; collect: () => void };
      const seen = new Set<string>();
      state.matched = new Set();
      const target = (selector: string) =>
        selector.replace(/::?[\w-]+(\((?:[^()]|\([^()]*\))*\))?/g, "").replace(/(^|[\s>+~])(?=[\s>+~]|$)/g, "$1*");
      // Only what no element has matched yet is looked for, and only when the document changed since the last look.
      let unmatched = selectors.map((selector) => ({ selector, query: target(selector) }));
      let changed = true;
      state.collect = () => {
        if (!changed) return;
        changed = false;
        unmatched = unmatched.filter(({ selector, query }) => {
          try {
            if (!document.querySelector(query)) return true;
          } catch {
            // A selector this browser does not read (another engine's pseudo-element) styles nothing here.
            return false;
          }
          state.matched.add(selector);
          return false;
        });
      };
      // A demo form that does not stop its own submission would reload the page and lose what was collected.
      document.addEventListener("submit", (event) => event.preventDefault(), true);
      new MutationObserver((records) => {
        changed = true;
        let fresh = false;
        for (const record of records) {
          if (record.type === "attributes" && record.attributeName !== "class" && record.attributeName !== "data-bs-theme") continue;
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
      }).observe(document, { subtree: true, childList: true, attributes: true });
    }, await (async () => {
      const scratch = await page.context().newPage();
      await scratch.setContent("<!DOCTYPE html><html><body></body></html>");
      const selectors = await selectorsIn(scratch, { text: whole() });
      await scratch.close();
      return selectors;
    })());

    await page.goto(paths[name]);
    await waitForHydration(page);
    await collect(page);
    const blocks = examples.filter((example) => example.page === name);

    for (const example of blocks) {
      const preview = page.locator(`section#${example.id} .example-preview`);
      await preview.scrollIntoViewIfNeeded();
      // Tooltips and popovers on hover; then fields filled, pickers opened; then every control clicked in turn
      // (menus, modals, panels, carousels, toggles, submit buttons), each closed again with Escape.
      for (const target of await preview.locator("button:visible, a:visible, [data-bs-toggle]:visible, .avatar:visible").all()) {
        await attempt(() => target.hover({ timeout: 1000 }));
        await collect(page);
      }
      const fields = preview.locator(
        ":is(input:not([type]), input[type=text], input[type=email], input[type=search], input[type=password], input[type=tel], input[type=url], textarea):visible:not([readonly]):not([disabled]):not(.flatpickr-input)",
      );
      for (const field of await fields.all()) await attempt(() => field.fill("a", { timeout: 1000 }));
      for (const picker of await preview.locator(".choices:visible, input.flatpickr-input:visible").all()) {
        await attempt(() => picker.click({ timeout: 1000 }));
        await collect(page);
        await page.keyboard.press("Escape");
      }
      for (const control of await preview.locator("button, [role=button], [role=tab], input[type=checkbox], input[type=radio], summary").all()) {
        await press(control);
        await settle(page);
        await closeOverlays(page);
      }
      await settle(page);
      await closeOverlays(page);
    }

    // The block's own UI: the Code tab and its forms, Copy, the example's own dark mode, a preview frame.
    for (const example of blocks) {
      const block = page.locator(`section#${example.id}`);
      await press(block.getByRole("button", { name: "Dark", exact: true }));
      await collect(page);
      await press(block.getByRole("tab", { name: "Code" }));
      await attempt(() => block.getByRole("button", { name: "Copy", exact: true }).waitFor({ timeout: 10_000 }));
      await collect(page);
      for (const form of await block.locator(".code-forms [role=tab]").all()) {
        await press(form);
        await collect(page);
      }
      // Expand shows for a listing taller than its box, once it has been laid out: read as the Code tab reads it.
      const listing = block.locator("pre.code-view:visible").first();
      const tall = await listing
        .evaluate(async (pre) => {
          while (pre.clientHeight === 0) await new Promise(requestAnimationFrame);
          return pre.scrollHeight > pre.clientHeight + 1;
        }, undefined, { timeout: 2000 })
        .catch(() => false);
      if (tall) {
        const expand = block.getByRole("button", { name: "Expand" });
        await expect(expand).toBeVisible();
        await press(expand);
      }
      await attempt(() => block.getByRole("button", { name: "Copy", exact: true }).click({ timeout: 2000 }));
      await collect(page);
    }
    const first = page.locator(`section#${blocks[0].id}`);
    await first.getByRole("tab", { name: "Preview" }).click();
    await first.getByRole("button", { name: "Mobile" }).click();
    await expect(first.locator("iframe")).toBeVisible();
    await collect(page);

    // The navbar: the search dialog and the colour-mode menu.
    const navbar = page.getByRole("banner");
    await navbar.getByRole("button", { name: /Search/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.type("alert");
    await expect(page.getByRole("dialog").getByRole("option").first()).toBeVisible();
    await collect(page);
    await page.keyboard.press("Escape");
    await navbar.getByRole("button", { name: /^Colour mode:/ }).click();
    await collect(page);
    await page.keyboard.press("Escape");
    await showInTheme(page, "dark");
    await collect(page);

    const matched = await page.evaluate(() => [...(window as unknown as { matched: Set<string> }).matched]);
    const linked = new Set(await selectorsIn(page, { linked: pageSheet(name) }));
    expect(matched.length, "rules of the whole showcase stylesheet the page matches").toBeGreaterThan(50);
    expect(linked.size, "the page links its own purged stylesheet").toBeGreaterThan(50);
    expect(matched.filter((selector) => !linked.has(selector))).toEqual([]);
    // Purged: the whole stylesheet has many more (every example's).
    expect(linked.size).toBeLessThan((await selectorsIn(page, { text: whole() })).length / 2);

    // Each example's preview page links its showcase page's stylesheet, already in the cache once the page has framed it.
    const sheetOf = (html: string) =>
      elementsOf(html)
        .filter((element) => element.tagName === "link" && attribute(element, "rel") === "stylesheet")
        .map((link) => attribute(link, "href")!)
        .filter((href) => new RegExp(pageSheet(name)).test(href));
    const own = sheetOf(await (await request.get(paths[name])).text());
    expect(own).toHaveLength(1);
    for (const example of blocks) expect(sheetOf(await (await request.get(previewPath(example))).text())).toEqual(own);
    expect(problems).toEqual([]);
  });
}
