import type { Locator, Page } from "@playwright/test";
import { demoFormMessage } from "../app/components/DemoForm";
import { paths } from "../app/paths";
import { expect, test, waitForHydration } from "./fixtures";

// Every page is checked with axe at 375 and 1440 px by routes.spec.ts; here only content and behaviour.

const shortMessage = "My appointment letter has the wrong date.";

/** The contact form's fields, checked for label, type, autocomplete and the 250-character ask. */
async function expectContactFields(scope: Page | Locator) {
  const name = scope.getByRole("textbox", { name: "Full Name" });
  await expect(name).toHaveAttribute("type", "text");
  await expect(name).toHaveAttribute("autocomplete", "name");
  const email = scope.getByRole("textbox", { name: "Email" });
  await expect(email).toHaveAttribute("type", "email");
  await expect(email).toHaveAttribute("autocomplete", "email");
  const message = scope.getByRole("textbox", { name: "How can we help you?" });
  await expect(message).toHaveAttribute("placeholder", "Describe your problem in at least 250 characters");
  await expect(scope.getByRole("button", { name: "Send Message" })).toHaveAttribute("type", "submit");
  return { name, email, message };
}

/** A group of questions: the section under its h2. */
function questionGroup(page: Page, title: string) {
  return page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
}

/** Whether each question of an accordion is open, in order. */
function openStates(accordion: Locator) {
  return accordion.locator(".accordion-button").evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-expanded") === "true"));
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("contact: a sticky navbar, a labelled form whose placeholder asks for 250 characters, a demo submit", async ({ page }) => {
      await page.goto(paths.contactus);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
      await expect(page.getByText("We reply to every message within 24 hours.")).toBeVisible();
      const illustration = page.locator(".contact-illustration");
      if (viewport.width >= 992) await expect(illustration).toBeVisible();
      else await expect(illustration).toBeHidden();

      // The navbar stays at the top of the window when the page scrolls.
      const navbar = page.locator("header.site-navbar-sticky");
      await expect(navbar).toHaveCSS("position", "sticky");
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      await expect(navbar.getByRole("link", { name: "UK Immigration Guide" })).toBeInViewport();

      const { name, email, message } = await expectContactFields(page);
      const status = page.getByRole("status");
      // Native validation still applies: an empty form is not submitted.
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(status).toBeEmpty();

      await name.fill("Priya Shah");
      await email.fill("priya@example.com");
      // The placeholder asks for 250 characters; a shorter message is taken all the same.
      await message.fill("It does not work.");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(status).toHaveText(demoFormMessage);
    });

    test("privacy: the date, three sections, and contents links that move to them", async ({ page }) => {
      await page.goto(paths.privacy);
      await waitForHydration(page);
      await expect(page.getByText("Last modified Sept 01 2021")).toBeVisible();
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 2 })).toHaveText(["Introduction", "Managing Your Information", "Security"]);

      const contents = page.getByRole("navigation", { name: "Contents" });
      await expect(contents.getByRole("link")).toHaveText(["Introduction", "Managing Your Information", "Security"]);
      // From the bottom up, so every click has to move the page.
      for (const title of ["Security", "Managing Your Information", "Introduction"]) {
        const heading = main.getByRole("heading", { level: 2, name: title });
        const id = await heading.getAttribute("id");
        expect(id).toBeTruthy();
        await contents.getByRole("link", { name: title }).click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expect(heading).toBeInViewport({ ratio: 1 });
      }
    });
  });
}

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("faq: the date, three highlights, 5/4/3 questions, one open at a time in each group", async ({ page }) => {
    await page.goto(paths.faq);
    await waitForHydration(page);
    await expect(page.getByText("Last modified Aug 30 2021")).toBeVisible();
    await expect(page.locator(".feature-highlight")).toHaveCount(3);
    await expect(page.locator(".feature-highlight").getByRole("heading", { level: 3 })).toHaveCount(3);

    const basics = questionGroup(page, "Basics");
    const account = questionGroup(page, "Account & Settings");
    const licenses = questionGroup(page, "Licenses");
    await expect(basics.locator(".accordion-button")).toHaveCount(5);
    await expect(account.locator(".accordion-button")).toHaveCount(4);
    await expect(licenses.locator(".accordion-button")).toHaveCount(3);
    expect(await openStates(basics)).toEqual([true, false, false, false, false]);
    expect(await openStates(account)).toEqual([true, false, false, false]);
    expect(await openStates(licenses)).toEqual([true, false, false]);
    await expect(basics.getByText("A plain-English guide to moving to the United Kingdom")).toBeVisible();

    // Opening another question in a group closes that group's open one only.
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

  test("help center: a search with Search issue, topics, five questions with the first open, the contact form", async ({ page }) => {
    await page.goto(paths.helpcenter);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const search = page.getByRole("search");
    const field = search.getByRole("searchbox", { name: "Search the help pages" });
    await expect(field).toHaveAttribute("type", "search");
    await expect(field).toHaveAttribute("autocomplete", "off");
    await field.fill("translate a birth certificate");
    await search.getByRole("button", { name: "Search issue" }).click();
    await expect(search.getByRole("status")).toHaveText(demoFormMessage);

    const topics = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Browse by topic" }) });
    await expect(topics.locator(".feature-highlight")).toHaveCount(4);

    const faq = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Frequently asked questions" }) });
    await expect(faq.locator(".accordion-button")).toHaveCount(5);
    expect(await openStates(faq)).toEqual([true, false, false, false, false]);
    await faq.getByRole("button", { name: "Can I print or save my document checklist?" }).click();
    await expect.poll(() => openStates(faq)).toEqual([false, false, true, false, false]);

    const contact = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Still need help?" }) });
    const { name, email, message } = await expectContactFields(contact);
    await name.fill("Priya Shah");
    await email.fill("priya@example.com");
    await message.fill(shortMessage);
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect(contact.getByRole("status")).toHaveText(demoFormMessage);
  });
});
