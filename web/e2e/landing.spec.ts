import type { Page } from "@playwright/test";
import { demoFormMessage } from "../app/components/DemoForm";
import { paths } from "../app/paths";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

const departures = ["Brazil", "Bucharest", "London", "USA"];
const destinations = ["Italy", "Spain", "Denmark", "Poland"];
const questions = [
  "How do I order?",
  "How can I make the payment?",
  "How much time does it take to receive the order?",
  "Can I resell the products?",
  "Where do I find the shipping details?",
];

/** A select picker once Choices.js has enhanced it (it loads after hydration). */
function picker(page: Page, label: string) {
  return page.locator(".choices[role='combobox']").and(page.getByRole("combobox", { name: label, exact: true }));
}

/** Opens the page and waits until its widgets are live. */
async function openRental(page: Page) {
  await page.goto(paths["rental"]);
  await waitForHydration(page);
  await expect(page.locator(".choices[role='combobox']")).toHaveCount(2);
  await expect(page.getByRole("textbox", { name: "Depart" })).toHaveClass(/flatpickr-input/);
}

/** Body classes, and a mark that survives only a client-side navigation. */
async function leaveByClientNavigation(page: Page, link: ReturnType<Page["getByRole"]>) {
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${paths["presentation"]}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("immigrate to the United Kingdom");
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
}

test.describe("rental page", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the selects list their places, open by click or keyboard, and clear with their remove buttons", async ({ page }) => {
    await openRental(page);
    const from = picker(page, "Leave From");
    const to = picker(page, "To");
    await expect(from.locator(".choices__list--single")).toContainText("Brazil");
    await expect(to.locator(".choices__list--single")).toContainText("Italy");

    // By click: the list holds the four places after the empty choice a cleared picker falls back to.
    await from.click();
    await expect(from).toHaveAttribute("aria-expanded", "true");
    const fromList = page.getByRole("listbox", { name: "Leave From" });
    await expect(fromList.getByRole("option")).toHaveText(["Choose leave from", ...departures]);
    await expect(fromList.locator("[role='option']:not(.choices__placeholder)")).toHaveText(departures);
    await fromList.getByRole("option", { name: "London" }).click();
    await expect(from.locator(".choices__list--single")).toContainText("London");

    // By keyboard: focus, open with Enter, move down twice, choose.
    await to.focus();
    await page.keyboard.press("Enter");
    await expect(to).toHaveAttribute("aria-expanded", "true");
    const toList = page.getByRole("listbox", { name: "To", exact: true });
    await expect(toList.locator("[role='option']:not(.choices__placeholder)")).toHaveText(destinations);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(to.locator(".choices__list--single")).toContainText("Denmark");
    await expect(to).toHaveAttribute("aria-expanded", "false");

    // The remove-item buttons clear each choice.
    await from.getByRole("button", { name: "Remove item: London" }).click();
    await expect(from.locator(".choices__list--single")).toContainText("Choose leave from");
    await expect(page.locator("select[name='from']")).toHaveValue("");
    await to.getByRole("button", { name: "Remove item: Denmark" }).click();
    await expect(to.locator(".choices__list--single")).toContainText("Choose to");
    await expect(page.locator("select[name='to']")).toHaveValue("");
  });

  test("the Depart field takes a typed date, opens on focus and closes with Esc", async ({ page }) => {
    await openRental(page);
    const depart = page.getByRole("textbox", { name: "Depart" });
    const calendar = page.getByRole("dialog", { name: "Choose a date" });
    await expect(depart).toHaveAttribute("placeholder", "Please select date");
    await expect(depart).toHaveValue("");
    await expect(calendar).toBeHidden();

    await depart.focus();
    await expect(calendar).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(calendar).toBeHidden();
    await expect(depart).toBeFocused();

    await depart.pressSequentially("2026-12-24");
    await page.keyboard.press("Enter");
    await expect(depart).toHaveValue("2026-12-24");
    await expect(depart).toBeFocused();
    await expect(calendar).toBeHidden();

    // The calendar opens on the typed date; the down arrow moves onto it.
    await depart.click();
    await expect(calendar).toBeVisible();
    await expect(calendar.getByRole("combobox", { name: "Month" })).toHaveValue("11");
    await expect(calendar.getByRole("spinbutton", { name: "Year" })).toHaveValue("2026");
    await expect(calendar.locator(".flatpickr-day.selected")).toHaveAccessibleName("December 24, 2026");
    // The open calendar is the one state the routes spec never sees.
    await expectNoAxeViolations(page);
    await page.keyboard.press("ArrowDown");
    await expect(calendar.getByRole("button", { name: "December 24, 2026" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(depart).toHaveValue("2026-12-25");
    await expect(depart).toBeFocused();
    await expect(calendar).toBeHidden();

    // Pasted text is taken too, when focus leaves the field.
    await depart.fill("2027-01-05");
    await page.getByRole("search", { name: "Search for a trip" }).getByRole("button", { name: "Search" }).focus();
    await expect(depart).toHaveValue("2027-01-05");
    await expect(calendar).toBeHidden();
  });

  test("six places with 'From / Night' buttons, then pages 1 to 5 with page 2 current", async ({ page }) => {
    await openRental(page);
    const places = page.locator(".card-place");
    await expect(places).toHaveCount(6);
    for (const place of await places.all()) {
      await expect(place.getByRole("link")).toHaveText(/^From \/ Night/);
      await expect(place.getByRole("link")).toHaveClass(/btn-outline-primary/);
      await expect(place.locator(".card-categories")).toHaveText(/^.+ • .+ • .+$/);
    }
    await expect(places.first().locator(".card-categories")).toHaveText("Entire Apartment • 3 Guests • 2 Beds");

    const pagination = page.getByRole("navigation", { name: "Places to stay: pages" });
    await expect(pagination.getByRole("button")).toHaveText(["Previous", "Page 1", "Page 2", "Page 3", "Page 4", "Page 5", "Next"]);
    await expect(pagination.locator("[aria-current='page']")).toHaveText("Page 2");
    await expect(pagination.getByRole("button", { name: "Previous" })).toBeEnabled();
    await expect(pagination.getByRole("button", { name: "Next" })).toBeEnabled();
    await pagination.getByRole("button", { name: "Next" }).click();
    await expect(pagination.locator("[aria-current='page']")).toHaveText("Page 3");
  });

  test("three testimonials, five questions with the first open, and the contact form", async ({ page }) => {
    await openRental(page);
    const reviews = page.locator(".card-review-simple");
    await expect(reviews).toHaveCount(3);
    for (const review of await reviews.all()) {
      await expect(review.locator("figcaption")).toContainText(/@\S+/);
      await expect(review.locator("blockquote")).not.toBeEmpty();
    }

    const faq = page.locator(".faq-accordion");
    await expect(faq.getByRole("heading", { level: 3 })).toHaveText(questions);
    const toggles = faq.getByRole("button");
    await expect(toggles.first()).toHaveAttribute("aria-expanded", "true");
    for (const toggle of (await toggles.all()).slice(1)) await expect(toggle).toHaveAttribute("aria-expanded", "false");

    const contact = page.getByRole("form", { name: "Contact us" });
    await expect(contact.getByRole("switch", { name: "I agree to the Terms and Conditions." })).toBeChecked();
    await contact.getByLabel("First Name").fill("Ada");
    await contact.getByLabel("Last Name").fill("Lovelace");
    await contact.getByLabel("Email Address").fill("ada@example.com");
    await contact.getByLabel("Your Message").fill("Is the lake cabin free at Christmas?");
    await expect(contact.getByLabel("Email Address")).toHaveAttribute("type", "email");
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect(contact.getByRole("status")).toHaveText(demoFormMessage);

    const search = page.getByRole("search", { name: "Search for a trip" });
    await search.getByRole("button", { name: "Search" }).click();
    await expect(search.getByRole("status")).toHaveText(demoFormMessage);
  });

  test("the body has 'rental' and the grey background, and loses them on leaving", async ({ page }) => {
    await openRental(page);
    await expect(page.locator("body")).toHaveClass(/(^|\s)rental(\s|$)/);
    await expect(page.locator("body")).toHaveClass(/(^|\s)bg-gray-200(\s|$)/);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(233, 236, 239)");
    await leaveByClientNavigation(page, page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "UK Immigration Guide", exact: true }));
    await expect(page.locator("body")).not.toHaveClass(/(^|\s)(rental|bg-gray-200)(\s|$)/);
  });
});

