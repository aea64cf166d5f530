import { paths } from "../app/paths";
import { expect, test, waitForHydration } from "./fixtures";

// Every page's axe check at 375 and 1440 px lives in routes.spec.ts and the pages' contents in kit-blog.test.tsx;
// here the slides as the browser shows them, and the new tab a share link opens.

test.describe(`${paths["single-article"]} (single-article)`, () => {
  // The steps stay still (but usable) for visitors who prefer less motion: no slide moves by itself during the test.
  test.use({ reducedMotion: "reduce" });

  test("one step shows at a time as previous and next move through them, and a share link opens a tab that cannot reach back", async ({
    page,
    context,
  }) => {
    // The share page answers with a page of its own (no network), so the tab has something to show.
    await context.route("https://www.facebook.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Share</title>" }),
    );
    await page.goto(paths["single-article"]);
    await waitForHydration(page);

    const steps = page.getByRole("region", { name: "First-week steps" });
    // While a step moves in, the one leaving shows too: a list (not one element) waits for exactly one.
    const shownStep = steps.getByRole("heading", { level: 3 });
    await expect(shownStep).toHaveText(["Keep your papers together"]);
    await steps.getByRole("button", { name: "Next step" }).click();
    await expect(steps.getByText("Step 2 of 4")).toBeAttached();
    await expect(shownStep).toHaveText(["Register with a doctor"]);
    await steps.getByRole("button", { name: "Previous step" }).click();
    await steps.getByRole("button", { name: "Previous step" }).click();
    await expect(steps.getByText("Step 4 of 4")).toBeAttached();
    await expect(shownStep).toHaveText(["Learn your way around"]);

    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("link", { name: "Share on Facebook (opens in new tab)" }).click(),
    ]);
    await tab.waitForLoadState("domcontentloaded");
    expect(tab.url()).toContain("https://www.facebook.com/sharer/sharer.php?u=");
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(new RegExp(`${paths["single-article"]}$`));
  });
});
