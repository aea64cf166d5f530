import type { Page } from "@playwright/test";
import { immigrationRoutes } from "../app/content/guide";
import { site } from "../app/content/site";
import { rankRoutes, searchFromAnswers, type Answers } from "../app/guide/routeFilter";
import { paths, previewPath } from "../app/paths";
import { catalogue } from "../examples-catalogue";
import { expect, expectNoAxeViolations, showInTheme, test, waitForHydration } from "./fixtures";

const finder = paths["find-your-route"];

/** The three people the finder must serve, their answers, and the route that fits them best. */
const people: { who: string; answers: Answers; best: string; labels: RegExp[] }[] = [
  {
    who: "a nurse from India with an NHS job offer",
    answers: { purpose: "work", where: "outside", visa: "visa-national", job: "health-care", group: "none", party: "family" },
    best: "Health and Care Worker visa",
    labels: [/^Work$/, /^Outside the UK$/, /^Yes, they need a visa/, /^Yes, in health or adult social care/, /^None of these$/, /^My partner or children too$/],
  },
  {
    who: "a US tourist for two weeks",
    answers: { purpose: "visit", where: "outside", visa: "non-visa" },
    best: "Electronic travel authorisation (ETA)",
    labels: [/^A visit/, /^Outside the UK$/, /^No, they can visit without a visa/],
  },
  {
    who: "a Ukrainian who wants to stay",
    answers: { purpose: "stay", where: "inside", group: "ukraine" },
    best: "Ukraine Permission Extension scheme",
    labels: [/^I live in the UK and want to stay/, /^In the UK, with a visa or permission$/, /^I am Ukrainian/],
  },
];

const names = (answers: Answers) => rankRoutes(immigrationRoutes, answers).fits.map(({ route }) => route.name);
/** The names of the route cards the visitor can see, in the order shown. */
async function visibleRoutes(page: Page) {
  const cards = await page.locator(".route-card").filter({ visible: true }).evaluateAll((items) =>
    items.map((item) => ({ order: Number(getComputedStyle(item).order), name: item.querySelector("h3")!.textContent! })),
  );
  return cards.sort((a, b) => a.order - b.order).map((card) => card.name);
}
const visibleChips = (page: Page) => page.locator(".route-index li").filter({ visible: true }).allTextContents();

async function answer(page: Page, labels: RegExp[]) {
  await page.getByRole("button", { name: "Show every route" }).click();
  for (const label of labels) await page.getByRole("radio", { name: label }).check();
}

