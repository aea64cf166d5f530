import type { Frame, Locator, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { paths } from "../app/paths";
import { catalogue } from "../examples-catalogue";
import { expect, test, waitForHydration } from "./fixtures";

// Every example that opens a modal or an offcanvas (the kit's dialogs), found by what it imports.
const dialogExamples = catalogue().filter((example) =>
  readFileSync(join(import.meta.dirname, "../app/examples", example.file), "utf8").includes('from "~/components/dialogs"'),
);

/** Whether focus is on an element of the open dialog, in a document that has the focus. */
const focusInDialog = (document: Page | Frame) =>
  document.evaluate(() => globalThis.document.hasFocus() && !!globalThis.document.activeElement?.closest(".modal.show, .offcanvas.show"));

/**
 * Opens the example's dialog from the keyboard (its first button), then: the dialog lies whole inside the box that
 * shows the example (`within`: its rectangle in the document's own coordinates), Tab and Shift+Tab go round its
 * controls without leaving it, Esc closes it, and focus is back on the button.
 */
async function expectDialogBehaves(page: Page, document: Page | Frame, launcher: Locator, within: () => Promise<DOMRect>) {
  await launcher.focus();
  await page.keyboard.press("Enter");
  const dialog = document.locator(".modal.show, .offcanvas.show");
  await expect(dialog).toBeVisible();
  await expect(document.locator(".modal-backdrop.show, .offcanvas-backdrop.show")).toHaveCSS("opacity", "0.5");
  const content = dialog.locator(".modal-content, .offcanvas-body").first();
  await expect
    .poll(async () => {
      const [box, shown] = await Promise.all([within(), content.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect)]);
      return shown.top >= box.top - 0.5 && shown.bottom <= box.bottom + 0.5 && shown.left >= box.left - 0.5 && shown.right <= box.right + 0.5;
    }, "the dialog whole inside the example's box")
    .toBe(true);
  const stops = await dialog.locator("button:visible, a[href]:visible, input:visible, textarea:visible, select:visible").count();
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let step = 0; step <= stops; step++) {
      await page.keyboard.press(key);
      expect(await focusInDialog(document), `focus in the dialog after ${step + 1} × ${key}`).toBe(true);
    }
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(launcher).toBeFocused();
}

for (const example of dialogExamples) {
  test.describe(example.id, () => {
    test("at 1440 px the dialog stays in its preview at every width, keeps Tab inside, closes with Esc and gives focus back", async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(paths[example.page]);
      await waitForHydration(page);
      const block = page.locator(`section#${example.id}`);
      const box = block.locator(".example-preview-box");
      await box.scrollIntoViewIfNeeded();
      // In place: inside the example's box, which grows to hold it.
      await expectDialogBehaves(page, page, box.locator("button").first(), () => box.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect));

      for (const preset of ["Mobile", "Tablet", "Desktop"]) {
        await block.getByRole("button", { name: preset, exact: true }).click();
        const frame = (await block.locator("iframe").elementHandle())!;
        const document = (await frame.contentFrame())!;
        await document.waitForFunction(() => globalThis.document.documentElement.dataset.hydrated === "true");
        // In a frame: inside the frame's window, which grows to hold it.
        await expectDialogBehaves(page, document, document.locator("main button").first(), () =>
          document.evaluate(() => new DOMRect(0, 0, innerWidth, innerHeight).toJSON() as DOMRect),
        );
      }
    });

    test("at 375 px the dialog stays in its preview and keeps Tab inside", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(paths[example.page]);
      await waitForHydration(page);
      const box = page.locator(`section#${example.id} .example-preview-box`);
      await box.scrollIntoViewIfNeeded();
      await expectDialogBehaves(page, page, box.locator("button").first(), () => box.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect));
    });
  });
}
