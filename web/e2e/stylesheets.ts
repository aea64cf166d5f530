import type { APIRequestContext, Frame, Locator, Page } from "@playwright/test";
import { join } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { compile } from "sass";
import routes from "../app/routes";
import { paths, previewPath, type RouteName } from "../app/paths";
import type { ExampleMeta } from "../app/catalogue/exampleMeta";
import { attribute, elementsOf } from "../pipeline/shared/page-parser";
import { templateGroup } from "../pipeline/stylesheets/purge-stylesheets";
import { compileOptions } from "../sass-options";
import { appears, expect, showInTheme } from "./fixtures";

// What the browser tests read of a page's stylesheets: the rules it links, and those it matches as it changes.

/** Every route of the config, the layout routes' children with them. */
const everyRoute = (list: RouteConfigEntry[]): RouteConfigEntry[] => list.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);
/** The template pages' paths (their routes' modules are under routes/pages/), which link the theme purged for their group. */
export const templatePages = everyRoute(routes).flatMap((route) => (route.file.startsWith("routes/pages/") && route.path ? [route.path] : []));

/** A purged stylesheet as the build names it: a template page group's, or a showcase page's (its route's id). */
export const builtStylesheet = (name: string) => `^/assets/${name}-[\\w-]{8}\\.css$`;

/**
 * The selectors of the page's style rules, one per complex selector, as Chromium writes them: of the stylesheets
 * linked under `linked` (a pattern of their paths), or of a stylesheet's text. Inside @media and @supports too.
 */
export function selectorsIn(page: Page, source: { linked: string } | { text: string }) {
  return page.evaluate((source) => {
    const split = (list: string) => {
      const parts: string[] = [];
      let depth = 0;
      let start = 0;
      for (let i = 0; i < list.length; i++) {
        if ("([".includes(list[i])) depth++;
        else if (")]".includes(list[i])) depth--;
        else if (list[i] === "," && depth === 0) {
          parts.push(list.slice(start, i).trim());
          start = i + 1;
        }
      }
      return [...parts, list.slice(start).trim()];
    };
    const walk = (rules: CSSRuleList): string[] =>
      [...rules].flatMap((rule) =>
        rule instanceof CSSStyleRule ? split(rule.selectorText) : rule instanceof CSSGroupingRule ? walk(rule.cssRules) : [],
      );
    if ("text" in source) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(source.text);
      return walk(sheet.cssRules);
    }
    const pattern = new RegExp(source.linked);
    return [...document.styleSheets].filter((sheet) => sheet.href && pattern.test(new URL(sheet.href).pathname)).flatMap((sheet) => walk(sheet.cssRules));
  }, source);
}

const compiled = new Map<string, string>();
/** A stylesheet of app/styles/ compiled whole, as the build compiles it before purging it (`pages.scss`). */
export function wholeStylesheet(file: string): string {
  if (!compiled.has(file)) compiled.set(file, compile(join(import.meta.dirname, "../app/styles", file), compileOptions).css);
  return compiled.get(file)!;
}

// The selectors of a whole stylesheet that the page's elements match as they load, open, slide and change colour
// mode, against the purged copy the page links (purge-stylesheets.ts): one collector for the template pages'
// theme (pages.scss) and the showcase's (showcase.scss).

const selectorsOfWhole = new Map<string, string[]>();

/**
 * Before the page loads: from then on, every few moments, and whenever a class appears that no element had before
 * (a sliding carousel's for a few hundred milliseconds, a fading modal's), the whole stylesheet's selectors that some
 * element matches, states and pseudo-elements aside. In frames too.
 */
