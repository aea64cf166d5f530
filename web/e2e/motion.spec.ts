import type { Page } from "@playwright/test";
import { landingCounters } from "../app/content/site";
import { paths } from "../app/paths";
import { expect, test, waitForHydration } from "./fixtures";

// Motion on a slow phone: the CPU slowed 4× (as Lighthouse's mobile run does), so the prerendered page paints
// well before it hydrates. What the page paints is read every frame from the navigation on; once a value is
// painted it must not go back (a number down, a word taken back before it is whole, a value blanked).

test.use({ viewport: { width: 375, height: 812 } });

async function slowDown(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** One frame of a counter: its text as painted, or null while it is out of view; "(hidden)" when in view but hidden. */
type CounterFrame = string | null;

test("counters paint their number from the first frame and never count it down", async ({ page }) => {
  await slowDown(page);
  await page.addInitScript(() => {
    const frames: (string | null)[][] = [];
    (window as unknown as { counterFrames: typeof frames }).counterFrames = frames;
    const sample = () => {
      const values = [...document.querySelectorAll<HTMLElement>("[data-testid=counter-value]")];
      const frame = values.map((value) => {
        const box = value.getBoundingClientRect();
        const inView = box.width > 0 && box.bottom > 0 && box.top < innerHeight;
        if (!inView) return null;
        return getComputedStyle(value).visibility === "hidden" ? "(hidden)" : value.textContent!;
      });
      if (values.length > 0 && JSON.stringify(frame) !== JSON.stringify(frames.at(-1))) frames.push(frame);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.goto(paths.presentation);
  await waitForHydration(page);
  const values = page.getByTestId("counter-value");
  // The first counter is on the phone's first screen; the others come into view as the visitor scrolls.
  await expect(values.first()).toHaveAttribute("data-count", "done");
  for (const value of (await values.all()).slice(1)) {
    await value.scrollIntoViewIfNeeded();
    await expect(value).toHaveAttribute("data-count", "done");
  }
  const targets = landingCounters.map((counter) => `${counter.count}${counter.suffix}`);
  await expect(values).toHaveText(targets);

  const frames = await page.evaluate(() => (window as unknown as { counterFrames: CounterFrame[][] }).counterFrames);
  expect(frames[0][0], "the first counter is in view at the first paint").not.toBeNull();
  targets.forEach((target, index) => {
    const painted = frames.map((frame) => frame[index]).filter((value): value is string => value !== null);
    const story = painted.join(" ");
    expect(painted.length, `counter ${index + 1} was seen`).toBeGreaterThan(0);
    // In view, a number always shows: the prerendered one is not hidden until the page hydrates.
    expect(painted, `counter ${index + 1} in view: ${story}`).not.toContain("(hidden)");
    const numbers = painted.map((value) => Number.parseInt(value, 10));
    numbers.forEach((value, at) => expect(value, `counter ${index + 1}, painted value ${at}: ${story}`).toBeGreaterThanOrEqual(numbers[at - 1] ?? 0));
    expect(painted.at(-1)).toBe(target);
  });
});

test("the typed header paints its first word whole, keeps it, and goes on with the next", async ({ page }) => {
  const [first, second] = ["web development", "mobile development"];
  await slowDown(page);
  await page.addInitScript(() => {
    const frames: string[] = [];
    (window as unknown as { typedFrames: string[] }).typedFrames = frames;
    const sample = () => {
      const words = document.querySelector<HTMLElement>("#preview-page-headers-typed .typed-text-words");
      if (words) {
        const cursor = words.querySelector(".typed-cursor")?.textContent ?? "";
        const text = words.textContent!.slice(0, words.textContent!.length - cursor.length);
        const shown = getComputedStyle(words).visibility === "hidden" ? "(hidden)" : text;
        if (shown !== frames.at(-1)) frames.push(shown);
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.goto(paths["page-headers"]);
  await waitForHydration(page);
  // Settled once the second word has been typed whole.
  await expect
    .poll(() => page.evaluate((word) => (window as unknown as { typedFrames: string[] }).typedFrames.includes(word), second), { timeout: 30_000 })
    .toBe(true);
  const frames = await page.evaluate(() => (window as unknown as { typedFrames: string[] }).typedFrames);
  const story = frames.join(" | ");
  // The prerendered word is what the first paint shows, not an empty or hidden line.
  expect(frames[0], story).toBe(first);
  // Until the first word has shown whole, the text only grows (nothing painted is taken back).
  const whole = frames.indexOf(first);
  frames.slice(0, whole + 1).forEach((text, at) => {
    expect(first.startsWith(text), story).toBe(true);
    if (at > 0) expect(text.length, story).toBeGreaterThan(frames[at - 1].length);
  });
  // Once whole, the next word typed whole is the second one: the first is not erased and typed again.
  expect(frames.slice(whole + 1).find((text) => text === first || text === second), story).toBe(second);
});
