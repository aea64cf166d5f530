import { paths } from "../app/paths";
import { siteUrl } from "../site-url";
import { expect, test, waitForHydration } from "./fixtures";

// Every page's axe check at 375 and 1440 px lives in routes.spec.ts; here are the contents and what a click changes.

test.describe(`${paths["single-article"]} (single-article)`, () => {
  // The steps stay still (but usable) for visitors who prefer less motion: no slide moves by itself during the test.
  test.use({ reducedMotion: "reduce" });

  test("has its title, four steps that previous and next move through, share links for this page, and three related posts", async ({
    page,
  }) => {
    await page.goto(paths["single-article"]);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your first month in a new country");

    const steps = page.getByRole("region", { name: "First-week steps" });
    await expect(steps.locator('[aria-roledescription="slide"]')).toHaveCount(4);
    // While a step moves in, the one leaving shows too: a list (not one element) waits for exactly one.
    const shownStep = steps.getByRole("heading", { level: 3 });
    await expect(shownStep).toHaveText(["Keep your papers together"]);
    await expect(steps.getByText("Step 1 of 4")).toBeAttached();
    await steps.getByRole("button", { name: "Next step" }).click();
    await expect(steps.getByText("Step 2 of 4")).toBeAttached();
    await expect(shownStep).toHaveText(["Register with a doctor"]);
    await steps.getByRole("button", { name: "Previous step" }).click();
    await steps.getByRole("button", { name: "Previous step" }).click();
    await expect(steps.getByText("Step 4 of 4")).toBeAttached();
    await expect(shownStep).toHaveText(["Learn your way around"]);

    // Twitter and Facebook share this page's address where the site is published.
    const pageUrl = encodeURIComponent(siteUrl() + paths["single-article"]);
    const share = page.getByRole("list", { name: "Share this article" });
    const twitter = share.getByRole("link", { name: "Share on Twitter (opens in new tab)" });
    const facebook = share.getByRole("link", { name: "Share on Facebook (opens in new tab)" });
    await expect(share.getByRole("link", { name: "Share on Tumblr (opens in new tab)" })).toBeVisible();
    await expect(share.getByRole("link", { name: "Visit Dribbble (opens in new tab)" })).toBeVisible();
    await expect(share.getByRole("link")).toHaveCount(4);
    const text = encodeURIComponent("Your first month in a new country");
    await expect(twitter).toHaveAttribute("href", `https://twitter.com/intent/tweet?url=${pageUrl}&text=${text}`);
    await expect(facebook).toHaveAttribute("href", `https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`);
    for (const link of await share.getByRole("link").all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(link).not.toHaveAttribute("href", "#");
    }

    const related = page.getByRole("region", { name: "Related posts" });
    await expect(related.getByRole("article")).toHaveCount(3);
    await expect(related.getByRole("heading", { level: 3 })).toHaveCount(3);
  });

  test("a share button opens the network's share page in a new tab", async ({ page, context }) => {
    // The share page answers with a page of its own (no network), so the tab has something to show.
    await context.route("https://www.facebook.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Share</title>" }),
    );
    await page.goto(paths["single-article"]);
    await waitForHydration(page);
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("link", { name: "Share on Facebook (opens in new tab)" }).click(),
    ]);
    await tab.waitForLoadState("domcontentloaded");
    expect(tab.url()).toContain("https://www.facebook.com/sharer/sharer.php?u=");
    // The new tab cannot reach back to the article.
    expect(await tab.evaluate(() => window.opener)).toBeNull();
  });
});

test.describe(`${paths.author} (author)`, () => {
  test("shows the avatar, the counts, a Follow toggle that moves the follower count, four posts and a demo contact form", async ({
    page,
  }) => {
    await page.goto(paths.author);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Amara Okafor");
    await expect(page.getByRole("img", { name: "Amara Okafor", exact: true })).toBeVisible();

    const stats = page.getByRole("list", { name: "Amara Okafor in numbers" });
    await expect(stats.getByRole("listitem")).toHaveText(["323 Posts", "3,512 Followers", "260 Following"]);

    // The button's words change with its state: found by either.
    const follow = page.getByRole("button", { name: /^Follow(ing)? Amara Okafor$/ });
    await expect(follow).toHaveAttribute("aria-pressed", "false");
    await follow.click();
    await expect(follow).toHaveAttribute("aria-pressed", "true");
    await expect(follow).toHaveText("Following Amara Okafor");
    await expect(follow).toHaveAccessibleName("Following Amara Okafor");
    await expect(stats.getByRole("listitem").nth(1)).toHaveText("3,513 Followers");
    await follow.click();
    await expect(follow).toHaveAttribute("aria-pressed", "false");
    await expect(follow).toHaveAccessibleName("Follow Amara Okafor");
    await expect(stats.getByRole("listitem").nth(1)).toHaveText("3,512 Followers");

    const posts = page.getByRole("region", { name: "Latest posts" });
    await expect(posts.getByRole("article")).toHaveCount(4);
    await expect(posts.getByRole("link", { name: "Your first month in a new country" })).toHaveAttribute("href", paths["single-article"]);

    const contact = page.getByRole("form", { name: "Write to Amara" });
    await contact.getByLabel("Your Name").fill("Sam Lee");
    await expect(contact.getByLabel("Email Address")).toHaveAttribute("type", "email");
    await expect(contact.getByLabel("Your Name")).toHaveAttribute("autocomplete", "name");
    await contact.getByLabel("Email Address").fill("sam@example.com");
    await contact.getByLabel("Your Message").fill("Hello!");
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect(contact.getByRole("status")).toHaveText("This is a demo form: nothing was sent.");
    await expect(page).toHaveURL(new RegExp(`${paths.author}$`));
  });
});
