import type { Page, Request } from "@playwright/test";
import { paths, type RouteName } from "../app/paths";
import { expect, test, waitForHydration } from "./fixtures";

/** What every demo form says after a submit. */
const demoFormMessage = "This is a demo form: nothing was sent.";

// axe on a whole showcase page is slow on a busy machine.
test.describe.configure({ timeout: 120_000 });


async function open(page: Page, name: RouteName) {
  await page.goto(paths[name]);
  await waitForHydration(page);
}

// Every page is checked with axe at 375 and 1440 px by routes.spec.ts; here only behaviour.

test.describe("nav tabs", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("switch by click and by arrow keys, Home and End", async ({ page }) => {
    await open(page, "navigation-navtabs");
    const block = page.locator("#preview-tabs-vertical");
    const tab = (name: string) => block.getByRole("tab", { name });
    await expect(tab("My Profile")).toHaveAttribute("aria-selected", "true");
    await expect(block.getByRole("tabpanel")).toContainText("Your name, photo");

    await tab("Dashboard").click();
    await expect(tab("Dashboard")).toHaveAttribute("aria-selected", "true");
    await expect(tab("My Profile")).toHaveAttribute("aria-selected", "false");
    await expect(block.getByRole("tabpanel")).toContainText("Everything at a glance");

    await page.keyboard.press("ArrowDown");
    await expect(tab("Payments")).toBeFocused();
    await expect(tab("Payments")).toHaveAttribute("aria-selected", "true");
    await expect(block.getByRole("tabpanel")).toContainText("Your plan, saved cards");
    await page.keyboard.press("Home");
    await expect(tab("My Profile")).toBeFocused();
    await page.keyboard.press("End");
    await expect(tab("Payments")).toBeFocused();
    // Tab leaves the tab list for the panel: only the active tab is in the Tab order.
    await page.keyboard.press("Tab");
    await expect(block.getByRole("tabpanel")).toBeFocused();

    const simple = page.locator("#preview-tabs-simple");
    await simple.getByRole("tab", { name: "My Profile" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(simple.getByRole("tab", { name: "Dashboard" })).toBeFocused();
    await expect(simple.getByRole("tab", { name: "Dashboard" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(simple.getByRole("tab", { name: "My Profile" })).toHaveAttribute("aria-selected", "true");
  });

  test("the sliding highlight sits under the active tab", async ({ page }) => {
    await open(page, "navigation-navtabs");
    const block = page.locator("#preview-tabs-with-icon");
    const highlight = block.locator(".moving-tab");
    const dashboard = block.getByRole("tab", { name: "Dashboard" });
    await dashboard.click();
    await expect
      .poll(async () => {
        const [a, b] = [await highlight.boundingBox(), await dashboard.boundingBox()];
        // Layout rounds the highlight to whole pixels.
        return a && b ? Math.max(Math.abs(a.x - b.x), Math.abs(a.width - b.width)) : Infinity;
      })
      .toBeLessThanOrEqual(1);
  });

  test("horizontal pills stack below 991 px and lay back out above it", async ({ page }) => {
    await open(page, "navigation-navtabs");
    const list = page.locator("#preview-tabs-simple").getByRole("tablist");
    await expect(list).toHaveAttribute("aria-orientation", "horizontal");
    await page.setViewportSize({ width: 990, height: 900 });
    await expect(list).toHaveAttribute("aria-orientation", "vertical");
    const [profile, dashboard] = [await list.getByRole("tab").nth(0).boundingBox(), await list.getByRole("tab").nth(1).boundingBox()];
    expect(dashboard!.y).toBeGreaterThan(profile!.y);
    await page.setViewportSize({ width: 991, height: 900 });
    await expect(list).toHaveAttribute("aria-orientation", "horizontal");
  });
});

test.describe("navbars at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const variant of ["dark", "light", "transparent", "blur"]) {
    test(`the ${variant} navbar's toggle opens and closes it by mouse and keyboard`, async ({ page }) => {
      await open(page, "navigation-navbars");
      const navbar = page.getByRole("navigation", { name: `${variant[0].toUpperCase()}${variant.slice(1)} navbar example` });
      const toggle = navbar.getByRole("button", { name: "Toggle navigation" });
      const about = navbar.getByRole("link", { name: "About Us" });
      const menu = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
      await expect(menu).toHaveCount(1);
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(about).toBeHidden();

      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(about).toBeVisible();
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(about).toBeHidden();

      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(about).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(navbar.getByRole("link", { name: "Home" })).toBeFocused();
      await toggle.focus();
      await page.keyboard.press("Space");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(about).toBeHidden();
    });
  }
});

test("at 1440 px the navbars are laid out in full, with no toggle", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, "navigation-navbars");
  for (const name of ["Dark", "Light", "Transparent", "Blur"]) {
    const navbar = page.getByRole("navigation", { name: `${name} navbar example` });
    await expect(navbar.getByRole("link", { name: "Pricing" })).toBeVisible();
    await expect(navbar.getByRole("button", { name: "Toggle navigation" })).toBeHidden();
  }
});

