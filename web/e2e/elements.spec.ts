import { paths } from "../app/paths";
import { expect, expectNoAxeViolations, showInTheme, test, waitForHydration } from "./fixtures";

// axe on a whole showcase page (and on a highlighted Code tab) is slow on a busy machine.
test.describe.configure({ timeout: 120_000 });


// Every page is checked with axe at 375 and 1440 px by routes.spec.ts; here only states that need a click first.

test.describe("avatars", () => {
  test("the group's tooltips open on hover and on keyboard focus", async ({ page }) => {
    await page.goto(paths["el-avatars"]);
    await waitForHydration(page);
    const group = page.locator("#preview-avatars-group").getByRole("group", { name: "Project team" });
    const avatars = group.getByRole("img");
    await expect(avatars).toHaveCount(4);
    const tooltips = page.getByRole("tooltip");
    const [first, second] = [avatars.nth(0), avatars.nth(1)];
    const [firstName, secondName] = [(await first.getAttribute("aria-label"))!, (await second.getAttribute("aria-label"))!];

    await first.hover();
    await expect(page.getByRole("tooltip", { name: firstName })).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(tooltips).toHaveCount(0);

    // Keyboard: Tab from the preview's toolbar (its last control) lands on the first avatar, then the next.
    await page.locator("#avatars-group").getByRole("link", { name: /^Open in new tab/ }).focus();
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await expect(page.getByRole("tooltip", { name: firstName })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(second).toBeFocused();
    await expect(page.getByRole("tooltip", { name: secondName })).toBeVisible();
    await expect(tooltips).toHaveCount(1);
    // Escape dismisses it without moving focus.
    await page.keyboard.press("Escape");
    await expect(tooltips).toHaveCount(0);
    await expect(second).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("tooltip", { name: firstName })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test("in dark mode the simple badges are a dark wash of their colour, not the light mode's pale tint", async ({
  page,
}) => {
  await page.goto(paths["el-badges"]);
  await waitForHydration(page);
  const badge = page.locator(".badge.badge-primary").first();
  // Relative luminance (WCAG) of the badge's background.
  const luminance = () =>
    badge.evaluate((element) => window.wcag.luminance(window.wcag.parse(getComputedStyle(element).backgroundColor)!));
  await showInTheme(page, "light");
  expect(await luminance()).toBeGreaterThan(0.6);
  await showInTheme(page, "dark");
  expect(await luminance()).toBeLessThan(0.1);
  // Contrast of its text is axe's job: routes.spec.ts checks every page in dark mode.
});

test.describe("button groups", () => {
  test("checkbox toggles change by click and by keyboard", async ({ page }) => {
    await page.goto(paths["el-button-groups"]);
    await waitForHydration(page);
    const group = page.locator("#preview-button-groups-checkbox");
    const email = group.getByRole("checkbox", { name: "Email" });
    const sms = group.getByRole("checkbox", { name: "SMS" });
    await expect(email).toBeChecked();
    await expect(sms).not.toBeChecked();

    await group.getByText("SMS", { exact: true }).click();
    await expect(sms).toBeChecked();
    await expect(group.getByText("Updates by: Email, SMS")).toBeVisible();

    await email.focus();
    await page.keyboard.press("Space");
    await expect(email).not.toBeChecked();
    await page.keyboard.press("Tab");
    await expect(sms).toBeFocused();
    await page.keyboard.press("Space");
    await expect(sms).not.toBeChecked();
    await expect(group.getByText("Updates by: none")).toBeVisible();
  });

  test("radio toggles change by click and by keyboard", async ({ page }) => {
    await page.goto(paths["el-button-groups"]);
    await waitForHydration(page);
    const group = page.locator("#preview-button-groups-radio");
    const monthly = group.getByRole("radio", { name: "Monthly" });
    const quarterly = group.getByRole("radio", { name: "Quarterly" });
    const annual = group.getByRole("radio", { name: "Annual" });
    await expect(monthly).toBeChecked();

    await group.getByText("Annual", { exact: true }).click();
    await expect(annual).toBeChecked();
    await expect(monthly).not.toBeChecked();
    await expect(group.getByText("Billed: annual")).toBeVisible();

    await annual.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(quarterly).toBeFocused();
    await expect(quarterly).toBeChecked();
    await expect(annual).not.toBeChecked();
    await expect(group.getByText("Billed: quarterly")).toBeVisible();
  });
});

test.describe("at 375 px, tables and code", () => {
  test.use({ viewport: { width: 375, height: 900 } });

  test("the table scrolls sideways inside its own wrapper", async ({ page }) => {
    await page.goto(paths["el-tables"]);
    await waitForHydration(page);
    const wrapper = page.locator("#preview-tables-simple .table-responsive");
    const sizes = await wrapper.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    await expect(wrapper.getByRole("link", { name: "Edit Amara Okafor" })).toBeAttached();
  });

  test("axe stays clean with a Code tab open on the tables page", async ({ page }) => {
    await page.goto(paths["el-tables"]);
    await waitForHydration(page);
    await page.getByRole("tab", { name: "Code" }).first().click();
    await expect(page.getByRole("button", { name: "Copy", exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
