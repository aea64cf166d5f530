import type { Page } from "@playwright/test";
import { demoFormMessage } from "../app/components/DemoForm";
import { paths, type RouteName } from "../app/paths";
import { expect, test, waitForHydration } from "./fixtures";

// The pages' fields, labels, links and demo messages are checked by kit-auth.test.tsx; here the browser's own
// form validation, a real submit that stays on the page, following a link, and the layout at a width.

async function open(page: Page, name: RouteName) {
  await page.goto(paths[name]);
  await waitForHydration(page);
}

test.describe("authentication pages", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("sign in cover: the browser holds back an empty form, a filled one stays on the page, Sign up leads on", async ({ page }) => {
    await open(page, "signin-cover");
    const email = page.getByLabel("Email", { exact: true });
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(email).toBeFocused();
    await expect(page.getByText(demoFormMessage)).toHaveCount(0);

    const url = page.url();
    await email.fill("amara@example.com");
    await page.getByLabel("Password", { exact: true }).fill("correct horse battery");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: demoFormMessage })).toBeVisible();
    expect(page.url()).toBe(url);
    await expect(email).toHaveValue("amara@example.com");

    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths["signup-cover"]}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join us today");
    await expect(page.getByRole("button", { name: "Sign up", exact: true })).toBeVisible();
  });

  test("sign in illustration: the illustration shows on wide screens and hides under 992 px", async ({ page }) => {
    await open(page, "signin-illustration");
    const panel = page.locator(".auth-illustration-panel");
    await expect(panel).toBeVisible();
    await expect(panel.locator("blockquote")).toBeVisible();
    await page.setViewportSize({ width: 991, height: 900 });
    await expect(panel).toBeHidden();
    await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
  });
});

test.describe("authentication pages on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the cover card sits over the photo band and the form is reachable", async ({ page }) => {
    await open(page, "signin-cover");
    const band = await page.locator(".auth-cover-header").boundingBox();
    const card = await page.locator(".auth-card").boundingBox();
    expect(band && card && card.y < band.y + band.height).toBe(true);
    await expect(page.getByLabel("Email", { exact: true })).toBeInViewport();
  });
});
