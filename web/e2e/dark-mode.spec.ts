import { paths, previewPath } from "../app/paths";
import { catalogue } from "../examples-catalogue";
import { expectDarkOverlay } from "./dark-survey";
import { expect, test, waitForHydration } from "./fixtures";

// Overlays in dark mode, for a visitor with a dark system preference and no saved choice: a dark surface and
// readable text. Every page's own dark mode is checked where routes.spec.ts visits it.

const examples = catalogue();

test.use({ colorScheme: "dark" });

test.describe("overlays follow the colour mode", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the search dialog, with results", async ({ page }) => {
    await page.goto(paths["el-buttons"]);
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("button", { name: /Search/ }).click();
    await page.getByRole("dialog", { name: "Search" }).getByRole("combobox").fill("nav");
    await expect(page.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await expectDarkOverlay(page, "dialog.search-dialog");
  });

  test("the navbar's menus", async ({ page }) => {
    await page.goto(paths.presentation);
    await waitForHydration(page);
    const navbar = page.getByRole("banner");
    await navbar.getByRole("button", { name: "Articles" }).click();
    await expectDarkOverlay(page, "header .dropdown-menu.show");
    await page.keyboard.press("Escape");
    await navbar.getByRole("button", { name: /^Colour mode:/ }).click();
    await expectDarkOverlay(page, "header .dropdown-menu.show");
  });

  // An example's overlay opens in a layer of its scope, in the scope's colour mode.
  for (const { id, opener, overlay } of [
    { id: "modals-simple", opener: "Launch demo modal", overlay: ".modal.show .modal-content" },
    { id: "dropdowns-dropdown", opener: "Dropdown", overlay: ".dropdown-menu.show" },
  ]) {
    test(`an example's overlay: ${id}`, async ({ page }) => {
      await page.goto(previewPath(examples.find((example) => example.id === id)!));
      await waitForHydration(page);
      await page.getByRole("button", { name: opener }).click();
      await expectDarkOverlay(page, overlay);
    });
  }
});
