import { paths } from "../app/paths";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("Ctrl+K loads and opens the search; 'gradient button' and Enter land on its block in the app", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    await page.goto(paths.presentation);
    await waitForHydration(page);
    expect(
      scripts.some((url) => url.includes("SearchDialog")),
      "the dialog loads on first use",
    ).toBe(false);
    // A full reload would lose this.
    await page.evaluate(() => document.documentElement.setAttribute("data-before-search", ""));

    const dialog = page.getByRole("dialog", { name: "Search" });
    await page.keyboard.press("Control+k");
    await expect(dialog).toBeVisible();
    expect(scripts.some((url) => url.includes("SearchDialog"))).toBe(true);
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    const input = dialog.getByRole("combobox", { name: "Search pages and examples" });
    await expect(input).toBeFocused();
    await input.pressSequentially("gradient button");
    const first = dialog.getByRole("option").first();
    await expect(first).toContainText("Buttons: gradient");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await expectNoAxeViolations(page);

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${paths["el-buttons"]}#buttons-gradient$`));
    await expect(dialog).toBeHidden();
    const block = page.locator("section#buttons-gradient");
    await expect(block).toBeInViewport();
    await expect(block.getByRole("link", { name: "Buttons: gradient", exact: true })).toBeFocused();
    await expect(page.locator("html")).toHaveAttribute("data-before-search", "");
  });

  test("'/' opens the search outside text fields, arrows move the active option, Esc closes and gives focus back", async ({
    page,
  }) => {
    await page.goto(paths["el-buttons"]);
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Search" });
    const brand = page.getByRole("link", { name: "UK Immigration Guide" }).first();
    await brand.focus();
    await page.keyboard.press("/");
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole("combobox");
    await expect(input).toBeFocused();
    await expect(input).toHaveValue("");

    await input.pressSequentially("buttons");
    const options = dialog.getByRole("option");
    expect(await options.count()).toBeGreaterThan(3);
    const ids = await options.evaluateAll((elements) => elements.map((element) => element.id));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-activedescendant", ids[2]);
    await expect(options.nth(2)).toHaveAttribute("aria-selected", "true");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
    await page.keyboard.press("ArrowUp");
    await expect(input).toHaveAttribute("aria-activedescendant", ids[1]);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(brand).toBeFocused();

    // The navbar's button opens it too, and gets the focus back.
    const button = page.getByRole("button", { name: "Search" });
    await expect(button).toContainText("Ctrl K");
    // Named by what it shows (no aria-label to fall out of step with the text); the shortcut is not part of it.
    await expect(button).toHaveAccessibleName("Search");
    await expect(button).not.toHaveAttribute("aria-label");
    await button.click();
    await expect(input).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the search button opens an axe-clean dialog that goes to a page", async ({ page }) => {
    await page.goto(paths.about);
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Search" });
    await expect(button).toBeVisible();
    // Only the icon shows; the same word names it for assistive technology.
    await expect(button).toHaveAccessibleName("Search");
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Search" });
    await dialog.getByRole("combobox").pressSequentially("privacy");
    await expect(dialog.getByRole("status")).toHaveText(/^\d+ results?$/);
    await expect(dialog.getByRole("option").first()).toContainText("Privacy & Policy");
    await expect(dialog).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(page);
    await dialog.getByRole("option").first().click();
    await expect(page).toHaveURL(new RegExp(`${paths.privacy}$`));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
