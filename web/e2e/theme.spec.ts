import { attribute, contentOf, elementsOf, type Element } from "../pipeline/shared/page-parser";
import { expect, test, waitForHydration } from "./fixtures";

test.use({ viewport: { width: 1440, height: 900 } });

const backgroundOf = (page: import("@playwright/test").Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test("the mode script runs before any content or module script, so the first paint is in the chosen mode", async ({
  request,
}) => {
  for (const path of ["/", "/sections/elements/buttons", "/pages/company/about-us", "/no/such/page"]) {
    const html = await (await request.get(path)).text();
    const elements = elementsOf(html);
    const body = elements.find((element) => element.tagName === "body")!;
    // The first thing in <body>: the render-blocking stylesheets in <head> hold the first paint until after it.
    const first = body.childNodes.find((node) => "tagName" in node) as Element | undefined;
    const isModeScript = first?.tagName === "script" && !first.attrs.length && contentOf(first, html).text.includes("data-bs-theme");
    expect(isModeScript, `${path}: an inline, parser-blocking mode script opening <body>`).toBe(true);
    const stylesheets = elements.filter((element) => element.tagName === "link" && attribute(element, "rel") === "stylesheet");
    expect(stylesheets.length, `${path}: a stylesheet`).toBeGreaterThan(0);
    expect(stylesheets.every((link) => link.parentNode?.nodeName === "head"), `${path}: stylesheets in <head>`).toBe(true);
    const moduleScripts = elements.filter((element) => element.tagName === "script" && attribute(element, "type") === "module");
    expect(moduleScripts.length, path).toBeGreaterThan(0);
    expect(moduleScripts.every((script) => elements.indexOf(script) > elements.indexOf(first!)), path).toBe(true);
  }
});

test("Dark, chosen in the navbar, holds across a reload and other pages; System follows the system again", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-bs-theme", "light");
  const light = await backgroundOf(page);

  const toggle = page.getByRole("button", { name: "Colour mode: System" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const navbar = page.getByRole("banner");
  await navbar.getByRole("button", { name: "Dark", exact: true }).click();
  await expect(html).toHaveAttribute("data-bs-theme", "dark");
  const switcher = page.getByRole("button", { name: "Colour mode: Dark" });
  await expect(switcher).toBeFocused();
  const dark = await backgroundOf(page);
  expect(dark).not.toBe(light);

  await page.reload();
  // Set by the page's own colour-mode script: React never sets it.
  await expect(html).toHaveAttribute("data-bs-theme", "dark");
  expect(await backgroundOf(page)).toBe(dark);
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Colour mode: Dark" })).toBeVisible();

  await page.goto("/sections/elements/buttons");
  await expect(html).toHaveAttribute("data-bs-theme", "dark");

  // With the system in dark mode, "System" is dark; a choice of Light beats it; System again follows it.
  await page.emulateMedia({ colorScheme: "dark" });
  await waitForHydration(page);
  await navbar.getByRole("button", { name: "Colour mode: Dark" }).click();
  await navbar.getByRole("button", { name: "Light", exact: true }).click();
  await expect(html).toHaveAttribute("data-bs-theme", "light");
  await navbar.getByRole("button", { name: "Colour mode: Light" }).click();
  await navbar.getByRole("button", { name: "System", exact: true }).click();
  await expect(html).toHaveAttribute("data-bs-theme", "dark");
  expect(await page.evaluate(() => localStorage.getItem("ukguide-theme"))).toBeNull();
  await page.emulateMedia({ colorScheme: "light" });
  await expect(html).toHaveAttribute("data-bs-theme", "light");
});

test("the colour mode menu works by keyboard and closes with Escape", async ({ page }) => {
  await page.goto("/pages/company/about-us");
  await waitForHydration(page);
  const toggle = page.getByRole("button", { name: "Colour mode: System" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  const system = page.getByRole("banner").getByRole("button", { name: "System", exact: true });
  await expect(system).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("banner").getByRole("button", { name: "Light", exact: true })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();
  await expect(system).toBeHidden();
});
