import type { Page } from "@playwright/test";
import { paths } from "../app/paths";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

type CardPage = "page-pricing" | "page-testimonials" | "page-stats" | "page-general-cards";

async function open(page: Page, name: CardPage) {
  await page.goto(paths[name]);
  await waitForHydration(page);
}

// Every page's axe check at 375 and 1440 px lives in routes.spec.ts; here are the states that need a key, a click or time.
test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the rotating card turns to its back on keyboard focus, and its Flip button turns it", async ({ page }) => {
    test.slow();
    await open(page, "page-general-cards");
    const block = page.locator("#general-cards-rotate");
    const card = block.locator(".rotating-card");
    const back = card.locator(".rotating-card-back");
    await expect(back).toHaveAttribute("inert", "");
    // Turned away, the back is out of the accessibility tree.
    await expect(block.getByRole("heading", { name: "Admin shortcuts" })).toHaveCount(0);
    await expect(block.getByRole("heading", { name: "Manage your posts" })).toHaveCount(1);

    // From the preview's toolbar (its last control), Tab reaches the card's Flip button.
    await block.getByRole("link", { name: /^Open in new tab/ }).focus();
    await page.keyboard.press("Tab");
    const flip = card.getByRole("button", { name: "Flip card" });
    await expect(flip).toBeFocused();
    await expect(card).toHaveClass(/is-flipped/);
    await expect(back).not.toHaveAttribute("inert");
    await expect(card.locator(".rotating-card-front")).toHaveAttribute("inert", "");
    await expect(back.getByText("As an Admin you have shortcuts to edit, view or delete posts.")).toBeVisible();
    await expect(block.getByRole("heading", { name: "Admin shortcuts" })).toHaveCount(1);
    await expect(block.getByRole("heading", { name: "Manage your posts" })).toHaveCount(0);
    await page.keyboard.press("Tab");
    await expect(back.getByRole("link", { name: "Edit" })).toBeFocused();
    await expectNoAxeViolations(page);

    // Focus leaves: the front again. The Flip button turns it with a tap or a click.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(card).not.toHaveClass(/is-flipped/);
    await page.mouse.move(0, 0);
    await flip.dispatchEvent("click");
    await expect(card).toHaveClass(/is-flipped/);
    await expect(flip).toHaveAttribute("aria-pressed", "true");
  });

  test("the testimonial carousel moves with Next and Previous, plays every 5 s and pauses", async ({ page }) => {
    test.slow();
    // Time flows as usual, and is run forward below to show that nothing moves while paused.
    await page.clock.install();
    await open(page, "page-testimonials");
    const block = page.locator("#testimonials-carousel");
    // While a story moves in, the one leaving is marked active too: a list (not one element) waits for exactly one.
    const active = block.locator(".carousel-item.active");
    await block.scrollIntoViewIfNeeded();
    await expect(active).toHaveText([/Hana Sato/]);

    await block.getByRole("button", { name: "Next story" }).click();
    await expect(active).toHaveText([/Daniel Osei/]);
    await expect(block.getByText("Story 2 of 2")).toBeAttached();
    await block.getByRole("button", { name: "Previous story" }).click();
    await expect(active).toHaveText([/Hana Sato/]);

    // Away from the carousel (no hover, no focus), it moves on by itself.
    await page.mouse.move(0, 0);
    await page.locator("body").focus();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(active).toHaveText([/Daniel Osei/], { timeout: 8_000 });

    // Paused, it stays put.
    await block.getByRole("button", { name: "Pause the stories" }).click();
    await expect(block.getByRole("button", { name: "Play the stories" })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // Read once no story is moving (a moving one carries carousel-item-next, -prev, -start or -end).
    await expect(block.locator('[class*="carousel-item-"]')).toHaveCount(0);
    const shown = await active.textContent();
    await page.clock.runFor(6_500);
    await expect(active).toHaveText([shown!]);
  });

  test("the carousel does not play by itself under reduced motion", async ({ page }) => {
    test.slow();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await open(page, "page-testimonials");
    const block = page.locator("#testimonials-carousel");
    await expect(block.getByRole("button", { name: "Play the stories" })).toBeVisible();
    await page.clock.runFor(6_000);
    await expect(block.locator(".carousel-item.active")).toHaveText([/Hana Sato/]);
  });

  test("the stats counters end at their targets", async ({ page }) => {
    await open(page, "page-stats");
    const targets: Record<string, string[]> = {
      "stats-simple": ["300", "70", "30"],
      "stats-with-heading": ["323", "500+", "24/7"],
      "stats-in-card": ["700", "1200+", "300"],
    };
    for (const [id, values] of Object.entries(targets)) {
      const block = page.locator(`#${id}`);
      await block.scrollIntoViewIfNeeded();
      await expect(block.getByTestId("counter-value")).toHaveText(values, { timeout: 8_000 });
    }
  });

  test("the stats show their final values in the prerendered page", async ({ request }) => {
    const html = await (await request.get(paths["page-stats"])).text();
    for (const value of ["300", "70", "30", "323", "500+", "24/7", "700", "1200+"]) expect(html).toContain(`>${value}</span>`);
  });

  test("the pricing tabs switch with the arrow keys", async ({ page }) => {
    await open(page, "page-pricing");
    const block = page.locator("#pricing-monthly-annual");
    const monthly = block.getByRole("tab", { name: "Monthly" });
    await expect(monthly).toHaveAttribute("aria-selected", "true");
    await expect(block.locator(".tab-pane.active")).toContainText("$59/mo");
    await monthly.focus();
    await page.keyboard.press("ArrowRight");
    const annual = block.getByRole("tab", { name: "Annual" });
    await expect(annual).toBeFocused();
    await expect(annual).toHaveAttribute("aria-selected", "true");
    await expect(block.locator(".tab-pane.active")).toContainText("$399/year");
  });
});
