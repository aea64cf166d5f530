import type { Page } from "@playwright/test";
import { paths } from "../app/paths";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

const cities = ["Brazil", "Bucharest", "London", "Washington"];

/** The select picker once Choices.js has enhanced it (it loads after hydration). */
function picker(page: Page) {
  return page.locator("#preview-dropdowns-select-picker .choices[role='combobox']");
}

test.describe("dropdowns", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the dropdown opens on click and closes on a second click and when focus leaves", async ({ page }) => {
    await page.goto(paths["el-dropdowns"]);
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Dropdown", exact: true });
    const menu = page.locator("#preview-dropdowns-dropdown .dropdown-menu");

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("button")).toHaveText(["Action", "Another action", "Something else here"]);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.getByRole("button", { name: "Dropup", exact: true }).focus();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("the dropdown works from the keyboard", async ({ page }) => {
    await page.goto(paths["el-dropdowns"]);
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Dropdown", exact: true });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("button", { name: "Action", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("button", { name: "Another action" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("the dropup opens upward", async ({ page }) => {
    await page.goto(paths["el-dropdowns"]);
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Dropup", exact: true });
    await toggle.scrollIntoViewIfNeeded();
    await toggle.click();
    const menu = page.locator("#preview-dropdowns-dropup .dropdown-menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("button")).toHaveCount(3);
    const menuBox = (await menu.boundingBox())!;
    const toggleBox = (await toggle.boundingBox())!;
    expect(menuBox.y + menuBox.height).toBeLessThanOrEqual(toggleBox.y);
    await page.locator("h1").click();
    await expect(menu).toBeHidden();
  });

  test("the select picker lists the four cities with Brazil selected, without search", async ({ page }) => {
    await page.goto(paths["el-dropdowns"]);
    await waitForHydration(page);
    const combobox = picker(page);
    await expect(combobox).toHaveAccessibleName("Destination");
    await expect(combobox.locator(".choices__list--single")).toHaveText("Brazil");
    await combobox.click();
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    const listbox = page.getByRole("listbox", { name: "Destination" });
    await expect(listbox.getByRole("option")).toHaveText(cities);
    await expect(listbox.getByRole("option", { name: "Brazil" })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("#preview-dropdowns-select-picker").getByRole("searchbox")).toBeHidden();
    await expectNoAxeViolations(page);

    // Keyboard: move down to London and choose it.
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(combobox.locator(".choices__list--single")).toHaveText("London");
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("progress bars and sliders", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("every bar is a named progressbar at 50 percent", async ({ page }) => {
    await page.goto(paths["el-progress-bars"]);
    const bars = page.getByRole("progressbar");
    await expect(bars).toHaveCount(14);
    for (const bar of await bars.all()) {
      await expect(bar).toHaveAttribute("aria-valuenow", "50");
      await expect(bar).toHaveAccessibleName(/^(primary|secondary|success|info|warning|danger|dark)( gradient)? progress$/);
    }
  });

  test("the range slider starts at 30 and 80 and its handles move with the arrow keys", async ({ page }) => {
    await page.goto(paths["el-progress-bars"]);
    await waitForHydration(page);
    const start = page.getByRole("slider", { name: "Range start" });
    const end = page.getByRole("slider", { name: "Range end" });
    await expect(start).toHaveAttribute("aria-valuenow", "30.0");
    await expect(end).toHaveAttribute("aria-valuenow", "80.0");
    const tooltips = page.locator("#preview-progress-bars-range-slider .kit-slider-target .noUi-tooltip");
    await expect(tooltips).toHaveText(["30", "80"]);

    await start.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(start).toHaveAttribute("aria-valuenow", "32.0");
    await end.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(end).toHaveAttribute("aria-valuenow", "79.0");
    await expect(tooltips).toHaveText(["32", "79"]);
    await expect(page.getByText("Range: 32 to 79")).toBeVisible();
  });

  test("the single slider starts at 50, has no tooltip and moves with the arrow keys", async ({ page }) => {
    await page.goto(paths["el-progress-bars"]);
    await waitForHydration(page);
    const volume = page.getByRole("slider", { name: "Volume" });
    await expect(volume).toHaveAttribute("aria-valuenow", "50.0");
    await expect(page.locator("#preview-progress-bars-slider").locator(".noUi-tooltip, .kit-slider-placeholder-tooltip")).toHaveCount(0);
    await volume.focus();
    await page.keyboard.press("ArrowRight");
    await expect(volume).toHaveAttribute("aria-valuenow", "51.0");
    await expect(page.locator("#preview-progress-bars-slider").getByText("51%")).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(volume).toHaveAttribute("aria-valuenow", "49.0");
  });
});

test.describe("before JavaScript runs", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the prerendered picker and sliders take the boxes the live ones take", async ({ browser, baseURL, page }) => {
    const stillContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });
    await stillContext.route((url) => url.origin !== new URL(baseURL!).origin, (route) => route.abort());
    const still = await stillContext.newPage();
    const boxOf = async (target: Page, selector: string) => (await target.locator(selector).boundingBox())!;

    const field = "#preview-dropdowns-select-picker .select-picker";
    await still.goto(paths["el-dropdowns"]);
    await expect(still.getByRole("combobox", { name: "Destination" })).toHaveValue("Brazil");
    await page.goto(paths["el-dropdowns"]);
    await expect(picker(page)).toBeVisible();
    expect(await boxOf(page, field)).toEqual(await boxOf(still, field));

    const sliders = ["#preview-progress-bars-range-slider .kit-slider", "#preview-progress-bars-slider .kit-slider"];
    await still.goto(paths["el-progress-bars"]);
    await expect(still.locator(".kit-slider-placeholder-handle")).toHaveCount(3);
    await page.goto(paths["el-progress-bars"]);
    await waitForHydration(page);
    await expect(page.getByRole("slider")).toHaveCount(3);
    await expect(page.locator(".kit-slider-placeholder").first()).toBeHidden();
    for (const slider of sliders) expect(await boxOf(page, slider)).toEqual(await boxOf(still, slider));
    await stillContext.close();
  });
});
