import { paths } from "../app/paths";
import { chromiumArgs, fullChromiumPath } from "../chromium.mjs";
import { expect, test, waitForHydration } from "./fixtures";

// Taps on a touch screen, in the whole browser: right after a tap's click, the headless shell that the other browser
// tests use sends the button a mouseout, as if the pointer had left it, which closes a popover that opens on hover.
test.use({ launchOptions: { executablePath: fullChromiumPath, args: chromiumArgs } });

test.describe("on a touch screen at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test("a popover opens on a tap and closes on a tap elsewhere", async ({ page }) => {
    await page.goto(paths["ac-tooltips-popovers"]);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Popover on bottom" }).tap();
    const popover = page.getByRole("tooltip");
    await expect(popover).toBeVisible();
    await expect(popover).toHaveClass(/\bshow\b/);
    await expect(popover).toContainText("Popover on bottom");
    await page.locator("h1").tap();
    await expect(popover).toHaveCount(0);
  });
});
