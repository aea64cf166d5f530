import type { Page } from "@playwright/test";
import { paths } from "../app/paths";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

const departures = ["Brazil", "Bucharest", "London", "USA"];
const destinations = ["Italy", "Spain", "Denmark", "Poland"];

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
});

test.describe("before JavaScript runs", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the prerendered Depart field takes the live one's box; the page's grey background goes on leaving", async ({ browser, baseURL, page }) => {
    const stillContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });
    await stillContext.route((url) => url.origin !== new URL(baseURL!).origin, (route) => route.abort());
    const still = await stillContext.newPage();
    await still.goto(paths["rental"]);
    const field = ".rental-search .date-picker";
    await expect(still.getByRole("textbox", { name: "Depart" })).toHaveAttribute("placeholder", "Please select date");
    await openRental(page);
    expect(await page.locator(field).boundingBox()).toEqual(await still.locator(field).boundingBox());
    await stillContext.close();

    // The body classes are unit-tested; what they paint, and a client-side way out, need the browser.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(233, 236, 239)");
    await leaveByClientNavigation(page, page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "UK Immigration Guide", exact: true }));
    await expect(page.locator("body")).not.toHaveClass(/(^|\s)(rental|bg-gray-200)(\s|$)/);
  });
});

test.describe("co-working page", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the footer's home link leaves by client-side navigation and takes the body class away", async ({ page }) => {
    await page.goto(paths["coworking"]);
    await waitForHydration(page);
    await expect(page.locator("body")).toHaveClass(/(^|\s)coworking(\s|$)/);
    await leaveByClientNavigation(page, page.getByRole("contentinfo").getByRole("link", { name: "UK Immigration Guide", exact: true }));
    await expect(page.locator("body")).not.toHaveClass(/(^|\s)coworking(\s|$)/);
  });
});
