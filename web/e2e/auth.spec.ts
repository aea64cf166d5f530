import type { Page } from "@playwright/test";
import { demoFormMessage } from "../app/components/DemoForm";
import { socialSignInMessage } from "../app/components/SocialSignIn";
import { paths, type RouteName } from "../app/paths";
import { expect, test, waitForHydration } from "./fixtures";

const signInPages: RouteName[] = ["signin-basic", "signin-cover", "signin-illustration", "signin-simple"];

async function open(page: Page, name: RouteName) {
  await page.goto(paths[name]);
  await waitForHydration(page);
}

/** A field found by its visible label has the type and autocomplete a password manager needs. */
async function expectField(page: Page, label: string, type: string, autocomplete: string) {
  const field = page.getByRole("main").getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute("type", type);
  await expect(field).toHaveAttribute("autocomplete", autocomplete);
  await expect(field).toHaveAttribute("required", "");
}

/** Submits the page's form and checks it only said it was a demo. */
async function expectDemoSubmit(page: Page, button: string) {
  const url = page.url();
  await page.getByRole("main").getByRole("button", { name: button, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: demoFormMessage })).toBeVisible();
  expect(page.url()).toBe(url);
}

test.describe("authentication pages", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const name of signInPages) {
    test(`${name}: labelled email and password fields, remember me, and a demo submit`, async ({ page }) => {
      await open(page, name);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
      await expectField(page, "Email", "email", "email");
      await expectField(page, "Password", "password", "current-password");
      const remember = page.getByRole("switch", { name: "Remember me" });
      await expect(remember).toHaveAttribute("type", "checkbox");
      await remember.check();
      await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", paths["signup-cover"]);

      await page.getByLabel("Email", { exact: true }).fill("amara@example.com");
      await page.getByLabel("Password", { exact: true }).fill("correct horse battery");
      await expectDemoSubmit(page, "Sign in");
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue("amara@example.com");
    });
  }

  test("an empty sign-in form is held back by the browser and says nothing", async ({ page }) => {
    await open(page, "signin-cover");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByLabel("Email", { exact: true })).toBeFocused();
    await expect(page.getByText(demoFormMessage)).toHaveCount(0);
  });

  test("the cover sign-in's Sign up link leads to the sign-up cover page", async ({ page }) => {
    await open(page, "signin-cover");
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths["signup-cover"]}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join us today");
    await expect(page.getByRole("button", { name: "Sign up", exact: true })).toBeVisible();
  });

  test("the social sign-in buttons only say they are demos", async ({ page }) => {
    for (const name of ["signin-simple", "signin-basic"] as const) {
      await open(page, name);
      const url = page.url();
      for (const [network, label] of [
        ["facebook", "Facebook"],
        ["github", "GitHub"],
        ["google", "Google"],
      ] as const) {
        await page.getByRole("button", { name: `Sign in with ${label}` }).click();
        await expect(page.getByRole("status").filter({ hasText: socialSignInMessage(network) })).toBeVisible();
      }
      expect(page.url()).toBe(url);
    }
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

  test("sign up cover: name, email, new password, the terms checkbox, and a demo submit", async ({ page }) => {
    await open(page, "signup-cover");
    await expectField(page, "Name", "text", "name");
    await expectField(page, "Email", "email", "email");
    await expectField(page, "Password", "password", "new-password");
    const terms = page.getByRole("checkbox", { name: "I agree to the Terms and Conditions" });
    await expect(terms).not.toBeChecked();
    await expect(terms).toHaveAttribute("required", "");
    await expect(page.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute("href", paths["privacy"]);
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", paths["signin-cover"]);

    await page.getByLabel("Name", { exact: true }).fill("Amara Okafor");
    await page.getByLabel("Email", { exact: true }).fill("amara@example.com");
    await page.getByLabel("Password", { exact: true }).fill("a new long passphrase");
    await terms.check();
    await expectDemoSubmit(page, "Sign up");
  });

  test("reset password cover: an e-mail within 60 seconds, and a demo Send", async ({ page }) => {
    await open(page, "resetpassword-cover");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset password");
    await expect(page.getByRole("main")).toContainText("within 60 seconds");
    await expectField(page, "Email", "email", "email");
    await page.getByLabel("Email", { exact: true }).fill("amara@example.com");
    await expectDemoSubmit(page, "Send");
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
