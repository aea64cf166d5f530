import type { Locator, Page } from "@playwright/test";
import { paths } from "../app/paths";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

const placements = ["top", "right", "bottom", "left"] as const;

async function open(page: Page, name: "ac-alerts" | "ac-notifications" | "ac-modals" | "ac-tooltips-popovers") {
  await page.goto(paths[name]);
  await waitForHydration(page);
}

/** Whether the focused element is inside `container`. */
function focusIsInside(container: Locator) {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/**
 * Whether focus is kept by `container`: on an element inside it, or on no
 * element at all (past the last element of a page the browser's own toolbar
 * takes a Tab, as it does for a native modal dialog).
 */
function focusIsKept(container: Locator) {
  return container.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body);
}

// Every page is checked with axe at 375 and 1440 px by routes.spec.ts; here only states that need a click first.
for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const trigger of ["Launch demo modal", "Launch notification modal"]) {
      test(`no axe violations with the modal of "${trigger}" open`, async ({ page }) => {
        test.slow();
        await open(page, "ac-modals");
        await page.getByRole("button", { name: trigger }).click();
        await expect(page.locator(".modal.show")).toBeVisible();
        // Wait for the fade-in to end, so axe sees final colours.
        await expect(page.locator(".modal-backdrop")).toHaveCSS("opacity", "0.5");
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a dismissible alert closes with its close button", async ({ page }) => {
    await open(page, "ac-alerts");
    const block = page.locator("#alerts-dismissible");
    await expect(block.getByRole("alert")).toHaveCount(8);
    const danger = block.getByRole("alert").filter({ hasText: "This danger alert" });
    await danger.getByRole("button", { name: "Close alert" }).click();
    await expect(danger).toHaveCount(0);
    await expect(block.getByRole("alert")).toHaveCount(7);
    // The other blocks' alerts have no close button.
    await expect(page.locator("#alerts-simple .example-preview").getByRole("button")).toHaveCount(0);

    await block.getByRole("button", { name: "Show all alerts again" }).click();
    await expect(block.getByRole("alert")).toHaveCount(8);
  });

  test("a toast closes with its close icon and comes back", async ({ page }) => {
    await open(page, "ac-notifications");
    const block = page.locator("#notifications-with-icon");
    const toast = block.getByRole("alert");
    await expect(toast).toContainText("UK Guide");
    await expect(toast).toContainText("11 mins ago");
    await expect(toast).toHaveClass(/toast-success/);
    await toast.getByRole("button", { name: "Close notification" }).click();
    await expect(toast).toHaveCount(0);
    await block.getByRole("button", { name: "Show notification" }).click();
    await expect(toast).toBeVisible();

    const titleOnly = page.locator("#notifications-title-only").getByRole("alert");
    await expect(titleOnly).toHaveCount(4);
    await titleOnly.first().getByRole("button", { name: "Close notification" }).click();
    await expect(titleOnly).toHaveCount(3);
    await page.getByRole("button", { name: "Show notifications again" }).click();
    await expect(titleOnly).toHaveCount(4);
  });

  const modals = [
    { trigger: "Launch demo modal", title: "Your modal title", buttons: ["Close modal", "Close", "Save changes"] },
    { trigger: "Launch notification modal", title: "Your attention is required", buttons: ["Close modal", "Ok, Got it", "Close"] },
  ];
  for (const { trigger, title, buttons } of modals) {
    test(`the modal of "${trigger}" traps focus, closes with Esc and Close, and gives focus back`, async ({ page }) => {
      await open(page, "ac-modals");
      const opener = page.getByRole("button", { name: trigger });
      const dialog = page.getByRole("dialog", { name: title });

      await opener.click();
      await expect(dialog).toBeVisible();
      await expect.poll(() => focusIsInside(dialog)).toBe(true);

      // Tab twice round the dialog: focus never settles on the page behind it, and reaches every button.
      const reached: string[] = [];
      for (let step = 0; step < (buttons.length + 2) * 2; step++) {
        await page.keyboard.press("Tab");
        await expect.poll(() => focusIsKept(dialog)).toBe(true);
        reached.push(await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? ""));
      }
      // At least twice each: the trap may also stop on the dialog itself when it pulls focus back, so the round's length varies.
      for (const button of buttons) expect(reached.filter((name) => name === button).length).toBeGreaterThanOrEqual(2);
      // Shift+Tab stays inside too.
      for (let step = 0; step < (buttons.length + 2) * 2; step++) {
        await page.keyboard.press("Shift+Tab");
        await expect.poll(() => focusIsKept(dialog)).toBe(true);
      }
      await expect.poll(() => focusIsInside(dialog)).toBe(true);

      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();

      await opener.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Close", exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();

      await opener.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Close modal" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    });
  }

  for (const kind of ["Tooltip", "Popover"] as const) {
    test(`${kind.toLowerCase()}s open on keyboard focus and on hover in each placement`, async ({ page }) => {
      await open(page, "ac-tooltips-popovers");
      const overlay = page.getByRole("tooltip");
      await expect(overlay).toHaveCount(0);

      // Keyboard: focus the first, then Tab from one to the next (mid-screen, so each has room on every side).
      // The site scrolls smoothly; an instant scroll means the buttons have stopped moving before any opens.
      const first = page.getByRole("button", { name: `${kind} on top` });
      await first.evaluate((button) => button.scrollIntoView({ block: "center", behavior: "instant" }));
      await first.focus();
      for (const [index, placement] of placements.entries()) {
        const button = page.getByRole("button", { name: `${kind} on ${placement}` });
        if (index > 0) await page.keyboard.press("Tab");
        await expect(button).toBeFocused();
        await expect(overlay).toHaveCount(1);
        await expect(overlay).toBeVisible();
        await expect(overlay).toHaveAttribute("data-popper-placement", placement);
        await expect(button).toHaveAttribute("aria-describedby", (await overlay.getAttribute("id"))!);
      }
      // Esc closes it; so does leaving by blur.
      await page.keyboard.press("Escape");
      await expect(overlay).toHaveCount(0);
      await page.keyboard.press("Shift+Tab");
      await expect(overlay).toHaveCount(1);
      await page.locator("h1").click();
      await expect(overlay).toHaveCount(0);

      // Mouse: hovering shows it, moving away hides it.
      await first.evaluate((button) => button.scrollIntoView({ block: "center", behavior: "instant" }));
      for (const placement of placements) {
        const button = page.getByRole("button", { name: `${kind} on ${placement}` });
        await button.hover();
        await expect(overlay).toBeVisible();
        await expect(overlay).toHaveAttribute("data-popper-placement", placement);
        await page.mouse.move(5, 5);
        await expect(overlay).toHaveCount(0);
      }
    });
  }
});
