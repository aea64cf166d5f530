import type { Locator } from "@playwright/test";
import { paths } from "../app/paths";
import { expect, test, waitForHydration } from "./fixtures";


/** What the typed words show at the moment, without the cursor. */
function typedWords(block: Locator) {
  return block.locator(".typed-text-words").evaluate((words) => {
    const cursor = words.querySelector(".typed-cursor")?.textContent ?? "";
    return (words.textContent ?? "").slice(0, (words.textContent ?? "").length - cursor.length);
  });
}

// Every page is checked with axe at 375 and 1440 px by routes.spec.ts; here only behaviour.

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the typed header cycles through its words and can be paused", async ({ page }) => {
    // The page's time is driven from here, a step at a time: the words move with it, not with the machine's load.
    await page.clock.install();
    await page.goto(paths["page-headers"]);
    await waitForHydration(page);
    const block = page.locator("#preview-page-headers-typed");
    // Screen readers get every word at once.
    await expect(block.getByRole("heading", { level: 3 })).toHaveText(/We are experts in\s*web development, mobile development, web design/);

    // The visible text moves on by itself: each word shows whole in turn.
    const seen = new Set<string>();
    for (let step = 0; step < 200 && !["mobile development", "web design"].every((word) => seen.has(word)); step += 1) {
      await page.clock.runFor(90);
      seen.add(await typedWords(block));
    }
    expect([...seen]).toEqual(expect.arrayContaining(["mobile development", "web design"]));

    const toggle = block.getByRole("button", { name: "Pause the typed words" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    const pausedOn = await typedWords(block);
    expect(["web development", "mobile development", "web design"]).toContain(pausedOn);
    await page.clock.runFor(2_000);
    expect(await typedWords(block)).toBe(pausedOn);

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    let moved = pausedOn;
    for (let step = 0; step < 50 && moved === pausedOn; step += 1) {
      await page.clock.runFor(100);
      moved = await typedWords(block);
    }
    expect(moved).not.toBe(pausedOn);
  });

  test("the typed header stays on its first word under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto(paths["page-headers"]);
    await waitForHydration(page);
    const block = page.locator("#preview-page-headers-typed");
    await page.clock.runFor(2_000);
    expect(await typedWords(block)).toBe("web development");
  });

  test("the FAQ accordion starts with the first item open and keeps one open at a time", async ({ page }) => {
    await page.goto(paths["page-faq"]);
    await waitForHydration(page);
    const accordion = page.locator("#preview-faq-accordion .example-preview");
    const buttons = accordion.getByRole("button");
    await expect(buttons).toHaveCount(5);
    await expect(buttons.first()).toHaveText("How do I order?");
    await expect(buttons.first()).toHaveAttribute("aria-expanded", "true");
    for (const index of [1, 2, 3, 4]) await expect(buttons.nth(index)).toHaveAttribute("aria-expanded", "false");
    await expect(accordion.getByText(/Pick what you want/)).toBeVisible();

    await buttons.nth(2).click();
    await expect(buttons.nth(2)).toHaveAttribute("aria-expanded", "true");
    await expect(buttons.first()).toHaveAttribute("aria-expanded", "false");
    await expect(accordion.getByText(/Pick what you want/)).toBeHidden();
    await expect(accordion.getByText(/Orders leave the warehouse/)).toBeVisible();
    await expect(accordion.locator(".accordion-collapse.show")).toHaveCount(1);
  });

  test("the newsletter prefooter sends nothing and says it is a demo", async ({ page }) => {
    await page.goto(paths["page-cta"]);
    await waitForHydration(page);
    const block = page.locator("#preview-cta-prefooter-3");
    await block.getByLabel("Email address").fill("someone@example.com");
    await block.getByRole("button", { name: "Subscribe" }).click();
    await expect(block.getByRole("status")).toHaveText(/demo/i);
    await expect(page).toHaveURL(new RegExp(`${paths["page-cta"]}$`));
  });

  test("the footers show this year and are not the page's contentinfo", async ({ page }) => {
    await page.goto(paths["page-footers"]);
    await waitForHydration(page);
    const year = String(new Date().getFullYear());
    for (const id of ["footers-1", "footers-2", "footers-3"]) {
      await expect(page.locator(`#preview-${id} .footer-section-copyright`)).toContainText(`Copyright © ${year}`);
    }
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
  });
});