for (const width of [375, 1440]) {
  test.describe(`the route finder at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("ranks the best fit first for each person, with why and its GOV.UK page, and keeps the answers in a shareable address", async ({ page }) => {
      const [nurse, ...others] = people;
      // A shared address opens with its answers.
      await page.goto(`${finder}${searchFromAnswers(nurse.answers)}`);
      await waitForHydration(page);
      for (const label of nurse.labels) await expect(page.getByRole("radio", { name: label })).toBeChecked();
      for (const person of [nurse, ...others]) {
        if (person !== nurse) await answer(page, person.labels);
        await expect(page).toHaveURL(`${finder}${searchFromAnswers(person.answers)}`);
        const results = page.getByRole("region", { name: "Your routes" });
        const first = results.getByRole("listitem").first();
        await expect(first, person.who).toContainText(`Best fit: ${person.best}`);
        const route = immigrationRoutes.find((item) => item.name === person.best)!;
        await expect(first.getByRole("link", { name: /^GOV\.UK:/ })).toHaveAttribute("href", route.page.href);
        expect(await visibleRoutes(page), person.who).toEqual(names(person.answers));
        expect(await visibleChips(page)).toEqual(expect.arrayContaining(names(person.answers)));
      }
      const ukrainian = page.getByRole("region", { name: "Your routes" });
      await expect(ukrainian.getByRole("listitem").first()).toContainText("does not count towards settlement");
      await expect(ukrainian.getByRole("list", { name: "Not for you" })).toContainText("Settlement: indefinite leave to remain: not for you because time on the Ukraine schemes");

      // On a phone the results are one tap away from the last answer.
      await page.getByRole("status").getByRole("link", { name: /routes fit your answers — see them/ }).click();
      await expect(page.getByRole("heading", { name: "Your routes" })).toBeInViewport();
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`the route finder without JavaScript at ${width} px`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width, height: 800 } });

    test("opens a shared address on every route, saying why, and filters the list and its index to what fits each person", async ({ page }) => {
      // The prerendered page is the same whatever its query: it says the address cannot keep answers without a script.
      await page.goto(`${finder}${searchFromAnswers(people[0].answers)}`);
      await expect(page.getByText(/With JavaScript off, .* a shared address opens here on every route/)).toBeVisible();
      expect(await visibleRoutes(page)).toEqual(immigrationRoutes.map((route) => route.name));
      for (const person of people) {
        await answer(page, person.labels);
        const fitting = names(person.answers);
        expect((await visibleRoutes(page)).sort(), person.who).toEqual([...fitting].sort());
        expect((await visibleChips(page)).sort()).toEqual([...fitting].sort());
        await expect(page.getByRole("article", { name: person.best })).toBeVisible();
      }
    });
  });
}

test.describe("the finder's dates", () => {
  test("a route shows it may be out of date six months after its oldest check, and a fact past its end date may have changed", async ({ page }) => {
    await page.goto(finder);
    await waitForHydration(page);
    await expect(page.getByText(/may be out of date|may have changed/)).toHaveCount(0);

    await page.clock.setFixedTime(new Date("2027-07-01T12:00:00Z"));
    await page.reload();
    await waitForHydration(page);
    const skilled = page.getByRole("article", { name: "Skilled Worker visa" });
    await expect(skilled.getByText(/may be out of date/)).toBeVisible();
    await expect(skilled.getByText(/This held until Dec 31 2026: it may have changed/)).toBeVisible();
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

test.describe("radio buttons, checkboxes and switches", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  const example = (file: string) => previewPath(catalogue().find((meta) => meta.file === file)!);

  /** Each unchecked, enabled control's kind and the contrast of its edge (a switch's knob too) with what it sits on and its own fill. */
  const edges = (page: Page) =>
    page.evaluate(() => {
      const { parse, over, ratio } = window.wcag;
      const white: [number, number, number, number] = [255, 255, 255, 1];
      const behind = (element: Element) => {
        const layers = [];
        for (let node = element.parentElement; node; node = node.parentElement) {
          const colour = parse(getComputedStyle(node).backgroundColor);
          if (colour && colour[3] > 0) layers.push(colour);
          if (colour?.[3] === 1) break;
        }
        return layers.reverse().reduce((below, top) => over(top, below), white);
      };
      return [...document.querySelectorAll<HTMLInputElement>("input.form-check-input")]
        .filter((input) => !input.checked && !input.disabled && input.checkVisibility())
        .map((input) => {
          const style = getComputedStyle(input);
          const surface = behind(input);
          const fill = over(parse(style.backgroundColor)!, surface);
          const edge = over(parse(style.borderTopColor)!, fill);
          const kind = input.closest(".form-switch") ? "switch" : input.type;
          const knob = kind === "switch" ? [ratio(over(parse(style.backgroundImage)!, fill), fill)] : [];
          return { kind, id: input.id, ratio: Math.min(ratio(edge, surface), ratio(edge, fill), ...knob) };
        });
    });

  test("have an edge of 3:1 against their background in both modes, on the site and in the kit's examples (WCAG 1.4.11)", async ({ page }) => {
    const kinds = new Set<string>();
    for (const path of [finder, paths["theme"], example("input-areas/forms/FormMultiStep.tsx"), example("page-sections/logo-areas/LogoAreasMarquee.tsx")]) {
      await page.goto(path);
      await waitForHydration(page);
      if (path === paths["theme"]) {
        // No page has a plain checkbox of the kit: the theme page's switch without .form-switch is one, in the page's stylesheet.
        await page.evaluate(() => {
          const control = document.querySelector(".form-switch")!;
          const copy = control.cloneNode(true) as Element;
          copy.classList.remove("form-switch");
          Object.assign(copy.querySelector("input")!, { id: "plain-checkbox", checked: false });
          control.after(copy);
        });
      }
      for (const theme of ["light", "dark"] as const) {
        await showInTheme(page, theme);
        const found = await edges(page);
        expect(found.length, `${path}: controls measured`).toBeGreaterThan(0);
        for (const { kind, id, ratio } of found) {
          kinds.add(kind);
          expect(ratio, `${path} in ${theme}: the ${kind} #${id}`).toBeGreaterThanOrEqual(3);
        }
      }
    }
    expect([...kinds].sort()).toEqual(["checkbox", "radio", "switch"]);
  });
});
