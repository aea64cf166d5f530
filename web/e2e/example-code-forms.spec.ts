import type { APIRequestContext, Page } from "@playwright/test";
import { COPY_ALERT_TIMINGS } from "../app/showcase/useCopyAlert";
import { expect, expectNoAxeViolations, showInTheme, test, waitForHydration } from "./fixtures";

// The Code tab's install line and its React and HTML forms, against the files the build publishes:
// /r/registry.json (its examples' titles, pages, dependencies and meta.html), each example's own
// /r/<id>.json, which its Code tab reads, and /html/<id>.

interface Item {
  /** The example's id. */
  name: string;
  title: string;
  dependencies?: string[];
  /** Only examples have one; kit parts and the theme do not. */
  meta?: { html?: boolean; htmlScript?: boolean; page?: string; preview?: string };
}

/** The showcase page that shows an example: its own page, /preview/<group>/<page>/<id>, is a frame of /sections/<group>/<page>. */
const showcasePath = (item: Item) => item.meta!.preview!.replace(/^\/preview\//, "/sections/").replace(/\/[^/]+$/, "");

/** A showcase page with an example that has static markup and one that needs React, from the published index. */
async function pageWithBothForms(request: APIRequestContext) {
  const index = (await (await request.get("/r/registry.json")).json()) as { items: Item[] };
  const examples = index.items.filter((item) => item.meta?.page);
  for (const page of new Set(examples.map((item) => item.meta!.page!))) {
    const onPage = examples.filter((item) => item.meta!.page === page);
    const markup = onPage.find((item) => item.meta!.html === true);
    const reactOnly = onPage.find((item) => item.meta!.html === false);
    if (markup && reactOnly) return { path: showcasePath(markup), markup, reactOnly };
  }
  throw new Error("no showcase page has both an example with HTML and a React-only one");
}

/** The requests for the registry and the snippets a page makes. */
function publishedRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/r/") || pathname.startsWith("/html/")) seen.push(pathname);
  });
  return seen;
}

/** A listing's text, line by line, without its line numbers. */
const listingText = (listing: ReturnType<Page["getByLabel"]>) =>
  listing.evaluate((element) =>
    [...element.querySelectorAll(".code-line")]
      .map((line) =>
        [...line.childNodes]
          .filter((node) => !(node instanceof Element && node.matches(".code-line-number")))
          .map((node) => node.textContent)
          .join("")
          .replace(/\n$/, ""),
      )
      .join("\n"),
  );

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