export async function watchMatchedRules(page: Page, file: "pages.scss" | "showcase.scss") {
  if (!selectorsOfWhole.has(file)) {
    const scratch = await page.context().newPage();
    await scratch.setContent("<!DOCTYPE html><html><body></body></html>");
    selectorsOfWhole.set(file, await selectorsIn(scratch, { text: wholeStylesheet(file) }));
    await scratch.close();
  }
  await page.addInitScript((selectors) => {
    const state = window as unknown as { matched: Set<string>; collect: () => void };
    const seen = new Set<string>();
    state.matched = new Set();
    const target = (selector: string) =>
      selector.replace(/::?[\w-]+(\((?:[^()]|\([^()]*\))*\))?/g, "").replace(/(^|[\s>+~])(?=[\s>+~]|$)/g, "$1*");
    // Only what no element has matched yet is looked for, only when the document changed since the last look, and only
    // once every class it names has been on some element: a query of the whole document per selector is most of the cost.
    let unmatched = selectors.map((selector) => {
      const query = target(selector);
      return { selector, query, classes: [...query.replace(/\[[^\]]*\]/g, "").matchAll(/\.((?:[\w-]|\\.)+)/g)].map((match) => match[1].replace(/\\(.)/g, "$1")) };
    });
    let changed = true;
    state.collect = () => {
      if (!changed) return;
      changed = false;
      unmatched = unmatched.filter(({ selector, query, classes }) => {
        if (!classes.every((name) => seen.has(name))) return true;
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

    // Moving a showcase page's examples, in the page: no round trip per control. Each step brings what it started
    // (a fade, a slide, a collapse) to its end and collects, since a widget's last classes come at the end of its
    // transition; ending one may start the next (a backdrop, then the modal); a looping animation has no end.
    const frame = () => new Promise(requestAnimationFrame);
    const settle = async () => {
      for (let round = 0; round < 10; round++) {
        await frame();
        const running = document.getAnimations().filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity);
        if (running.length === 0) break;
        for (const animation of running) animation.finish();
      }
      state.collect();
    };
    const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length > 0;
    const exercise = window as unknown as Exercise;
    // Escape to what has the focus (menus, modals), then the close buttons of a modal or panel that ignores it, and open popovers.
    exercise.closeOverlays = () => {
      const target = document.activeElement ?? document.body;
      for (const type of ["keydown", "keyup"]) target.dispatchEvent(new KeyboardEvent(type, { key: "Escape", code: "Escape", bubbles: true, cancelable: true }));
      for (const close of document.querySelectorAll<HTMLElement>(".modal.show .btn-close, .offcanvas.show .btn-close")) close.click();
      for (const open of document.querySelectorAll<HTMLElement>(":popover-open")) open.hidePopover();
    };
    // The pointer over each control in turn (tooltips, popovers), as a mouse moving from one to the next; then each text field typed in.
    exercise.hoverAndFill = async (root) => {
      let previous: Element | null = null;
      for (const target of root.querySelectorAll("button, a, [data-bs-toggle], .avatar")) {
        if (!shown(target)) continue;
        if (previous) for (const type of ["mouseout", "mouseleave"]) previous.dispatchEvent(new MouseEvent(type, { bubbles: type === "mouseout", relatedTarget: target }));
        for (const type of ["mouseover", "mouseenter"]) target.dispatchEvent(new MouseEvent(type, { bubbles: type === "mouseover", relatedTarget: previous }));
        previous = target;
        await settle();
      }
      if (previous) for (const type of ["mouseout", "mouseleave"]) previous.dispatchEvent(new MouseEvent(type, { bubbles: type === "mouseout" }));
      const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        ":is(input:not([type]), input[type=text], input[type=email], input[type=search], input[type=password], input[type=tel], input[type=url], textarea):not([readonly]):not([disabled]):not(.flatpickr-input)",
      );
      for (const field of fields) {
        if (!shown(field)) continue;
        field.focus();
        // React tracks a field's value: set it as the browser would, then say so.
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!.call(field, "a");
        field.dispatchEvent(new Event("input", { bubbles: true }));
        field.dispatchEvent(new Event("change", { bubbles: true }));
      }
      await settle();
    };
    // Every control clicked in turn (menus, modals, panels, carousels, toggles, submit buttons), each closed again.
    exercise.pressEach = async (root) => {
      for (const control of root.querySelectorAll<HTMLElement>("button, [role=button], [role=tab], input[type=checkbox], input[type=radio], summary")) {
        if (!control.isConnected) continue;
        control.click();
        await settle();
        exercise.closeOverlays();
      }
      await settle();
    };
  }, selectorsOfWhole.get(file)!);
}

/** What the page's init script (watchMatchedRules) gives the tests to move a showcase page's examples with. */
interface Exercise {
  closeOverlays: () => void;
  hoverAndFill: (root: Element) => Promise<void>;
  pressEach: (root: Element) => Promise<void>;
}

/** The selectors of the whole stylesheet the page has matched so far. */
const matchedRules = (page: Page) => page.evaluate(() => [...(window as unknown as { matched: Set<string> }).matched]);

/** Runs `act`, ignoring its failure: moving the page's widgets only exercises their styles, checked at the end. */
const attempt = async (act: () => Promise<unknown>) => {
  try {
    await act();
  } catch {
    // A control that is gone, hidden or covered by what the previous one opened.
  }
};

/** Clicks a control as a script would: only its styles matter here, so Playwright's checks that a user could click it are skipped. */
export const press = (control: Locator) => attempt(() => control.evaluate((element) => (element as HTMLElement).click(), undefined, { timeout: 2000 }));

/** In a frame: every few moments, and whenever a class appears that no element had before, the matched selectors. */
async function collect(frame: Page | Frame) {
  await attempt(() => frame.evaluate(() => (window as unknown as { collect?: () => void }).collect?.()));
}

/** Closes what the last control opened: Escape, then the close buttons of any modal or panel that ignores it. */
async function closeOverlays(page: Page) {
  await page.keyboard.press("Escape");
  await attempt(() => page.evaluate(() => (window as unknown as { closeOverlays: () => void }).closeOverlays()));
}