test.describe("before JavaScript runs", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the prerendered Depart field is a plain labelled field in the box the live one takes", async ({ browser, baseURL, page }) => {
    const stillContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });
    await stillContext.route((url) => url.origin !== new URL(baseURL!).origin, (route) => route.abort());
    const still = await stillContext.newPage();
    await still.goto(paths["rental"]);
    const field = ".rental-search .date-picker";
    await expect(still.getByRole("textbox", { name: "Depart" })).toHaveAttribute("placeholder", "Please select date");
    await openRental(page);
    expect(await page.locator(field).boundingBox()).toEqual(await still.locator(field).boundingBox());
    await stillContext.close();
  });
});

test.describe("co-working page", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("has its sections, and its body class while it is shown", async ({ page }) => {
    await page.goto(paths["coworking"]);
    await waitForHydration(page);
    await expect(page.locator("body")).toHaveClass(/(^|\s)coworking(\s|$)/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("A desk, a door and a community");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Bring your laptop; we take care of the rest",
      "Pick the way you like to work",
      "Why people work here",
      "Built by people who used to work alone",
    ]);
    await expect(main.locator(".card-booking")).toHaveCount(3);
    await expect(main.locator(".card-review")).toHaveCount(3);
    await expect(main.locator(".counter-card")).toHaveCount(3);
    await expect(main.locator(".counter-card .counter .visually-hidden")).toHaveText(["4", "1200+", "24/7"]);

    await leaveByClientNavigation(page, page.getByRole("contentinfo").getByRole("link", { name: "UK Immigration Guide", exact: true }));
    await expect(page.locator("body")).not.toHaveClass(/(^|\s)coworking(\s|$)/);
  });
});
