import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { showcaseGroups } from "../app/content/pages";
import { paths } from "../app/paths";
import { catalogue } from "../examples-catalogue";
import { manifestFile } from "../scripts/example-pictures.mjs";
import { expect, test, waitForHydration } from "./fixtures";

// The group overviews (/sections/<group>): a card per example, its picture in the page's colour mode, linking to
// its block. Axe, both widths and dark mode's contrast are checked with every route (routes.spec.ts).
const examples = catalogue();
const pictures: Record<string, { light: string; dark: string }> = JSON.parse(readFileSync(manifestFile, "utf8")).pictures;

/** The pictures the page has asked the server for, by file name. */
function picturesFetched(page: Page): Set<string> {
  const fetched = new Set<string>();
  page.on("request", (request) => {
    const match = /\/assets\/pictures\/([^/?]+)$/.exec(new URL(request.url()).pathname);
    if (match) fetched.add(match[1]);
  });
  return fetched;
}

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 992 ? 812 : 900 } });

    for (const group of showcaseGroups) {
      test(`${paths[group.overview]}: every example is a picture named by its title, linking to its block`, async ({ page }) => {
        await page.goto(paths[group.overview]);
        await waitForHydration(page);
        const ofGroup = examples.filter((example) => example.group === group.key);
        const cards = page.locator("a.overview-example");
        await expect(cards).toHaveCount(ofGroup.length);
        for (const [index, example] of ofGroup.entries()) {
          const card = cards.nth(index);
          await expect(card).toHaveAttribute("href", `${paths[example.page]}#${example.id}`);
          // Its name is the picture's alt text, once: the other mode's picture is not shown.
          await expect(card).toHaveAccessibleName(example.title);
          await expect(card.getByRole("img")).toHaveAttribute("src", `/assets/pictures/${pictures[example.id].light}`);
        }
        // Each picture holds its place before it loads: nothing below it moves as pictures arrive.
        const boxes = await page.locator("a.overview-example img:visible").evaluateAll((images) =>
          images.map((image) => {
            const { width, height } = image.getBoundingClientRect();
            return Math.abs(height - (width * 300) / 480) < 1;
          }),
        );
        expect(boxes).toHaveLength(ofGroup.length);
        expect(boxes.every(Boolean)).toBe(true);
      });
    }
  });
}

test.describe("the pictures", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const mode of ["light", "dark"] as const) {
    test(`load in ${mode} mode only as they near the screen, and only the ${mode} ones`, async ({ page }) => {
      await page.addInitScript((theme) => localStorage.setItem("ukguide-theme", theme), mode);
      const fetched = picturesFetched(page);
      const ofGroup = examples.filter((example) => example.group === "page-sections");
      await page.goto(paths["sections-page-sections"]);
      await waitForHydration(page);
      const first = page.locator("a.overview-example img:visible").first();
      await expect(first).toHaveJSProperty("complete", true);
      expect(await first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);
      // The first screens' pictures, not the whole page's.
      const last = ofGroup.at(-1)!;
      expect(fetched.size).toBeGreaterThan(0);
      expect(fetched.size).toBeLessThan(ofGroup.length);
      expect(fetched.has(pictures[last.id][mode])).toBe(false);
      expect([...fetched].every((name) => name.includes(`-${mode}.`))).toBe(true);
      // Scrolled to its end, the page has shown the last.
      await page.locator(`a[href$="#${last.id}"]`).scrollIntoViewIfNeeded();
      await expect.poll(() => fetched.has(pictures[last.id][mode])).toBe(true);
      expect([...fetched].every((name) => name.includes(`-${mode}.`))).toBe(true);
    });
  }

  test("follow the colour mode when it changes", async ({ page }) => {
    await page.goto(paths["sections-elements"]);
    await waitForHydration(page);
    const card = page.locator('a.overview-example[href$="#buttons-gradient"]');
    await expect(card.locator("img:visible")).toHaveAttribute("src", `/assets/pictures/${pictures["buttons-gradient"].light}`);
    await page.evaluate(() => document.documentElement.setAttribute("data-bs-theme", "dark"));
    await expect(card.locator("img:visible")).toHaveAttribute("src", `/assets/pictures/${pictures["buttons-gradient"].dark}`);
    await expect(card.locator("img:visible")).toHaveJSProperty("complete", true);
    await expect(card).toHaveAccessibleName(examples.find((example) => example.id === "buttons-gradient")!.title);
  });

  test("open their example's block from the keyboard", async ({ page }) => {
    await page.goto(paths["sections-page-sections"]);
    await waitForHydration(page);
    const teams = examples.find((example) => example.id === "teams-photo-grid")!;
    const card = page.getByRole("link", { name: teams.title, exact: true });
    await card.focus();
    await expect(card).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${paths["page-teams"]}#teams-photo-grid$`));
    await expect(page.locator("section#teams-photo-grid")).toBeInViewport();
  });
});
