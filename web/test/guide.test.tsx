import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { immigrationRoutes, isStale, questions, reviewedOn, sourcesOf, type Fact } from "~/content/guide";
import { RouteFinder } from "~/guide/RouteFinder";
import { answerId, filterRules, routeFits, type Answers } from "~/guide/routeFilter";
import { renderWithRouter } from "./render";

const factsOf = (route: (typeof immigrationRoutes)[number]): Fact[] => [
  ...route.requirements,
  ...route.costs,
  ...(route.decision ? [route.decision] : []),
  ...(route.notes ?? []),
];

describe("the guide's facts", () => {
  it("cover the routes a newcomer asks about", () => {
    const names = immigrationRoutes.map((route) => route.name).join(" | ");
    for (const route of ["Standard Visitor", "ETA", "Student", "Graduate", "Skilled Worker", "Health and Care Worker", "Global Talent", "partner", "Youth Mobility", "British National (Overseas)", "Homes for Ukraine", "EU Settlement Scheme", "indefinite leave to remain", "British citizenship"]) {
      expect(names).toContain(route);
    }
  });

  it("each name an official page and a real review day, never one still to come", () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const route of immigrationRoutes) {
      expect(route.page.href).toMatch(/^https:\/\/www\.gov\.uk\//);
      for (const fact of factsOf(route)) {
        expect(fact.source.href, fact.text).toMatch(/^https:\/\/www\.gov\.uk\/[a-z0-9/-]+$/);
        expect(fact.checked, fact.text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isNaN(Date.parse(fact.checked))).toBe(false);
        expect(fact.checked <= today, `${fact.text} reviewed ${fact.checked}, after today`).toBe(true);
      }
    }
  });

  it("give a route the review day of its oldest fact, and its sources once each, its own page first", () => {
    const [route] = immigrationRoutes;
    const older = { ...route, costs: [{ ...route.costs[0], checked: "2025-01-02" }, ...route.costs.slice(1)] };
    expect(reviewedOn(older)).toBe("2025-01-02");
    const sources = sourcesOf(route).map((source) => source.href);
    expect(sources[0]).toBe(route.page.href);
    expect(new Set(sources).size).toBe(sources.length);
  });

  it("are stale six months after their review day, not before", () => {
    expect(isStale("2026-01-31", new Date("2026-07-31T12:00:00Z"))).toBe(false);
    expect(isStale("2026-01-31", new Date("2026-08-01T12:00:00Z"))).toBe(true);
    expect(isStale("2026-11-27", new Date("2026-11-28T00:00:00Z"))).toBe(false);
  });
});

/** Every combination of answers, "any" included. */
function allAnswers(): Answers[] {
  return questions.reduce<Answers[]>(
    (combinations, { key, options }) => combinations.flatMap((answers) => ["any", ...options.map((option) => option.value)].map((value) => ({ ...answers, [key]: value }))),
    [{}],
  );
}

describe("the route finder", () => {
  it("always leaves at least one route, whatever the answers", () => {
    for (const answers of allAnswers()) expect(immigrationRoutes.some((route) => routeFits(route, answers)), JSON.stringify(answers)).toBe(true);
  });

  it("lists newcomers' routes for the groups they are for only", () => {
    const names = (answers: Answers) => immigrationRoutes.filter((route) => routeFits(route, answers)).map((route) => route.id);
    expect(names({ purpose: "work", group: "none" })).toEqual(["graduate", "skilled-worker", "health-care-worker", "global-talent"]);
    expect(names({ purpose: "work", group: "ukraine" })).toContain("homes-for-ukraine");
    expect(names({ purpose: "work", group: "youth", party: "family" })).not.toContain("youth-mobility");
    expect(names({ purpose: "visit" })).toEqual(["visitor"]);
  });

  it("has a CSS rule for each answer, hiding the cards that do not carry it", () => {
    const rules = filterRules(".f", ".c").split("\n");
    expect(rules).toHaveLength(questions.reduce((count, question) => count + question.options.length, 0));
    expect(rules).toContain(`.f:has(#${answerId("purpose", "study")}:checked) .c:not([data-purpose~="study"]){display:none}`);
  });

  it("renders every route with its answers as data, and says how many fit once the visitor answers", async () => {
    const user = userEvent.setup();
    const { container } = renderWithRouter(<RouteFinder />);
    const cards = container.querySelectorAll(".route-card");
    expect(cards).toHaveLength(immigrationRoutes.length);
    expect(cards[0].getAttribute("data-purpose")).toBe("visit");
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("");
    await user.click(screen.getByRole("radio", { name: "Study" }));
    const fitting = immigrationRoutes.filter((route) => routeFits(route, { purpose: "study" })).length;
    expect(status).toHaveTextContent(`${fitting} of ${immigrationRoutes.length} routes fit your answers.`);
    await user.click(screen.getByRole("button", { name: "Show every route" }));
    expect(status).toHaveTextContent(`${immigrationRoutes.length} of ${immigrationRoutes.length} routes fit your answers.`);
    const skilled = screen.getByRole("article", { name: "Skilled Worker visa" });
    expect(within(skilled).getByText(/£41,700/)).toBeVisible();
    expect(within(skilled).getByText(/Last reviewed/)).toHaveTextContent(/Last reviewed \w+ \d{2} \d{4}\. Sources:/);
    expect(within(skilled).getByRole("link", { name: /Statement of changes to the Immigration Rules: HC 997/ })).toHaveAttribute("href", expect.stringMatching(/^https:\/\/www\.gov\.uk\//));
  });
});
