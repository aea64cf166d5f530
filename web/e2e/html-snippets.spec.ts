import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The HTML form of examples as a user pastes it: several snippets in one page of theirs that links
// /kit/ukguide.css and loads /kit/ukguide.js. Their widgets behave through Bootstrap's own script,
// what opens stays inside the snippet's scope (.ukg), no two share an id, and the page's own
// elements look as they did.

/** Snippets with overlays, two of each kind where the catalogue has two, so that their ids could meet. */
const snippets = ["modals-simple", "modals-notification", "dropdowns-dropdown", "dropdowns-dropup", "alerts-dismissible", "tooltips-placements", "popovers-placements", "navbar-dark", "navbar-light"];

/** A page of the user's: a heading and a paragraph of its own, then the snippets as published. */
async function hostPage(page: Page, origin: string, withSnippets: boolean) {
  const bodies = withSnippets ? await Promise.all(snippets.map(async (name) => (await page.request.get(`/html/${name}`)).text())) : [];
  const html = [
    "<!doctype html>",
    '<html lang="en-GB">',
    "<head>",
    '<meta charset="utf-8">',
    "<title>A page of yours</title>",
    ...(withSnippets ? ['<link rel="stylesheet" href="/kit/ukguide.css">', '<script src="/kit/ukguide.js" defer></script>'] : []),
    "</head>",
    "<body>",
    '<h1 id="host-title">Your own page</h1>',
    '<p id="host-text">Your own text, in <a href="#host-title">your own styles</a>.</p>',
    ...bodies,
    "</body>",
    "</html>",
  ].join("\n");
  const path = `/__your-page-${withSnippets ? "with" : "without"}-snippets`;
  await page.route(`${origin}${path}`, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }));
  await page.goto(path);
}

/** The computed styles of the page's own elements that a stylesheet could change. */
const hostStyles = (page: Page) =>
  page.evaluate(() =>
    ["#host-title", "#host-text", "#host-text a"].map((selector) => {
      const style = getComputedStyle(document.querySelector(selector)!);
      return [selector, style.fontFamily, style.fontSize, style.fontWeight, style.color, style.margin, style.lineHeight, style.textDecorationLine].join(" | ");
    }),
  );

test("snippets pasted into one page behave as Bootstrap's widgets, inside their scopes, with ids of their own", async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await page.setViewportSize({ width: 1280, height: 900 });
  await hostPage(page, origin, false);
  const before = await hostStyles(page);
  await hostPage(page, origin, true);
  await page.waitForFunction(() => "bootstrap" in window);

  // Nothing of the page's own changes; every id is one snippet's, and no two elements share one.
  expect(await hostStyles(page)).toEqual(before);
  const ids = await page.evaluate(() => [...document.querySelectorAll(".ukg [id]")].map((element) => element.id));
  expect(ids.length).toBeGreaterThan(5);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(snippets.some((name) => id.startsWith(`${name}-`)), id).toBe(true);

  // A modal opens from its button, with its backdrop in its scope, and closes by Esc and by its buttons.
  const launch = page.getByRole("button", { name: "Launch demo modal" });
  await launch.click();
  const dialog = page.getByRole("dialog", { name: "Your modal title" });
  await expect(dialog).toBeVisible();
  // Bootstrap moves the focus into the dialog once it has faded in: Esc is heard there.
  await expect(dialog).toBeFocused();
  expect(await dialog.evaluate((element) => element.closest(".ukg")?.classList.contains("ukg-modals-simple"))).toBe(true);
  await expect(page.locator(".ukg-modals-simple > .modal-backdrop")).toHaveCount(1);
  await expect(page.locator("body > .modal-backdrop")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.locator(".modal-backdrop")).toHaveCount(0);
  await launch.click();
  await expect(dialog).toBeFocused();
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(launch).toBeFocused();
  // The other snippet's modal is its own.
  await page.getByRole("button", { name: "Launch notification modal" }).click();
  const notification = page.getByRole("dialog", { name: "Your attention is required" });
  await expect(notification).toBeVisible();
  // Bootstrap ignores a close while the modal still fades in; it has the focus once it has.
  await expect(notification).toBeFocused();
  await notification.getByRole("button", { name: "Close modal" }).click();
  await expect(notification).toBeHidden();

  // A dropdown opens its menu under its button, and Esc closes it.
  const toggle = page.getByRole("button", { name: "Dropdown", exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const menu = page.locator(".ukg-dropdowns-dropdown .dropdown-menu");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("button")).toHaveText(["Action", "Another action", "Something else here"]);
  expect((await menu.boundingBox())!.y).toBeGreaterThan((await toggle.boundingBox())!.y);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  // An alert closes with its close button, and only that one.
  const alerts = page.locator(".ukg-alerts-dismissible .alert");
  await expect(alerts).toHaveCount(8);
  await alerts.first().getByRole("button", { name: "Close alert" }).click();
  await expect(alerts).toHaveCount(7);
  await expect(alerts.first()).toContainText("This primary alert");

  // A tooltip shows on hover, in its scope, and goes when the pointer leaves.
  const trigger = page.getByRole("button", { name: "Tooltip on top" });
  await trigger.hover();
  const tooltip = page.getByRole("tooltip");
  await expect(tooltip).toHaveText("Hello from the top!");
  expect(await tooltip.evaluate((element) => element.closest(".ukg")?.classList.contains("ukg-tooltips-placements"))).toBe(true);
  expect((await tooltip.boundingBox())!.y).toBeLessThan((await trigger.boundingBox())!.y);
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);

  // A popover shows on hover, in its scope, its title in a div as the React example writes it (Bootstrap's own has an h3).
  const popoverTrigger = page.getByRole("button", { name: "Popover on bottom" });
  await popoverTrigger.hover();
  const popover = page.locator(".popover");
  await expect(popover).toBeVisible();
  expect(await popover.evaluate((element) => element.closest(".ukg")?.classList.contains("ukg-popovers-placements"))).toBe(true);
  await expect(popover.locator("div.popover-header")).toHaveText("Popover on bottom");
  await expect(popover.locator("h3")).toHaveCount(0);
  await expect(popover.locator(".popover-body")).toHaveText("Press Esc or move away from the button to close one.");
  await page.mouse.move(0, 0);
  await expect(popover).toHaveCount(0);

  // A navbar's toggler opens its own menu in a narrow window, not the other navbar's.
  await page.setViewportSize({ width: 375, height: 900 });
  const dark = page.locator(".ukg-navbar-dark");
  const light = page.locator(".ukg-navbar-light");
  await expect(dark.getByRole("link", { name: "About Us" })).toBeHidden();
  await dark.getByRole("button", { name: "Toggle navigation" }).click();
  await expect(dark.getByRole("link", { name: "About Us" })).toBeVisible();
  await expect(light.getByRole("link", { name: "About Us" })).toBeHidden();
});
