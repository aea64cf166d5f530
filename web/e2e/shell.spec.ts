import { pageTitle } from "../app/shell/meta";
import { landingCounters, site } from "../app/content/site";
import { paths } from "../app/paths";
import { expect, test, waitForHydration } from "./fixtures";

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the mobile menu opens, closes and navigates", async ({ page }) => {
    await page.goto(paths.about);
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    const articles = page.getByRole("button", { name: "Articles" });
    await expect(articles).toBeHidden();
    await toggle.click();
    await expect(articles).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(articles).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await articles.click();
    await page.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.pricing}$`));
    await expect(page).toHaveTitle(pageTitle("pricing"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plans and pricing");
    // The menu is closed again after navigating.
    await expect(page.getByRole("button", { name: "Articles" })).toBeHidden();
  });
});

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the Visas dropdown opens by keyboard, closes on Escape and on blur", async ({ page }) => {
    await page.goto(paths.privacy);
    await waitForHydration(page);
    const visas = page.getByRole("button", { name: "Visas" });
    await visas.focus();
    await page.keyboard.press("Enter");
    await expect(visas).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(/\d+ elements$/)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(visas).toHaveAttribute("aria-expanded", "false");
    await expect(visas).toBeFocused();

    await visas.click();
    await expect(visas).toHaveAttribute("aria-expanded", "true");
    // A click anywhere outside the open menu closes it.
    await page.mouse.click(720, 880);
    await expect(visas).toHaveAttribute("aria-expanded", "false");
  });

  test("a navigation scrolls to the top", async ({ page }) => {
    await page.goto(paths.faq);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Articles" }).click();
    await page.getByRole("link", { name: "Help Center" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.helpcenter}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the landing page counters never go down: in view from the first paint, they show their targets and keep them", async ({ page }) => {
    // Every number a counter shows, frame by frame from the first paint ("(hidden)" for one hidden by the styles).
    await page.addInitScript(() => {
      const seen: string[][] = [];
      (window as unknown as { counterFrames: string[][] }).counterFrames = seen;
      const sample = () => {
        const values = [...document.querySelectorAll<HTMLElement>("[data-testid=counter-value]")];
        if (values.length > 0) seen.push(values.map((value) => (getComputedStyle(value).visibility === "hidden" ? "(hidden)" : value.textContent!)));
        if (values.length === 0 || values.some((value) => value.dataset.count !== "done")) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto(paths.presentation);
    const targets = landingCounters.map((counter) => `${counter.count}${counter.suffix}`);
    await waitForHydration(page);
    for (const value of await page.getByTestId("counter-value").all()) await expect(value).toHaveAttribute("data-count", "done");
    await expect(page.getByTestId("counter-value")).toHaveText(targets);
    const frames = await page.evaluate(() => (window as unknown as { counterFrames: string[][] }).counterFrames);
    // The page paints before it hydrates: what the visitor saw first stays, never hidden or counted down from.
    targets.forEach((target, index) => {
      const shown = [...new Set(frames.map((frame) => frame[index]))];
      expect(shown, `counter ${index + 1}`).toEqual([target]);
    });
  });

  test("without JavaScript, or under reduced motion, the counters show their final values at once", async ({ browser, baseURL }) => {
    const targets = landingCounters.map((counter) => `${counter.count}${counter.suffix}`);
    for (const options of [{ javaScriptEnabled: false }, { reducedMotion: "reduce" as const }]) {
      const context = await browser.newContext({ ...options, baseURL });
      // Nothing leaves the machine: other hosts (the photos) answer empty.
      await context.route((url) => url.origin !== new URL(baseURL!).origin, (route) => route.fulfill({ status: 204 }));
      const page = await context.newPage();
      await page.goto(paths.presentation);
      const values = page.getByTestId("counter-value");
      await expect(values).toHaveText(targets);
      for (const value of await values.all()) await expect(value).toBeVisible();
      await context.close();
    }
  });

  test("the landing page has its brand, topics and call-outs", async ({ page }) => {
    await page.goto(paths.presentation);
    await expect(page.getByText(site.tagline).first()).toBeVisible();
    for (const topic of [
      "Immigration",
      "British Citizenship",
      "Indefinite Leave to Remain",
      "Spouse Visa",
      "Visitor Visa",
      "Skilled Worker Visa",
      "Global Talent Visa",
    ]) {
      await expect(page.getByRole("heading", { name: topic, exact: true })).toBeVisible();
    }
    // Seven cards in rows of four: the short last row sits centred under the full one, no empty slot.
    const layout = await page.locator(".topic-card").evaluateAll((cards) => {
      const boxes = cards.map((card) => card.getBoundingClientRect());
      const list = cards[0].closest("ul")!.getBoundingClientRect();
      const lastTop = Math.max(...boxes.map((b) => b.top));
      const last = boxes.filter((b) => Math.abs(b.top - lastTop) < 1);
      return {
        rows: new Set(boxes.map((b) => Math.round(b.top))).size,
        leftGap: Math.min(...last.map((b) => b.left)) - list.left,
        rightGap: list.right - Math.max(...last.map((b) => b.right)),
      };
    });
    expect(layout.rows).toBe(2);
    expect(layout.leftGap).toBeGreaterThan(100);
    expect(Math.abs(layout.leftGap - layout.rightGap)).toBeLessThan(2);
    for (const callOut of ["Getting Started", "Articles", "Official Immigration Forms"]) {
      await expect(page.locator(".callout-card").getByRole("heading", { name: callOut, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: new RegExp(`^${site.actionLabel}`) }).first()).toHaveAttribute(
      "href",
      site.providerUrl,
    );
    await expect(page.getByText(`All rights reserved. Copyright ${new Date().getFullYear()}`)).toBeVisible();
  });

  test("the landing page body class is added on entry and removed on leave", async ({ page }) => {
    await page.goto(paths.presentation);
    await waitForHydration(page);
    await expect(page.locator("body")).toHaveClass(/presentation-page/);
    await page.getByRole("button", { name: "Articles" }).click();
    await page.getByRole("link", { name: "About Us", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.about}$`));
    await expect(page.locator("body")).not.toHaveClass(/presentation-page/);
  });

  test("every external link opens in a new tab safely", async ({ page, baseURL }) => {
    for (const path of [paths.presentation, paths.about]) {
      await page.goto(path);
      const origin = new URL(baseURL!).origin;
      const external = await page.$$eval(
        "a[href^='http']",
        (links, own) =>
          links
            .filter((link) => new URL((link as HTMLAnchorElement).href).origin !== own)
            .map((link) => ({ href: link.getAttribute("href"), target: link.getAttribute("target"), rel: link.getAttribute("rel") })),
        origin,
      );
      expect(external.length).toBeGreaterThan(10);
      for (const link of external) expect(link, link.href ?? "").toMatchObject({ target: "_blank", rel: "noopener noreferrer" });
    }
  });

  test("a button click shows a ripple that is gone 600 ms later", async ({ page }) => {
    await page.goto(paths["signin-basic"]);
    await waitForHydration(page);
    const articles = page.getByRole("button", { name: "Articles" });
    await articles.evaluate((button) => button.classList.add("btn"));
    // The page records each click and when each ripple comes and goes: polling from here
    // could miss a ripple that lives only 600 ms on a busy machine.
    type Ripple = { parent: string; added: number; removed?: number };
    type Log = { ripples: Ripple[]; clicks: number[] };
    await page.evaluate(() => {
      const record: Log = { ripples: [], clicks: [] };
      Object.assign(window, { record });
      document.addEventListener("click", () => record.clicks.push(performance.now()), { capture: true });
      const isRipple = (node: Node) => node instanceof HTMLElement && node.classList.contains("ripple");
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of mutation.addedNodes) {
            if (isRipple(node)) record.ripples.push({ parent: (mutation.target as Element).textContent ?? "", added: performance.now() });
          }
          for (const node of mutation.removedNodes) {
            if (isRipple(node)) record.ripples[record.ripples.length - 1].removed = performance.now();
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await articles.click();
    const recorded = () => page.evaluate(() => (window as unknown as { record: Log }).record);
    // One click; one ripple, in the pressed button, has come and gone.
    await expect.poll(recorded).toEqual({
      clicks: [expect.any(Number)],
      ripples: [{ parent: "Articles", added: expect.any(Number), removed: expect.any(Number) }],
    });
    const { clicks: [clicked], ripples: [{ removed }] } = await recorded();
    // The ripple is made while the click is handled (after the listener that noted it) and removed
    // by a timer; the observer sees the removal a moment late. The noted click bounds the lifetime
    // from below: a busy page may deliver the observer's record of the addition late.
    expect(removed! - clicked).toBeGreaterThanOrEqual(600);
    await expect(page.locator(".ripple")).toHaveCount(0);
  });
});
