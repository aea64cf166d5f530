import { join } from "node:path";
import { paths } from "../app/paths";
import { catalogue } from "../examples-catalogue";
import { publishFile } from "../pipeline/registry/publish-file";
import { appDir } from "../pipeline/shared/source-folders";

const examples = catalogue();
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

// The general cards: its longest listing overflows its code box, its shortest fits.
const showcase = "page-general-cards";
const byLength = examples
  .filter((example) => example.page === showcase)
  .map((example) => ({
    example,
    // The listing is the file as installed (in its Scope, with its stylesheet), as the build publishes it.
    lines: publishFile(join(appDir, "examples", example.file)).content.split("\n").length,
  }))
  .sort((a, b) => a.lines - b.lines);
const short = byLength[0];
const long = byLength.at(-1)!;

test.use({ viewport: { width: 1440, height: 900 }, permissions: ["clipboard-read", "clipboard-write"] });

test("a long listing expands and collapses by keyboard; a title link copies its anchor's address", async ({
  page,
  baseURL,
}) => {
  expect(long.lines, "a listing long enough to overflow").toBeGreaterThan(45);
  // The code box is 800 px high and shows 36 lines of 20.8 px (_example-block.scss).
  expect(short.lines, "a listing short enough to fit").toBeLessThan(36);
  await page.goto(paths[showcase]);
  await waitForHydration(page);

  const block = page.locator(`section#${long.example.id}`);
  await block.getByRole("tab", { name: "Code" }).click();
  const code = block.getByLabel(`Source code of ${long.example.title}`);
  const expand = block.getByRole("button", { name: "Expand" });
  await expect(expand).toHaveAttribute("aria-expanded", "false");
  await expect(expand).toHaveAttribute("aria-controls", (await code.getAttribute("id"))!);
  const height = () => code.evaluate((element) => element.getBoundingClientRect().height);
  const collapsed = await height();
  expect(await code.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);

  await expand.focus();
  await page.keyboard.press("Enter");
  const collapse = block.getByRole("button", { name: "Collapse" });
  await expect(collapse).toHaveAttribute("aria-expanded", "true");
  await expect(collapse).toBeFocused();
  expect(await height()).toBeGreaterThan(collapsed + 100);
  expect(await code.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
  await page.keyboard.press("Space");
  await expect(expand).toHaveAttribute("aria-expanded", "false");
  expect(await height()).toBe(collapsed);

  const fitting = page.locator(`section#${short.example.id}`);
  await fitting.getByRole("tab", { name: "Code" }).click();
  await expect(fitting.getByRole("button", { name: "Copy", exact: true })).toBeVisible();
  await expect(fitting.getByRole("button", { name: /Expand|Collapse/ })).toHaveCount(0);

  await block.locator("h2 a").click();
  await expect(page).toHaveURL(new RegExp(`${paths[showcase]}#${long.example.id}$`));
  await expect(block.getByRole("status").filter({ hasText: "Link copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(`${paths[showcase]}#${long.example.id}`, baseURL).href,
  );

  // Messages still fading out are half transparent: axe checks the page once they are gone.
  await expect(page.locator(".copy-alert")).toHaveCount(0);
  await expectNoAxeViolations(page);
});
