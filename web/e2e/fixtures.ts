import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { keepOffline } from "../chromium.mjs";
import { axeViolations } from "./axe";
import { installColourTools } from "./colour";

interface Fixtures {
  /** Console errors, page errors and CSP violations seen during the test: any fails it, in every test without asking. */
  problems: string[];
  /** `window.wcag` (colour.ts) in every document of the page. */
  colourTools: void;
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => {
    const url = process.env.UKGUIDE_URL;
    if (!url) throw new Error("UKGUIDE_URL is not set: is the global setup running?");
    await use(url);
  },
  problems: [
    async ({ page, context, baseURL }, use) => {
      const problems: string[] = [];
      const origin = new URL(baseURL!).origin;
      // Tests never touch the network.
      await keepOffline(context, (url) => url.origin === origin);
      // A page served with status 404 on purpose makes Chromium log that status; nothing else may.
      const notFoundPages = new Set<string>();
      page.on("response", (response) => {
        if (response.request().isNavigationRequest() && response.status() === 404) notFoundPages.add(response.url());
      });
      page.on("console", (message) => {
        if (message.type() !== "error" && message.type() !== "warning") return;
        if (notFoundPages.has(message.location().url) && message.text().includes("status of 404")) return;
        problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use(problems);
      expect(problems, "console errors, page errors or CSP violations").toEqual([]);
    },
    { auto: true },
  ],
  colourTools: [
    async ({ page }, use) => {
      await page.addInitScript(installColourTools);
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/** The axe-core rules a colour mode can change the outcome of: the others read structure, not colour. */
export const colourRules = ["color-contrast", "link-in-text-block"];

/** Runs axe-core on the page (every rule, or the given ones) and fails on any violation (axe.ts). */
export async function expectNoAxeViolations(page: Page, rules?: string[]) {
  expect(await axeViolations(page, rules), "axe-core violations").toEqual([]);
}

/** Shows the page in a colour mode, as the colour-mode script would have for a visitor who chose it. */
export async function showInTheme(page: Page, theme: "light" | "dark") {
  await page.evaluate(async (value) => {
    document.documentElement.setAttribute("data-bs-theme", value);
    // Colours checked mid-fade would be neither mode's: bring the transitions the change started to their end
    // (transitions only: a looping animation, a blinking cursor, has no end). Ended, not awaited: in a block
    // that content-visibility skips, Chromium lets a transition run out without ever settling its promise.
    await new Promise(requestAnimationFrame);
    for (const fade of document.getAnimations()) if (fade instanceof CSSTransition) fade.finish();
  }, theme);
}

/** Waits until React has hydrated the prerendered page. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Waits until the locator's element shows. For the checks a long page repeats (one per block): each failed poll of
 * `expect(locator).toBeVisible()` renders an aria snapshot, of the whole page while the element is missing or hidden
 * (Playwright since 1.60, microsoft/playwright#41098); a showcase page's blocks spent a quarter of their CPU there.
 */
export async function appears(locator: Locator) {
  await locator.waitFor({ state: "visible" });
}
