import type { Page, Route } from "@playwright/test";
import { themeStorageKey } from "../app/color-mode/colorMode";
import { paths } from "../app/paths";
import { expect, test, waitForHydration } from "./fixtures";

// Each preview's Dark switch follows the site's mode from the first paint: pressed in a dark page (the system's
// preference or a stored choice) before the page's scripts run, and the same once they have.

/** The first example's Dark switch: its look, and whether it says it is pressed. */
async function darkSwitch(page: Page) {
  return page
    .locator(".preview-toolbar")
    .first()
    .getByRole("button", { name: "Dark" })
    .evaluate((button) => {
      const style = getComputedStyle(button);
      return {
        look: { background: style.backgroundColor, color: style.color, border: style.borderColor },
        pressed: button.getAttribute("aria-pressed"),
      };
    });
}

const cases = [
  { name: "the system prefers dark", colorScheme: "dark", stored: null, dark: true },
  { name: "the visitor chose dark", colorScheme: "light", stored: "dark", dark: true },
  { name: "the system prefers light", colorScheme: "light", stored: null, dark: false },
] as const;

for (const { name, colorScheme, stored, dark } of cases) {
  test(`when ${name}, the Dark switch looks the same before and after hydration`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    if (stored) await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [themeStorageKey, stored] as const);
    // The page's modules are held back: what shows is the prerendered page, its styles and its inline scripts.
    const held: Route[] = [];
    let released = false;
    await page.route(/\/assets\/.*\.js$/, (route) => (released ? route.continue() : void held.push(route)));
    await page.goto(paths["page-features"], { waitUntil: "commit" });
    await page.locator(".preview-toolbar").first().waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet));
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(await page.evaluate(() => document.documentElement.getAttribute("data-bs-theme"))).toBe(dark ? "dark" : "light");
    const first = await darkSwitch(page);

    released = true;
    for (const route of held) await route.continue();
    await waitForHydration(page);
    const hydrated = await darkSwitch(page);
    expect(hydrated.pressed).toBe(String(dark));
    expect(hydrated.look).toEqual(first.look);
    // Pressed, it is filled; not, it is an outline.
    expect(first.look.background === "rgba(0, 0, 0, 0)").toBe(!dark);
  });
}
