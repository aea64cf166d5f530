import { paths } from "../app/paths";
import { expect, test, waitForHydration } from "./fixtures";

// Every page is checked with axe at 375 and 1440 px by routes.spec.ts; here only what the pages do.

test.describe("desktop app page", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("shows four features, rated reviews and four plans, Annual first, switching to Monthly and back", async ({ page }) => {
    await page.goto(paths["desktop-app"]);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const features = page.getByRole("region", { name: "Less paperwork stress, more time to plan" });
    await expect(features.getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(features.locator(".feature-icon svg")).toHaveCount(4);

    const reviews = page.getByRole("region", { name: "Loved by people on the move" });
    await expect(reviews.getByRole("img", { name: /^Rated \d(\.5)? out of 5$/ })).toHaveCount(3);
    await expect(reviews.locator(".rating-star")).toHaveCount(15);

    const pricing = page.getByRole("region", { name: "Pick the plan that fits your move" });
    const annual = pricing.getByRole("tab", { name: "Annual" });
    const monthly = pricing.getByRole("tab", { name: "Monthly" });
    await expect(pricing.getByRole("tab")).toHaveText(["Annual", "Monthly"]);
    await expect(annual).toHaveAttribute("aria-selected", "true");
    const prices = pricing.getByRole("tabpanel").locator(".price");
    await expect(pricing.getByRole("tabpanel")).toHaveCount(1);
    await expect(pricing.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText(["Starter", "Pro", "Premium", "Enterprise"]);
    await expect(prices).toHaveText(["$199/year", "$299/year", "$499/year", "$899/year"]);

    await monthly.click();
    await expect(monthly).toHaveAttribute("aria-selected", "true");
    await expect(pricing.getByRole("tabpanel")).toHaveCount(1);
    await expect(prices).toHaveText(["$19/mo", "$29/mo", "$49/mo", "$89/mo"]);

    // Back by keyboard: the arrow keys move between the tabs.
    await page.keyboard.press("ArrowLeft");
    await expect(annual).toBeFocused();
    await expect(annual).toHaveAttribute("aria-selected", "true");
    await expect(pricing.getByRole("tabpanel")).toHaveCount(1);
    await expect(prices).toHaveText(["$199/year", "$299/year", "$499/year", "$899/year"]);

    // The download button only says it is a demo.
    await page.getByRole("button", { name: "Download the app" }).click();
    await expect(page.getByText("This is a demo: there is nothing to download.")).toBeVisible();
  });
});

test.describe("virtual reality page", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("shows the weather, the e-mails and three timed to-dos under the sticky navbar", async ({ page }) => {
    await page.goto(paths["virtual-reality"]);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Good morning, Alex");
    await expect(page.locator(".site-navbar-sticky")).toHaveCSS("position", "sticky");

    const weather = page.getByRole("region", { name: "Weather in London" });
    await expect(weather.getByText("28°C")).toBeVisible();
    await expect(weather.getByText("Cloudy")).toBeVisible();
    await expect(weather.locator("svg.weather-art")).toBeVisible();

    await expect(page.getByRole("region", { name: "Emails" })).toContainText("21 new e-mails");

    const todo = page.getByRole("region", { name: "To do today" });
    await expect(todo.getByRole("listitem")).toHaveCount(3);
    await expect(todo.locator("time")).toHaveText(["08:00", "09:30", "11:00"]);
    await expect(page.getByRole("region", { name: "Today's focus" })).toBeVisible();
  });

  test("the media player toggles between Pause and Play, and next / previous change the song", async ({ page }) => {
    await page.goto(paths["virtual-reality"]);
    await waitForHydration(page);
    const player = page.getByRole("region", { name: "Music" });
    const now = player.getByRole("status");
    await expect(now).toContainText("Now playing");
    await expect(now).toContainText("Morning Tide");

    await player.getByRole("button", { name: "Pause" }).click();
    await expect(player.getByRole("button", { name: "Play" })).toBeVisible();
    await expect(player.getByRole("button", { name: "Pause" })).toHaveCount(0);
    await expect(now).toContainText("Paused");
    await player.getByRole("button", { name: "Play" }).press("Enter");
    await expect(player.getByRole("button", { name: "Pause" })).toBeFocused();
    await expect(now).toContainText("Now playing");

    await player.getByRole("button", { name: "Next song" }).click();
    await expect(now).toContainText("Paper Lanterns");
    await expect(now).toContainText("The Quiet Hours");
    await player.getByRole("button", { name: "Previous song" }).click();
    await player.getByRole("button", { name: "Previous song" }).click();
    // Round the list: before the first song comes the last.
    await expect(now).toContainText("Slow River");
    await expect(player.getByRole("list", { name: "Playlist" }).locator("[aria-current='true']")).toContainText("Slow River");
  });

  test("a message avatar shows its tooltip on hover and on keyboard focus", async ({ page }) => {
    await page.goto(paths["virtual-reality"]);
    await waitForHydration(page);
    const group = page.getByRole("list", { name: "New messages" });
    const links = group.getByRole("link");
    await expect(links).toHaveCount(5);
    await expect(links.first()).toHaveAccessibleName("Amara Okafor");
    const tooltips = page.getByRole("tooltip");

    await links.first().focus();
    await expect(page.getByRole("tooltip", { name: "Amara: Lunch on Friday?" })).toBeVisible();
    await expect(links.first()).toHaveAccessibleDescription("Amara: Lunch on Friday?");
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
