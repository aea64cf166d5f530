import type { Page } from "@playwright/test";
import { paths } from "../app/paths";
import { expect, test, waitForHydration } from "./fixtures";

// Every page is checked with axe at 375 and 1440 px by routes.spec.ts and its contents by kit-company.test.tsx;
// here the timing of the typed words, counters and slides, and a link to another page.

const typedWords = ["team", "design", "tool"];

async function open(page: Page, name: "about" | "pricing") {
  await page.goto(paths[name]);
  await waitForHydration(page);
}

test.describe("About", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the typed word shows team whole from the first paint, then design and tool, pauses on a whole word; Create Account leads on", async ({
    page,
  }) => {
    // What the typed word shows to the eye, frame by frame from the first paint.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { typedFrames: string[] }).typedFrames = seen;
      const sample = () => {
        const words = document.querySelector<HTMLElement>(".typed-text-words");
        const cursor = words?.querySelector(".typed-cursor")?.textContent ?? "";
        const text = !words ? null : getComputedStyle(words).visibility === "hidden" ? "(hidden)" : words.textContent!.slice(0, words.textContent!.length - cursor.length);
        if (text !== null && text !== seen.at(-1)) seen.push(text);
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    const frames = () => page.evaluate(() => (window as unknown as { typedFrames: string[] }).typedFrames);
    await open(page, "about");
    await expect.poll(async () => (await frames()).includes("tool"), { timeout: 15_000 }).toBe(true);
    const shown = await frames();
    // The prerendered word, painted before the page hydrates, stays until it is erased for the next one:
    // "team" is not emptied and typed again. What shows is always (part of) one of the words.
    expect(shown[0], shown.join(" | ")).toBe("team");
    expect(shown.filter((text) => typedWords.includes(text)).slice(0, 3), shown.join(" | ")).toEqual(typedWords);
    const partWords = shown.filter((text) => text !== "(hidden)");
    expect(partWords.filter((text) => !typedWords.some((typed) => typed.startsWith(text))), shown.join(" | ")).toEqual([]);

    // Paused, it shows one whole word and stays on it.
    const toggle = page.getByRole("button", { name: "Pause the typed words" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect.poll(async () => typedWords.includes((await frames()).at(-1)!)).toBe(true);

    await page.getByRole("link", { name: "Create Account" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths["signup-cover"]}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the counters count up to 5234, 3400+ and 24/7 once seen", async ({ page }) => {
    await page.clock.install();
    await open(page, "about");
    const numbers = page.getByRole("region", { name: "Our work in numbers" });
    await numbers.scrollIntoViewIfNeeded();
    // Half-way through, the numbers are on their way up.
    await page.clock.runFor(1000);
    await expect(numbers.getByTestId("counter-value").first()).not.toHaveText("5234");
    await page.clock.runFor(3500);
    await expect(numbers.getByTestId("counter-value")).toHaveText(["5234", "3400+", "24/7"]);
  });
});

test.describe("Pricing", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the header slides stand still under reduced motion and move one at a time; a question's answer shows alone", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "pricing");
    const header = page.getByRole("region", { name: "Why our plans" });
    await expect(header.getByRole("button", { name: "Play" })).toBeVisible();
    // While a slide moves in, the one leaving is marked active too: a list (not one element) waits for exactly one.
    const shown = header.locator(".carousel-item.active h2");
    await expect(shown).toHaveText(["Plans that grow with you"]);

    await header.getByRole("button", { name: "Next slide" }).click();
    await expect(shown).toHaveText(["Pay monthly or save yearly"]);
    await expect(header.getByText("Slide 2 of 3")).toBeAttached();
    await header.getByRole("button", { name: "Next slide" }).click();
    await expect(shown).toHaveText(["Try it before you buy"]);
    await header.getByRole("button", { name: "Previous slide" }).click();
    await expect(shown).toHaveText(["Pay monthly or save yearly"]);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    await faq.getByRole("button").nth(2).click();
    await expect(faq.locator(".accordion-collapse.show")).toHaveCount(1);
    await expect(faq.getByText(/within 30 days of paying/)).toBeVisible();
  });
});