/** The template pages' widgets moved as a visitor moves them: tooltips, carousels, accordions, pickers, fields; then dark mode. */
export async function exerciseTemplatePage(page: Page) {
  await showInTheme(page, "light");
  await collect(page);
  // Tooltips, carousels, accordions, select and date pickers and fields, each as a visitor moves it.
  for (const trigger of await page.locator(".avatar-group .avatar-link").all()) {
    await trigger.hover();
    await appears(page.locator(".tooltip.show").last());
  }
  for (const next of await page.getByRole("button", { name: /^Next / }).all()) await next.click();
  for (const button of await page.locator(".accordion-button.collapsed").all()) await button.click();
  for (const picker of await page.locator(".choices:visible, input.flatpickr-input:visible").all()) {
    await picker.click();
    await page.keyboard.press("Escape");
  }
  const fields = page.locator("input.form-control:visible:not([readonly]):not([disabled]):not(.flatpickr-input), textarea.form-control:visible");
  for (const field of await fields.all()) await field.fill("a");
  await collect(page);
  await showInTheme(page, "dark");
  await collect(page);
}

/** The template page links every rule of the whole theme its elements matched. */
export async function expectTemplateRulesLinked(page: Page, path: string) {
  const matched = await matchedRules(page);
  const linked = new Set(await selectorsIn(page, { linked: builtStylesheet(templateGroup(path)) }));
  expect(matched.length, "theme rules the page matches").toBeGreaterThan(10);
  expect(matched.filter((selector) => !linked.has(selector))).toEqual([]);
}

/**
 * A showcase page's examples moved every way a visitor can (hover, type, open pickers, press every control), a
 * preview frame, and the navbar's dialogs. (The blocks' own tools are moved by showcase-blocks.ts.)
 */
export async function exerciseShowcasePage(page: Page, blocks: { id: string }[]) {
  await showInTheme(page, "light");
  await collect(page);

  for (const example of blocks) {
    const preview = page.locator(`section#${example.id} .example-preview`);
    await preview.scrollIntoViewIfNeeded();
    // Tooltips and popovers on hover, fields filled, in the page; then pickers opened; then every control clicked
    // in turn (menus, modals, panels, carousels, toggles, submit buttons), each closed again.
    await attempt(() => preview.evaluate((root) => (window as unknown as Exercise).hoverAndFill(root)));
    for (const picker of await preview.locator(".choices:visible, input.flatpickr-input:visible").all()) {
      await attempt(() => picker.click({ timeout: 1000 }));
      await collect(page);
      await page.keyboard.press("Escape");
    }
    await attempt(() => preview.evaluate((root) => (window as unknown as Exercise).pressEach(root)));
    await closeOverlays(page);
  }

  const first = page.locator(`section#${blocks[0].id}`);
  await first.getByRole("tab", { name: "Preview" }).click();
  await first.getByRole("button", { name: "Mobile" }).click();
  await appears(first.locator("iframe"));
  await collect(page);

  // The navbar: the search dialog and the colour-mode menu.
  const navbar = page.getByRole("banner");
  await navbar.getByRole("button", { name: /Search/ }).click();
  await appears(page.getByRole("dialog"));
  await page.keyboard.type("alert");
  await appears(page.getByRole("dialog").getByRole("option").first());
  await collect(page);
  await page.keyboard.press("Escape");
  await navbar.getByRole("button", { name: /^Colour mode:/ }).click();
  await collect(page);
  await page.keyboard.press("Escape");
  await showInTheme(page, "dark");
  await collect(page);
}

/** The showcase page, and each of its examples' own pages, link the page's purged stylesheet with every rule its elements matched. */
export async function expectShowcaseRulesLinked(page: Page, request: APIRequestContext, name: RouteName, blocks: ExampleMeta[]) {
  const matched = await matchedRules(page);
  const linked = new Set(await selectorsIn(page, { linked: builtStylesheet(name) }));
  expect(matched.length, "rules of the whole showcase stylesheet the page matches").toBeGreaterThan(50);
  expect(linked.size, "the page links its own purged stylesheet").toBeGreaterThan(50);
  expect(matched.filter((selector) => !linked.has(selector))).toEqual([]);
  // Purged: the whole stylesheet has many more (every example's).
  expect(linked.size).toBeLessThan(selectorsOfWhole.get("showcase.scss")!.length / 2);

  // Each example's preview page links its showcase page's stylesheet, already in the cache once the page has framed it.
  const sheetOf = (html: string) =>
    elementsOf(html)
      .filter((element) => element.tagName === "link" && attribute(element, "rel") === "stylesheet")
      .map((link) => attribute(link, "href")!)
      .filter((href) => new RegExp(builtStylesheet(name)).test(href));
  const own = sheetOf(await (await request.get(paths[name])).text());
  expect(own).toHaveLength(1);
  for (const example of blocks) expect(sheetOf(await (await request.get(previewPath(example))).text())).toEqual(own);
}
