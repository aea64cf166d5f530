import type { Locator, Page } from "@playwright/test";
import { paths, previewPath } from "../app/paths";
import { catalogue } from "../examples-catalogue";

const examples = catalogue();
import { minFrameWidth } from "../app/showcase/previewFrame";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

// The dark navbar: its menu toggle shows below 992 px only, so it tells which width the example sees.
const navbar = examples.find((example) => example.id === "navbar-dark")!;

test.use({ viewport: { width: 1440, height: 900 } });

/** The frame's own window width: the viewport its example responds to. */
async function frameViewport(block: Locator): Promise<number> {
  const frame = await block.locator("iframe").elementHandle();
  const content = await frame!.contentFrame();
  await content!.waitForFunction(() => document.readyState === "complete");
  return content!.evaluate(() => window.innerWidth);
}

async function openNavbars(page: Page) {
  await page.goto(paths["navigation-navbars"]);
  await waitForHydration(page);
  return page.locator(`section#${navbar.id}`);
}

test("width presets frame the example's own page at 375, 768 px and full width, so its breakpoints respond", async ({
  page,
}) => {
  const block = await openNavbars(page);
  const toggle = (scope: Page | ReturnType<Locator["frameLocator"]>) => scope.locator(".navbar-toggler").first();
  // In place on a wide screen: the desktop navbar, no toggle, no frame.
  await expect(block.locator(".example-preview .navbar-toggler")).toBeHidden();
  await expect(block.locator("iframe")).toHaveCount(0);

  const mobile = block.getByRole("button", { name: "Mobile" });
  await mobile.click();
  await expect(mobile).toHaveAttribute("aria-pressed", "true");
  await expect(block.locator("iframe")).toHaveAttribute("src", previewPath(navbar));
  expect(await frameViewport(block)).toBe(375);
  await expect(toggle(block.frameLocator("iframe"))).toBeVisible();
  await expect(block.getByText("375 px", { exact: true })).toBeVisible();

  await block.getByRole("button", { name: "Tablet" }).click();
  await expect(mobile).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => frameViewport(block)).toBe(768);
  await expect(toggle(block.frameLocator("iframe"))).toBeVisible();

  await block.getByRole("button", { name: "Desktop" }).click();
  const handle = block.getByRole("separator", { name: "Preview width" });
  const full = Number(await handle.getAttribute("aria-valuemax"));
  expect(full).toBeGreaterThan(992);
  await expect.poll(() => frameViewport(block)).toBe(full);
  await expect(toggle(block.frameLocator("iframe"))).toBeHidden();
  // The frame is as tall as its page's content.
  const frameHeight = (await block.locator("iframe").boundingBox())!.height;
  expect(frameHeight).toBeGreaterThan(60);
  expect(frameHeight).toBeLessThan(400);
});

test("the drag handle resizes the frame, by pointer and by keyboard", async ({ page }) => {
  const block = await openNavbars(page);
  await block.getByRole("button", { name: "Mobile" }).click();
  const handle = block.getByRole("separator", { name: "Preview width" });
  await expect(handle).toHaveAttribute("aria-valuenow", "375");

  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2 + 125, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(handle).toHaveAttribute("aria-valuenow", "500");
  await expect.poll(() => frameViewport(block)).toBe(500);
  // No preset is pressed at a dragged width.
  await expect(block.getByRole("button", { pressed: true, name: /Mobile|Tablet|Desktop/ })).toHaveCount(0);

  await handle.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(handle).toHaveAttribute("aria-valuenow", "490");
  await page.keyboard.press("Shift+ArrowRight");
  await expect(handle).toHaveAttribute("aria-valuenow", "540");
  await page.keyboard.press("Home");
  await expect(handle).toHaveAttribute("aria-valuenow", String(minFrameWidth));
  await expect.poll(() => frameViewport(block)).toBe(minFrameWidth);
  await page.keyboard.press("End");
  await expect(block.getByRole("button", { name: "Desktop" })).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);
});

test("each example switches to dark on its own, in place and in its frame; 'Open in new tab' opens it alone", async ({
  page,
  context,
}) => {
  const block = await openNavbars(page);
  const dark = block.getByRole("button", { name: "Dark" });
  await expect(dark).toHaveAttribute("aria-pressed", "false");
  await dark.click();
  await expect(dark).toHaveAttribute("aria-pressed", "true");
  await expect(block.locator(".example-preview")).toHaveAttribute("data-bs-theme", "dark");
  // The rest of the page keeps the site's mode.
  await expect(page.locator("html")).toHaveAttribute("data-bs-theme", "light");
  await expect(page.locator("section#navbar-light .example-preview")).not.toHaveAttribute("data-bs-theme", /./);

  await block.getByRole("button", { name: "Mobile" }).click();
  const source = `${previewPath(navbar)}?theme=dark`;
  await expect(block.locator("iframe")).toHaveAttribute("src", source);
  await expect(block.frameLocator("iframe").locator("html")).toHaveAttribute("data-bs-theme", "dark");

  const link = block.getByRole("link", { name: new RegExp(`^Open in new tab ?: ${navbar.title}$`) });
  await expect(link).toHaveAttribute("href", source);
  await expect(link).toHaveAttribute("target", "_blank");
  const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(new RegExp(`${source.replace("?", "\\?")}$`));
  await expect(tab.locator("html")).toHaveAttribute("data-bs-theme", "dark");
  await expect(tab.getByRole("heading", { level: 1 })).toHaveText(navbar.title);
  await expect(tab.getByRole("navigation", { name: "Dark navbar example" })).toBeVisible();
});

test("without JavaScript the example still shows in place, and its own page shows it too", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(paths["navigation-navbars"]);
  await expect(page.locator(`#preview-${navbar.id} .example-preview nav`)).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.goto(previewPath(navbar));
  await expect(page.getByRole("navigation", { name: "Dark navbar example" })).toBeVisible();
  await context.close();
});

test("every example is prerendered alone at /preview/<group>/<page>/<id>, kept out of search indexes", async ({ request }) => {
  expect(new Set(examples.map(previewPath)).size).toBe(examples.length);
  for (const example of examples) {
    const path = previewPath(example);
    expect(path).toBe(`${paths[example.page].replace("/sections/", "/preview/")}/${example.id}`);
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain(`<h1 class="visually-hidden">${example.title.replace(/&/g, "&amp;")}</h1>`);
    expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    // Rendered whole at build time: nothing left to stream in.
    expect(html, path).not.toContain("<template");
  }
  const unknown = await request.get("/preview/elements/buttons/no-such-example");
  expect(unknown.status()).toBe(404);
});

test("an example's own page is accessible", async ({ page }) => {
  await page.goto(previewPath(navbar));
  await waitForHydration(page);
  await expect(page.locator("main#content")).toBeVisible();
  await expectNoAxeViolations(page);
});
