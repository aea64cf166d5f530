import type { Locator, Page } from "@playwright/test";
import { demoFormMessage } from "../app/components/DemoForm";
import { paths } from "../app/paths";
import { expect, test, waitForHydration } from "./fixtures";

// Every page is checked with axe at 375 and 1440 px by routes.spec.ts and its contents by kit-support.test.tsx;
// here layout at a width, scrolling, the browser's own form validation, and the accordions as shown.

/** A group of questions: the section under its h2. */
function questionGroup(page: Page, title: string) {
  return page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
}

/** Whether each question of an accordion is open, in order. */
function openStates(accordion: Locator) {
  return accordion.locator(".accordion-button").evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-expanded") === "true"));
}

test.describe("at 1440 px, then 375 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("contact: the illustration only on wide screens, a navbar that stays in view, and the browser's validation", async ({ page }) => {
    await page.goto(paths.contactus);
    await waitForHydration(page);
    const illustration = page.locator(".contact-illustration");
    await expect(illustration).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(illustration).toBeHidden();

    // The navbar stays at the top of the window when the page scrolls.
    const navbar = page.locator("header.site-navbar-sticky");
    await expect(navbar).toHaveCSS("position", "sticky");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(navbar.getByRole("link", { name: "UK Immigration Guide" })).toBeInViewport();

    const status = page.getByRole("status");
    // Native validation still applies: an empty form is not submitted.
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("textbox", { name: "Full Name" })).toBeFocused();
    await expect(status).toBeEmpty();

    await page.getByRole("textbox", { name: "Full Name" }).fill("Priya Shah");
    await page.getByRole("textbox", { name: "Email" }).fill("priya@example.com");
    // The placeholder asks for 250 characters; a shorter message is taken all the same.
    await page.getByRole("textbox", { name: "How can we help you?" }).fill("It does not work.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(status).toHaveText(demoFormMessage);
  });

  test("privacy: the contents links move each section fully into view, at both widths", async ({ page }) => {
    await page.goto(paths.privacy);
    await waitForHydration(page);
    const main = page.getByRole("main");
    const contents = page.getByRole("navigation", { name: "Contents" });
    for (const width of [1440, 375]) {
      await page.setViewportSize(width === 1440 ? { width, height: 900 } : { width, height: 812 });
      // From the bottom up, so every click has to move the page.
      for (const title of ["Security", "Managing Your Information", "Introduction"]) {
        const heading = main.getByRole("heading", { level: 2, name: title });
        await contents.getByRole("link", { name: title }).click();
        await expect(page).toHaveURL(new RegExp(`#${await heading.getAttribute("id")}$`));
        await expect(heading).toBeInViewport({ ratio: 1 });
      }
    }
  });
});

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("faq: opening a question shows its answer and closes only its own group's open one", async ({ page }) => {
    await page.goto(paths.faq);
    await waitForHydration(page);
    const basics = questionGroup(page, "Basics");
    const account = questionGroup(page, "Account & Settings");
    const licenses = questionGroup(page, "Licenses");
    await expect(basics.getByText("A plain-English guide to moving to the United Kingdom")).toBeVisible();

    await basics.getByRole("button", { name: "Which visa do I need?" }).click();
    await expect.poll(() => openStates(basics)).toEqual([false, false, true, false, false]);
    await expect(basics.getByText("A plain-English guide to moving to the United Kingdom")).toBeHidden();
    await expect(basics.getByText("Start with the official visa check")).toBeVisible();
    expect(await openStates(account)).toEqual([true, false, false, false]);
    expect(await openStates(licenses)).toEqual([true, false, false]);

    await licenses.getByRole("button", { name: "Can I get help with my own application?" }).click();
    await expect.poll(() => openStates(licenses)).toEqual([false, false, true]);
    expect(await openStates(basics)).toEqual([false, false, true, false, false]);
    expect(await openStates(account)).toEqual([true, false, false, false]);
  });
});
