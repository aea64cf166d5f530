import type { Locator, Page } from "@playwright/test";
import { paths } from "../app/paths";
import { catalogue } from "../examples-catalogue";
import { expect, test, waitForHydration } from "./fixtures";

// Tab goes where the eye goes: through the site's navbar and an example block's toolbars, each stop is after the
// one before in reading order (rows top to bottom, each row left to right), as the boxes are on the screen.

const example = catalogue().find((entry) => entry.page === "page-features")!;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Step {
  /** The focused stop's index among the scope's focusable elements. */
  active: number;
  name: string;
  /** Every stop's box at that moment; null while it takes no room (a skip link until focused). */
  boxes: (Box | null)[];
}

/** Whether `a` comes before `b` in reading order: a row above, or the same row and further left. */
function readsBefore(a: Box, b: Box): boolean {
  const overlap = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  // One row: they share at least half the height of the shorter.
  if (overlap >= Math.min(a.height, b.height) / 2) return a.x + a.width / 2 < b.x + b.width / 2;
  return a.y < b.y;
}

/**
 * Tabs from `start` while focus stays among the scope's focusable elements (those `within` the scope and not in
 * an example's own preview), noting at each stop the boxes of them all.
 */
async function tabThrough(page: Page, start: Locator, within: string): Promise<Step[]> {
  await page.evaluate((scope) => {
    document.querySelectorAll("[data-stop]").forEach((element) => element.removeAttribute("data-stop"));
    const focusable = [...document.querySelectorAll(`${scope} :is(a[href], button, input, select, textarea, [tabindex])`)];
    focusable
      .filter((element) => !element.closest(".example-preview"))
      .forEach((element, index) => element.setAttribute("data-stop", String(index)));
  }, within);
  await start.focus();
  const steps: Step[] = [];
  for (let presses = 0; presses < 30; presses += 1) {
    const step = await page.evaluate(() => {
      const active = document.activeElement;
      const boxes = [...document.querySelectorAll("[data-stop]")].map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return width > 1 && height > 1 ? { x, y, width, height } : null;
      });
      if (!active?.hasAttribute("data-stop")) return null;
      const name = (active.getAttribute("aria-label") ?? active.textContent ?? "").trim();
      return { active: Number(active.getAttribute("data-stop")), name, boxes };
    });
    if (!step) break;
    steps.push(step);
    await page.keyboard.press("Tab");
  }
  return steps;
}

/** Each stop reads after the one before, both measured while either was focused (a skip link shows only then). */
function expectReadingOrder(steps: Step[]) {
  for (let index = 1; index < steps.length; index += 1) {
    const [before, after] = [steps[index - 1], steps[index]];
    const layout = [after.boxes, before.boxes].find((boxes) => boxes[before.active] && boxes[after.active]);
    expect(layout, `"${before.name}" and "${after.name}" both on the screen`).toBeDefined();
    expect(readsBefore(layout![before.active]!, layout![after.active]!), `"${after.name}" reads after "${before.name}"`).toBe(true);
  }
}

/** The stops' names (label or text), for checking that every control was reached. */
const names = (steps: Step[]) => steps.map((step) => step.name);

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the navbar's keyboard order is its visual order", async ({ page }) => {
      await page.goto(paths.about);
      await waitForHydration(page);
      const nav = page.getByRole("navigation", { name: "Main" });
      // On a phone the links are in the menu: opened, they are stops too.
      if (width < 992) await nav.getByRole("button", { name: "Open menu" }).click();
      const steps = await tabThrough(page, nav.locator(".navbar-brand"), 'nav[aria-label="Main"]');
      const reached = names(steps);
      for (const stop of ["Articles", "Visas", "Theme", "Search", "Colour mode"]) {
        expect(
          reached.some((name) => name.startsWith(stop)),
          `${stop} in ${reached.join(", ")}`,
        ).toBe(true);
      }
      expect(reached).toHaveLength(width < 992 ? 8 : 7);
      expectReadingOrder(steps);
    });

    test("an example block's toolbars' keyboard order is their visual order", async ({ page }) => {
      await page.goto(paths[example.page]);
      await waitForHydration(page);
      const block = page.locator(`section#${example.id}`);
      const title = block.locator(".example-anchor");

      const preview = await tabThrough(page, title, `section#${example.id}`);
      for (const stop of ["Preview", "Skip past", "Mobile", "Tablet", "Desktop", "Dark", "Open in new tab"]) {
        expect(
          names(preview).some((name) => name.startsWith(stop)),
          `${stop} in ${names(preview).join(", ")}`,
        ).toBe(true);
      }
      expectReadingOrder(preview);

      await block.getByRole("tab", { name: "Code" }).click();
      await expect(block.getByRole("button", { name: "Expand" })).toBeVisible();
      const code = await tabThrough(page, title, `section#${example.id}`);
      for (const stop of ["Code", "Copy command", "React", "Expand", "Copy", `Source code of ${example.title}`]) {
        expect(names(code), names(code).join(", ")).toContain(stop);
      }
      expectReadingOrder(code);
    });
  });
}
