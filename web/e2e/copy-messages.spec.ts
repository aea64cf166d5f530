import type { Locator, Page } from "@playwright/test";
import { paths } from "../app/paths";
import { COPY_ALERT_TIMINGS } from "../app/showcase/useCopyAlert";
import { catalogue } from "../examples-catalogue";
import { expect, test, waitForHydration } from "./fixtures";

// Each copy message ("Link copied!", "Command copied!", "Code successfully copied!") at every width sits where it
// covers none of its block's controls and no line of its code: beside what was clicked where the row has room,
// else in a band of its own.

const examples = catalogue();
// The longest title leaves the least room beside it; the features page's first listing is long enough to expand.
const longestTitle = examples.reduce((longest, example) => (example.title.length > longest.title.length ? example : longest));
const features = examples.find((example) => example.page === "page-features")!;

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

/** What the message's box overlaps in its block: controls, code and the code view's lines, each named. */
function coveredBy(message: Locator): Promise<string[]> {
  return message.evaluate((alert) => {
    const block = alert.closest(".example-block")!;
    const box = alert.getBoundingClientRect();
    const bounds = block.getBoundingClientRect();
    const found: string[] = [];
    if (box.width === 0 || box.height === 0) found.push("(the message has no size)");
    if (box.left < bounds.left - 0.5 || box.right > bounds.right + 0.5) found.push("(outside its block)");
    const controls = "a[href], button, input, select, textarea, [tabindex], code, .code-line";
    for (const element of block.querySelectorAll(controls)) {
      if (alert.contains(element)) continue;
      const other = element.getBoundingClientRect();
      // Hidden panels and visually hidden links take no room on the screen.
      if (other.width <= 1 || other.height <= 1) continue;
      if (other.left < box.right && box.left < other.right && other.top < box.bottom && box.top < other.bottom) {
        found.push(`${element.tagName.toLowerCase()}.${element.className}: ${(element.textContent ?? "").trim().slice(0, 40)}`);
      }
    }
    return found;
  });
}

/** Clicks a Copy with the page's clock held, checks the message it brings, then lets the message go. */
async function expectClear(page: Page, block: Locator, control: Locator, status: string, text: string) {
  // Held, the message stays for the checks however slow the machine; running, the page loads its code.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await control.click();
  const region = block.locator(`.copy-status-${status}`);
  // Announced as before: a status region that holds the words.
  await expect(block.getByRole("status").filter({ hasText: text })).toHaveCount(1);
  const message = region.locator(".copy-alert");
  await page.clock.runFor(COPY_ALERT_TIMINGS.fadeIn);
  await expect(message).toHaveClass(/\bshow\b/);
  await expect(message).toBeInViewport();
  expect(await coveredBy(message), `"${text}" covers`).toEqual([]);
  await page.clock.runFor(COPY_ALERT_TIMINGS.remove);
  await expect(message).toHaveCount(0);
  await page.clock.resume();
}

for (const width of [320, 375, 768, 1024, 1440]) {
  test(`at ${width} px the copy messages cover no control and no code`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.clock.install({ time: new Date("2026-01-05T08:00:00") });
    for (const example of [longestTitle, features]) {
      await page.goto(paths[example.page]);
      await waitForHydration(page);
      const block = page.locator(`section#${example.id}`);

      await expectClear(page, block, block.locator(".example-anchor"), "link", "Link copied!");

      await block.getByRole("tab", { name: "Code" }).click();
      await expect(block.getByLabel(`Source code of ${example.title}`)).toBeVisible();
      await expectClear(page, block, block.getByRole("button", { name: "Copy command" }), "install", "Command copied!");

      const copy = block.getByRole("button", { name: "Copy", exact: true });
      await expectClear(page, block, copy, "code", "Code successfully copied!");
      // Expanded, the toolbar's button says Collapse, a longer word.
      const expand = block.getByRole("button", { name: "Expand" });
      if (await expand.count()) {
        await expand.click();
        await expectClear(page, block, copy, "code", "Code successfully copied!");
      }
    }
  });
}
