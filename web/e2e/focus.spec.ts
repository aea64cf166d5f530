import type { Locator, Page } from "@playwright/test";
import { paths } from "../app/paths";
import { expect, showInTheme, test, waitForHydration } from "./fixtures";

// WCAG 2.2 focus appearance, as a keyboard user sees it: every control shows a solid ring at least
// 2 px thick whose colour stands out 3:1 or more from the page behind it, in both colour modes.

/** Moves focus with Tab until `target` has it (as a keyboard user would reach it). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("the control was not reached with Tab");
}

/** The focused element's ring: its outline, and the contrast of its colour with the page behind the element. */
async function ring(target: Locator) {
  return target.evaluate((element) => {
    const { parse, ratio } = window.wcag;
    let behind = element.parentElement;
    while (behind && parse(getComputedStyle(behind).backgroundColor)?.[3] === 0) behind = behind.parentElement;
    const page = parse(behind ? getComputedStyle(behind).backgroundColor : "rgb(255, 255, 255)")!;
    const style = getComputedStyle(element);
    return { visible: element.matches(":focus-visible"), style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), contrast: ratio(parse(style.outlineColor)!, page) };
  });
}

for (const theme of ["light", "dark"] as const) {
  test(`a focused gradient button and a preview preset show a clear ring, unlike a chosen preset (${theme})`, async ({ page }) => {
    await page.goto(paths["el-buttons"]);
    await waitForHydration(page);
    await showInTheme(page, theme);
    const gradient = page.locator("#preview-buttons-gradient .btn").first();
    await tabTo(page, gradient);
    const focused = await ring(gradient);
    expect(focused.visible).toBe(true);
    expect(focused.style).toBe("solid");
    expect(focused.width).toBeGreaterThanOrEqual(2);
    expect(focused.contrast).toBeGreaterThanOrEqual(3);

    const toolbar = page.locator("#buttons-gradient").getByRole("group", { name: "Preview width" });
    const mobile = toolbar.getByRole("button", { name: "Mobile" });
    const tablet = toolbar.getByRole("button", { name: "Tablet" });
    await tablet.click();
    await expect(tablet).toHaveAttribute("aria-pressed", "true");
    // Back to Mobile by keyboard: focused, not chosen.
    await page.keyboard.press("Shift+Tab");
    await expect(mobile).toBeFocused();
    const preset = await ring(mobile);
    expect(preset).toMatchObject({ visible: true, style: "solid" });
    expect(preset.contrast).toBeGreaterThanOrEqual(3);
    // The chosen preset, not focused, has no ring: focus and choice look different.
    expect(await tablet.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("none");
  });
}

test("each example block offers a way to skip past it", async ({ page }) => {
  await page.goto(paths["el-buttons"]);
  await waitForHydration(page);
  const skip = page.getByRole("link", { name: "Skip past the Buttons: gradient example" });
  await tabTo(page, skip);
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  // The next stop is the next block's title, past every control of the skipped example.
  const next = page.locator(".example-block").nth(1).locator(".example-anchor");
  await expect(next).toBeFocused();
});
