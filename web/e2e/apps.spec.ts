import { paths } from "../app/paths";
import { expect, test, waitForHydration } from "./fixtures";

// Every page is checked with axe at 375 and 1440 px by routes.spec.ts, and its contents by kit-apps.test.tsx;
// here only what needs a browser: keyboard focus, hover, and computed styles.

test.describe("desktop app page", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the billing tabs switch by click, then back by arrow key with focus on the tab", async ({ page }) => {
    await page.goto(paths["desktop-app"]);
    await waitForHydration(page);
    const pricing = page.getByRole("region", { name: "Pick the plan that fits your move" });
    const annual = pricing.getByRole("tab", { name: "Annual" });
    const monthly = pricing.getByRole("tab", { name: "Monthly" });
    const prices = pricing.getByRole("tabpanel").locator(".price");

    await monthly.click();
    await expect(monthly).toHaveAttribute("aria-selected", "true");
    await expect(prices).toHaveText(["$19/mo", "$29/mo", "$49/mo", "$89/mo"]);

    await page.keyboard.press("ArrowLeft");
    await expect(annual).toBeFocused();
    await expect(annual).toHaveAttribute("aria-selected", "true");
    await expect(pricing.getByRole("tabpanel")).toHaveCount(1);
    await expect(prices).toHaveText(["$199/year", "$299/year", "$499/year", "$899/year"]);
  });
});

test.describe("virtual reality page", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a sticky navbar, the player keeping focus as Play turns to Pause, and avatar tooltips on Tab and hover", async ({ page }) => {
    await page.goto(paths["virtual-reality"]);
    await waitForHydration(page);
    await expect(page.locator(".site-navbar-sticky")).toHaveCSS("position", "sticky");
    await expect(page.getByRole("region", { name: "Weather in London" }).locator("svg.weather-art")).toBeVisible();

    const player = page.getByRole("region", { name: "Music" });
    await player.getByRole("button", { name: "Pause" }).click();
    await player.getByRole("button", { name: "Play" }).press("Enter");
    await expect(player.getByRole("button", { name: "Pause" })).toBeFocused();
    await expect(player.getByRole("status")).toContainText("Now playing");

    const links = page.getByRole("list", { name: "New messages" }).getByRole("link");
    const tooltips = page.getByRole("tooltip");
    await links.first().focus();
    await expect(page.getByRole("tooltip", { name: "Amara: Lunch on Friday?" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(links.nth(1)).toBeFocused();
    await expect(page.getByRole("tooltip", { name: "Tomasz: The flat is yours from June." })).toBeVisible();
    await expect(tooltips).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(tooltips).toHaveCount(0);

    await links.nth(2).hover();
    await expect(page.getByRole("tooltip", { name: "Priya: Sent you the photos." })).toBeVisible();
  });
});