for (const width of [1440, 375]) {
  test(`at ${width} px: the install line, React and HTML forms, each copied as shown`, async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    const { path, markup, reactOnly } = await pageWithBothForms(request);
    const requests = publishedRequests(page);
    await page.clock.install({ time: new Date("2026-01-05T08:00:00") });
    await page.goto(path);
    await waitForHydration(page);
    expect(requests, "nothing of the registry before a Code tab opens").toEqual([]);

    const block = page.locator(`section#${markup.name}`);
    await block.getByRole("tab", { name: "Code" }).click();
    const command = `npx shadcn@latest add ${new URL(baseURL!).origin}/r/${markup.name}.json`;
    await expect(block.getByText(command, { exact: true })).toBeVisible();
    await expectPackages(block, markup);
    const source = block.getByLabel(`Source code of ${markup.title}`);
    await expect(source).toBeVisible();
    expect(requests).toEqual([`/r/${markup.name}.json`]);

    await block.getByRole("button", { name: "Copy command" }).click();
    await expect(block.getByRole("status").filter({ hasText: "Command copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command);

    // The toolbar sits above the listing, never over it.
    const toolbar = block.locator(".code-toolbar");
    const toolbarBox = (await toolbar.boundingBox())!;
    expect(toolbarBox.y + toolbarBox.height).toBeLessThanOrEqual((await source.boundingBox())!.y + 0.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // HTML by keyboard: the markup is fetched now, shown as published, and copied exactly.
    const react = block.getByRole("tab", { name: "React", exact: true });
    await react.focus();
    await page.keyboard.press("ArrowRight");
    const html = block.getByRole("tab", { name: "HTML", exact: true });
    await expect(html).toBeFocused();
    await expect(html).toHaveAttribute("aria-selected", "true");
    const listing = block.getByLabel(`HTML markup of ${markup.title}`);
    await expect(listing).toBeVisible();
    await expect(source).toBeHidden();
    const file = await (await request.get(`/html/${markup.name}`)).text();
    expect((await listingText(listing)).trim()).toBe(file.trim());
    await expectMarkupNeeds(block, new URL(baseURL!).origin, markup);
    expect(requests).toEqual([`/r/${markup.name}.json`, `/html/${markup.name}`]);

    // The message's timings on the page's clock: in after 100 ms, fading at 2 s, gone at 2.5 s.
    await page.clock.pauseAt(new Date("2026-01-05T09:00:00"));
    await block.getByRole("button", { name: "Copy", exact: true }).click();
    const message = block.locator(".code-panel .copy-alert");
    await expect(message).toHaveText("Code successfully copied!");
    await expect(message).not.toHaveClass(/\bshow\b/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(file);
    await page.clock.runFor(COPY_ALERT_TIMINGS.fadeIn);
    await expect(message).toHaveClass(/\bshow\b/);
    await page.clock.runFor(COPY_ALERT_TIMINGS.fadeOut - COPY_ALERT_TIMINGS.fadeIn);
    await expect(message).not.toHaveClass(/\bshow\b/);
    await page.clock.runFor(COPY_ALERT_TIMINGS.remove - COPY_ALERT_TIMINGS.fadeOut);
    await expect(message).toHaveCount(0);
    await page.clock.resume();

    // A React-only example says so, and its markup is never asked for: only its own item is fetched.
    const other = page.locator(`section#${reactOnly.name}`);
    await other.getByRole("tab", { name: "Code" }).click();
    await expect(other.getByText(`npx shadcn@latest add ${new URL(baseURL!).origin}/r/${reactOnly.name}.json`, { exact: true })).toBeVisible();
    await expectPackages(other, reactOnly);
    await other.getByRole("tab", { name: "HTML", exact: true }).click();
    await expect(other.getByText(/^React only: this example needs React for its behaviour/)).toBeVisible();
    await expect(other.getByRole("button", { name: "Copy", exact: true })).toHaveCount(0);
    expect(requests).toEqual([`/r/${markup.name}.json`, `/html/${markup.name}`, `/r/${reactOnly.name}.json`]);

    await expect(page.locator(".copy-alert")).toHaveCount(0);
    for (const theme of ["light", "dark"] as const) {
      await showInTheme(page, theme);
      await expectNoAxeViolations(page);
    }
  });
}

/** The npm packages an item's install brings, as listed under its command. */
async function expectPackages(block: ReturnType<Page["locator"]>, item: Item) {
  const packages = item.dependencies ?? [];
  if (packages.length === 0) await expect(block.getByText("No packages beyond React")).toBeVisible();
  else await expect(block.getByRole("list", { name: "npm packages it adds:" }).getByRole("listitem")).toHaveText(packages);
}

/** What the HTML form says its page needs: the stylesheet always, the script where the HTML behaves. */
async function expectMarkupNeeds(block: ReturnType<Page["locator"]>, origin: string, item: Item) {
  await expect(block.getByText(`<link rel="stylesheet" href="${origin}/kit/ukguide.css">`, { exact: true })).toBeVisible();
  await expect(block.getByText(`<script src="${origin}/kit/ukguide.js" defer></script>`, { exact: true })).toHaveCount(item.meta!.htmlScript ? 1 : 0);
}

test("an example whose HTML behaves says to load the script, and its markup names what Bootstrap's script reads", async ({ page, request, baseURL }) => {
  const index = (await (await request.get("/r/registry.json")).json()) as { items: Item[] };
  const item = index.items.find((entry) => entry.name === "navbar-dark")!;
  expect(item.meta).toMatchObject({ html: true, htmlScript: true });
  await page.goto(showcasePath(item));
  await waitForHydration(page);
  const block = page.locator(`section#${item.name}`);
  await block.getByRole("tab", { name: "Code" }).click();
  await block.getByRole("tab", { name: "HTML", exact: true }).click();
  const listing = block.getByLabel(`HTML markup of ${item.title}`);
  await expect(listing).toBeVisible();
  await expectMarkupNeeds(block, new URL(baseURL!).origin, item);
  const text = await listingText(listing);
  expect(text).toContain('data-bs-toggle="collapse"');
  expect(text).toContain('data-bs-target="#navbar-dark-1"');
  // Laid out as people write HTML: no line opens with the end of a tag.
  expect(text.split("\n").filter((line) => line.trimStart().startsWith(">"))).toEqual([]);
  for (const theme of ["light", "dark"] as const) {
    await showInTheme(page, theme);
    await expectNoAxeViolations(page);
  }
});
