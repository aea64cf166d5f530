import type { Locator, Page } from "@playwright/test";
import { demoFormMessage } from "../app/components/DemoForm";
import { paths } from "../app/paths";
import { expect, test, waitForHydration } from "./fixtures";

// Every page is checked with axe at 375 and 1440 px by routes.spec.ts; here only behaviour and content.

const typedWords = ["team", "design", "tool"];

/** What the typed word shows at the moment, without the cursor. */
function shownWord(heading: Locator) {
  return heading.locator(".typed-text-words").evaluate((words) => {
    const cursor = words.querySelector(".typed-cursor")?.textContent ?? "";
    const text = words.textContent ?? "";
    return text.slice(0, text.length - cursor.length);
  });
}

async function open(page: Page, name: "about" | "pricing") {
  await page.goto(paths[name]);
  await waitForHydration(page);
}

test.describe("About", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the hero types team, design and tool in turn, and screen readers get the whole list", async ({ page }) => {
    await open(page, "about");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveAccessibleName(/^Work with an amazing\s+team, design, tool$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    // What shows is always (part of) one of the words, and each word shows whole in turn.
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          seen.add(await shownWord(heading));
          return typedWords.every((typed) => seen.has(typed));
        },
        { timeout: 15_000, intervals: [40] },
      )
      .toBe(true);
    expect([...seen].filter((word) => !typedWords.some((typed) => typed.startsWith(word)))).toEqual([]);

    // Paused, it shows one whole word and stays on it.
    const toggle = page.getByRole("button", { name: "Pause the typed words" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    const pausedOn = await shownWord(heading);
    expect(typedWords).toContain(pausedOn);
  });

  test("the typed word shows team whole from the first paint, keeps it, and goes on to design", async ({ page }) => {
    // What the typed word shows to the eye, frame by frame from the first paint, until "design" is whole.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { typedFrames: string[] }).typedFrames = seen;
      const sample = () => {
        const words = document.querySelector<HTMLElement>(".typed-text-words");
        const cursor = words?.querySelector(".typed-cursor")?.textContent ?? "";
        const text = !words ? null : getComputedStyle(words).visibility === "hidden" ? "(hidden)" : words.textContent!.slice(0, words.textContent!.length - cursor.length);
        if (text !== null && text !== seen.at(-1)) seen.push(text);
        if (text !== "design") requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await open(page, "about");
    await expect.poll(() => page.evaluate(() => (window as unknown as { typedFrames: string[] }).typedFrames.at(-1)), { timeout: 15_000 }).toBe("design");
    const frames = await page.evaluate(() => (window as unknown as { typedFrames: string[] }).typedFrames);
    // The prerendered word, painted before the page hydrates, stays until it is erased for the next one:
    // "team" is not emptied and typed again.
    expect(frames[0], frames.join(" | ")).toBe("team");
    expect(frames.filter((text) => typedWords.includes(text)), frames.join(" | ")).toEqual(["team", "design"]);
  });

  test("Create Account leads to the sign-up page, and the socials name their network", async ({ page }) => {
    await open(page, "about");
    const socials = page.getByRole("list", { name: "Find us on" }).getByRole("link");
    await expect(socials).toHaveCount(3);
    for (const network of ["Facebook", "Twitter", "Instagram"]) {
      await expect(page.getByRole("list", { name: "Find us on" }).getByRole("link", { name: new RegExp(`on ${network}`) })).toHaveAttribute(
        "target",
        "_blank",
      );
    }
    await page.getByRole("link", { name: "Create Account" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths["signup-cover"]}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the counters count up to 5234, 3400+ and 24/7", async ({ page }) => {
    await page.clock.install();
    await open(page, "about");
    const numbers = page.getByRole("heading", { name: "Our work in numbers" }).locator("xpath=..");
    // Before they are seen (and in the prerendered page), the final values.
    await expect(numbers.locator(".counter .visually-hidden")).toHaveText(["5234", "3400+", "24/7"]);
    await numbers.scrollIntoViewIfNeeded();
    // Half-way through, the numbers are on their way up.
    await page.clock.runFor(1000);
    await expect(numbers.getByTestId("counter-value").first()).not.toHaveText("5234");
    await page.clock.runFor(3500);
    await expect(numbers.getByTestId("counter-value")).toHaveText(["5234", "3400+", "24/7"]);
    await expect(numbers.getByRole("heading", { level: 3 })).toHaveText(["Projects", "Hours", "Support"]);
  });

  test("the team has four members, client logos show, and the newsletter says it is a demo", async ({ page }) => {
    await open(page, "about");
    const team = page.getByRole("region", { name: "The executive team" });
    await expect(team.getByRole("listitem")).toHaveCount(4);
    await expect(team.getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(page.getByRole("list", { name: "Trusted by teams at" }).getByRole("img")).toHaveCount(4);

    const newsletter = page.getByRole("region", { name: "Be the first to see the news" });
    const email = newsletter.getByRole("textbox", { name: "Email" });
    await expect(email).toHaveAttribute("type", "email");
    await email.fill("reader@example.com");
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(newsletter.getByRole("status")).toHaveText(demoFormMessage);
    await expect(email).toHaveValue("reader@example.com");
  });
});

test.describe("Pricing", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the header carousel has three slides under one stable title, moved by next and previous", async ({ page }) => {
    // Still, so the slide shown changes only when asked.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "pricing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plans and pricing");
    const header = page.getByRole("region", { name: "Why our plans" });
    await expect(header.locator(".carousel-item")).toHaveCount(3);
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
  });

  test("Monthly is first; Annual switches the prices and back", async ({ page }) => {
    await open(page, "pricing");
    const plans = page.getByRole("region", { name: "Pick the best plan for you" });
    const monthly = plans.getByRole("tab", { name: "Monthly" });
    const annual = plans.getByRole("tab", { name: "Annual" });
    const panel = plans.getByRole("tabpanel");
    await expect(monthly).toHaveAttribute("aria-selected", "true");
    await expect(panel.getByRole("heading", { level: 3 })).toHaveText(["Starter", "Premium", "Enterprise"]);
    await expect(panel.locator(".price")).toHaveText(["$59/mo", "$89/mo", "$99/mo"]);
    await expect(panel.getByText(/cloud storage$/)).toHaveText(["20GB cloud storage", "40GB cloud storage", "100GB cloud storage"]);
    await expect(panel.getByText(/team members$/)).toHaveText(["2 team members", "10 team members", "Unlimited team members"]);

    await annual.click();
    await expect(annual).toHaveAttribute("aria-selected", "true");
    await expect(panel.locator(".price")).toHaveText(["$119/year", "$159/year", "$399/year"]);
    await expect(panel.getByText(/cloud storage$/)).toHaveText(["20GB cloud storage", "40GB cloud storage", "100GB cloud storage"]);

    await monthly.click();
    await expect(monthly).toHaveAttribute("aria-selected", "true");
    await expect(panel.locator(".price")).toHaveText(["$59/mo", "$89/mo", "$99/mo"]);
  });

  test("the lifetime card, the reviews carousel and the brands are there", async ({ page }) => {
    await open(page, "pricing");
    const lifetime = page.getByRole("region", { name: "Lifetime membership" });
    await expect(lifetime.locator(".price")).toHaveText("$399one-time");
    await expect(lifetime.getByText("30-day money-back refund")).toBeVisible();
    await expect(lifetime.getByRole("link", { name: "Get a free sample (20MB)" })).toBeVisible();

    const reviews = page.getByRole("region", { name: "Member reviews" });
    await expect(reviews.locator(".carousel-item")).toHaveCount(2);
    await expect(reviews.getByRole("button", { name: "Next review" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Chosen by teams at" }).getByRole("img")).toHaveCount(6);
  });

  test("the FAQ has five questions, the first open, one open at a time", async ({ page }) => {
    await open(page, "pricing");
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    const questions = faq.getByRole("button");
    await expect(questions).toHaveCount(5);
    await expect(questions.first()).toHaveAttribute("aria-expanded", "true");
    for (const index of [1, 2, 3, 4]) await expect(questions.nth(index)).toHaveAttribute("aria-expanded", "false");

    await questions.nth(2).click();
    await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true");
    await expect(questions.first()).toHaveAttribute("aria-expanded", "false");
    await expect(faq.locator(".accordion-collapse.show")).toHaveCount(1);
    await expect(faq.getByText(/within 30 days of paying/)).toBeVisible();
  });
});