test.describe("pagination", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a click moves the active page; previous and next stop at the ends", async ({ page }) => {
    await open(page, "navigation-pagination");
    const simple = page.getByRole("navigation", { name: "Pagination, simple" });
    const current = simple.locator('[aria-current="page"]');
    await expect(current).toHaveAccessibleName("Page 2");

    await simple.getByRole("button", { name: "Page 4" }).click();
    await expect(current).toHaveAccessibleName("Page 4");
    await expect(current).toHaveCount(1);
    await simple.getByRole("button", { name: "Next" }).click();
    await expect(current).toHaveAccessibleName("Page 5");
    await expect(simple.getByRole("button", { name: "Next" })).toBeDisabled();
    await simple.getByRole("button", { name: "Page 1" }).click();
    await expect(simple.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(simple.getByRole("button", { name: "Next" })).toBeEnabled();

    for (const color of ["success", "info", "warning", "primary", "danger"]) {
      await expect(page.getByRole("navigation", { name: `Pagination, ${color}` }).locator('[aria-current="page"]')).toHaveAccessibleName(
        "Page 3",
      );
    }
    const large = page.getByRole("navigation", { name: "Pagination, large" });
    await large.getByRole("button", { name: "Previous" }).click();
    await expect(large.locator('[aria-current="page"]')).toHaveAccessibleName("Page 1");
    // Each pagination keeps its own page.
    await expect(page.getByRole("navigation", { name: "Pagination, small" }).locator('[aria-current="page"]')).toHaveAccessibleName(
      "Page 2",
    );
  });
});

test.describe("demo forms", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // Each page's forms, as one test per page load; the forms' markup is unit-tested (kit-forms.test.tsx).
  const pages: { name: RouteName; forms: { block: string; fill: Record<string, string>; submit: string }[] }[] = [
    {
      name: "inputareas-newsletter",
      forms: [
        { block: "newsletter-1", fill: { "Email address": "amara@example.com" }, submit: "Subscribe" },
        { block: "newsletter-2", fill: { "Your email": "amara@example.com" }, submit: "Subscribe" },
      ],
    },
    {
      name: "inputareas-contact",
      forms: [
        { block: "contact-us-1", fill: { "Full name": "Amara Okafor", "I'm looking for": "A partnership", "Your message": "Hello there." }, submit: "Send Message" },
        { block: "contact-us-2", fill: { "My name is": "Amara Okafor", "I'm looking for": "A partnership", "Your message": "Hello there." }, submit: "Send Message" },
      ],
    },
    {
      name: "inputareas-forms",
      forms: ["form-simple", "form-context"].map((block) => ({
        block,
        fill: { "First name": "Amara", "Last name": "Okafor", "Email address": "amara@example.com", "Your message": "Hello there." },
        submit: "Send Message",
      })),
    },
  ];

  for (const { name, forms } of pages) {
    test(`${name}: each form's submit stays on the page, sends nothing and says so`, async ({ page }) => {
      await open(page, name);
      await page.waitForLoadState("networkidle");
      const url = page.url();
      const requests: Request[] = [];
      // Pictures that load as a form scrolls into view are not sent by it.
      page.on("request", (request) => request.resourceType() !== "image" && requests.push(request));

      for (const { block, fill, submit } of forms) {
        const preview = page.locator(`#preview-${block}`);
        await preview.scrollIntoViewIfNeeded();
        for (const [label, value] of Object.entries(fill)) await preview.getByLabel(label, { exact: true }).fill(value);
        await preview.getByRole("button", { name: submit }).click();
        // The message shows once the submit was handled: a navigation would have begun by then.
        await expect(preview.getByRole("status")).toHaveText(demoFormMessage);
        expect(page.url(), block).toBe(url);
        // The fields keep what was typed: nothing reloaded.
        const [firstLabel, firstValue] = Object.entries(fill)[0];
        await expect(preview.getByLabel(firstLabel, { exact: true })).toHaveValue(firstValue);
      }
      expect(requests.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
    });
  }
});

test.describe("inputs", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("take focused and filled states; error and success reach assistive technology", async ({ page }) => {
    await open(page, "inputareas-inputs");
    const dynamic = page.locator("#preview-inputs-dynamic");
    const field = dynamic.getByLabel("Full name");
    const wrapper = dynamic.locator(".mk-input");
    const label = dynamic.locator("label");
    const restingTop = (await label.boundingBox())!.y;
    await field.focus();
    await expect(wrapper).toHaveClass(/is-focused/);
    await expect.poll(async () => (await label.boundingBox())!.y).toBeLessThan(restingTop - 8);
    await field.fill("Amara Okafor");
    await field.blur();
    await expect(wrapper).toHaveClass(/is-filled/);
    await expect(wrapper).not.toHaveClass(/is-focused/);

    await expect(page.locator("#preview-inputs-error").getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#preview-inputs-success").getByLabel("Username")).toHaveAccessibleDescription("Looks good.");
    await expect(page.locator("#preview-inputs-disabled").getByLabel("Account number")).toBeDisabled();
    await expect(page.locator("#preview-inputs-icon").getByRole("searchbox", { name: "Search" })).toBeVisible();
  });
});
