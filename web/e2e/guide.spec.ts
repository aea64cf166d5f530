import type { Page } from "@playwright/test";
import { immigrationRoutes } from "../app/content/guide";
import { site } from "../app/content/site";
import { routeFits } from "../app/guide/routeFilter";
import { paths } from "../app/paths";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

const finder = paths["find-your-route"];

/** The names of the route cards the visitor can see. */
const visibleRoutes = (page: Page) => page.locator(".route-card").filter({ visible: true }).getByRole("heading", { level: 3 }).allTextContents();
const fitting = (answers: Record<string, string>) => immigrationRoutes.filter((route) => routeFits(route, answers)).map((route) => route.name);

for (const width of [375, 1440]) {
  test.describe(`the route finder at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("is reached from the landing page, and its questions narrow the routes to those that fit", async ({ page }) => {
      await page.goto(paths["presentation"]);
      await waitForHydration(page);
      await page.getByRole("link", { name: "Find your route", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${finder}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your route to the UK");
      expect(await visibleRoutes(page)).toEqual(immigrationRoutes.map((route) => route.name));

      await page.getByRole("radio", { name: "Work" }).check();
      await page.getByRole("radio", { name: /I am Ukrainian/ }).check();
      await expect(page.getByRole("status")).toHaveText(`${fitting({ purpose: "work", group: "ukraine" }).length} of ${immigrationRoutes.length} routes fit your answers.`);
      expect(await visibleRoutes(page)).toEqual(fitting({ purpose: "work", group: "ukraine" }));

      const card = page.getByRole("article", { name: "Homes for Ukraine (Ukraine Sponsorship Scheme)" });
      await expect(card.getByRole("link", { name: /^GOV\.UK:/ })).toHaveAttribute("href", /^https:\/\/www\.gov\.uk\//);
      await expect(card.getByText(/^Last reviewed/)).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: "Show every route" }).click();
      await expect.poll(() => visibleRoutes(page)).toEqual(immigrationRoutes.map((route) => route.name));
    });
  });
}

test.describe("the route finder without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("is the whole list, each route one link away, and its questions still filter it", async ({ page }) => {
    await page.goto(finder);
    expect(await visibleRoutes(page)).toEqual(immigrationRoutes.map((route) => route.name));
    await page.getByRole("navigation", { name: "Every route on this page" }).getByRole("link", { name: "Graduate visa" }).click();
    await expect(page).toHaveURL(/#graduate$/);
    await expect(page.getByRole("article", { name: "Graduate visa" })).toBeInViewport();

    await page.getByRole("radio", { name: "Study" }).check();
    expect(await visibleRoutes(page)).toEqual(fitting({ purpose: "study" }));
    await page.getByRole("button", { name: "Show every route" }).click();
    expect(await visibleRoutes(page)).toEqual(immigrationRoutes.map((route) => route.name));
  });
});

test.describe("an old review", () => {
  test("shows that a route may be out of date six months after it was reviewed", async ({ page }) => {
    await page.goto(finder);
    await waitForHydration(page);
    await expect(page.getByText(/may be out of date/)).toHaveCount(0);

    const [first] = immigrationRoutes;
    const reviewed = new Date(`${first.requirements[0].checked}T12:00:00Z`);
    await page.clock.setFixedTime(new Date(reviewed.getTime() + 200 * 24 * 3600 * 1000));
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("article", { name: first.name }).getByText(/may be out of date/)).toBeVisible();
  });
});

test.describe("the guide says what it is", () => {
  test("every page's footer: an independent guide, not a government service", async ({ page }) => {
    for (const path of [paths["presentation"], finder, paths["about"]]) {
      await page.goto(path);
      await expect(page.getByRole("contentinfo").getByText(site.independence)).toBeVisible();
    }
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "about us" })).toHaveAttribute("href", paths["about"]);
  });

  test("the landing page and the finder tell people to apply only on GOV.UK, use regulated advisers and where free help is", async ({ page }) => {
    for (const path of [paths["presentation"], finder]) {
      await page.goto(path);
      const panel = page.getByRole("complementary", { name: "Stay safe" });
      await expect(panel.getByRole("link", { name: /Find a regulated adviser/ })).toHaveAttribute("href", "https://www.gov.uk/find-an-immigration-adviser");
      await expect(panel.getByRole("link", { name: /Citizens Advice/ })).toHaveAttribute("href", /^https:\/\/www\.citizensadvice\.org\.uk\//);
      await expect(panel).toContainText("Immigration Advice Authority");
    }
  });
});
