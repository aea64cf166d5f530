import { landingCounters, site, visaTopics } from "../app/content/site";
import { paths } from "../app/paths";
import { expect, test, waitForHydration } from "./fixtures";

// How the guide prints: dark text on white, no navbar or backgrounds, counters at their final values,
// links to other sites followed by their address, and the landing page on at most three A4 pages.

test("the landing page prints on at most three A4 pages, dark on white, counters whole, addresses shown", async ({ page }) => {
  await page.goto(paths.presentation);
  await waitForHydration(page);
  await page.emulateMedia({ media: "print" });

  await expect(page.locator(".site-navbar")).toBeHidden();
  const callOut = page.locator(".callout-card").first();
  const look = await callOut.evaluate((card) => {
    const heading = card.querySelector("h3")!;
    return { text: getComputedStyle(heading).color, background: getComputedStyle(card).backgroundImage, fill: getComputedStyle(card).backgroundColor };
  });
  expect(look).toEqual({ text: "rgb(0, 0, 0)", background: "none", fill: "rgba(0, 0, 0, 0)" });

  // The final values, even while a counter is mid-count on screen.
  const printed = await page.locator(".counter").evaluateAll((counters) => counters.map((counter) => (counter as HTMLElement).innerText));
  expect(printed).toEqual(landingCounters.map((counter) => `${counter.count}${counter.suffix}`));

  // A link to another site says where it goes.
  const topic = page.locator(".topic-card").first().getByRole("link").last();
  const after = await topic.evaluate((link) => getComputedStyle(link, "::after").content);
  expect(after).toBe(`" (${visaTopics[0].href})"`);

  const pdf = await page.pdf({ format: "A4", printBackground: true });
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g) ?? [];
  expect(pages.length).toBeGreaterThan(0);
  // Three at most, as said above: the page's own card flows from the first sheet (kept whole, it left that
  // sheet nearly empty), and the Stay safe panel is printed too.
  expect(pages.length, "A4 pages").toBeLessThanOrEqual(3);
  await expect(page.getByText(site.tagline).first()).toBeVisible();
});
