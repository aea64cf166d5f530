import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { addressChecks, factsDue, factsOf, immigrationRoutes, isPastUntil, isStale, questions, reviewedOn, sourcesOf, type Fact } from "~/content/guide";
import { RouteFinder } from "~/guide/RouteFinder";
import { answerId, answersFromSearch, filterRules, rankRoutes, routeFits, searchFromAnswers, type Answers } from "~/guide/routeFilter";
import { footerMenus, site, socialHeading, visaTopics } from "~/content/site";
import { renderWithRouter } from "./render";

const route = (id: string) => immigrationRoutes.find((item) => item.id === id)!;
const ids = (answers: Answers) => rankRoutes(immigrationRoutes, answers).fits.map((item) => item.route.id);

describe("the guide's facts", () => {
  it("cover the routes a newcomer asks about, with the English level, dependants, settlement and a GOV.UK page", () => {
    const names = immigrationRoutes.map((item) => item.name).join(" | ");
    for (const name of ["ETA", "Standard Visitor", "Student", "Graduate", "Skilled Worker", "Health and Care Worker", "Global Talent", "High Potential Individual", "Innovator Founder", "Scale-up", "UK Ancestry", "Seasonal Worker", "Global Business Mobility", "partner", "Refugee family reunion", "Youth Mobility", "British National (Overseas)", "Ukraine Permission Extension", "Homes for Ukraine", "EU Settlement Scheme", "indefinite leave to remain", "British citizenship"]) {
      expect(names).toContain(name);
    }
    for (const item of immigrationRoutes) {
      expect(item.page.href, item.id).toMatch(/^https:\/\/www\.gov\.uk\//);
      for (const field of [item.english, item.dependants, item.settlement, item.forWhom]) expect(field.length, item.id).toBeGreaterThan(1);
    }
  });

  it("each name a GOV.UK page, a real check day not in the future, and what the check read", () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const item of immigrationRoutes) {
      for (const fact of factsOf(item)) {
        expect(fact.source.href, fact.text).toMatch(/^https:\/\/www\.gov\.uk\/[a-z0-9/-]+$/);
        expect(fact.checked, fact.text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(fact.checked <= today, `${fact.text} checked ${fact.checked}, after today`).toBe(true);
        expect(fact.against.href, fact.text).toMatch(/^https:\/\//);
        // A check that read GOV.UK says so only when the page it read is on GOV.UK.
        if (fact.against.kind === "govuk") expect(fact.against.href, fact.text).toMatch(/^https:\/\/www\.gov\.uk\//);
        if (fact.basis) expect(fact.basis.date, fact.text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it("each say how the route's GOV.UK address was checked: the day, and a copy of that page or a page naming it where one was found", () => {
    expect(Object.keys(addressChecks).sort()).toEqual(immigrationRoutes.map((item) => item.id).sort());
    for (const item of immigrationRoutes) {
      const { checked, against } = addressChecks[item.id];
      expect(checked, item.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // A GOV.UK copy is of the route's own page; anything else is a report that names the address.
      if (against?.kind === "govuk") expect(against.href, item.id).toBe(item.page.href);
      if (against) expect(against.href, item.id).toMatch(/^https:\/\//);
    }
  });

  it("state the findings that were wrong: B2 for Skilled Worker, dependants below degree level, the Ukraine warning, the list end date, the suspended route", () => {
    const texts = (id: string) => factsOf(route(id)).map((fact) => fact.text).join(" ");
    expect(route("skilled-worker").english).toMatch(/^B2 for a first application made from 8 January 2026/);
    expect(texts("skilled-worker")).toMatch(/below degree level.*cannot bring dependants/);
    expect(texts("skilled-worker")).not.toMatch(/level B1;/);
    expect(route("ukraine-permission-extension").settlement).toMatch(/does not count towards settlement/);
    expect(factsOf(route("skilled-worker")).find((fact) => fact.until)?.until).toBe("2026-12-31");
    expect(route("refugee-family-reunion").closed).toMatch(/4 September 2025/);
    expect(route("settlement").page.href).toBe("https://www.gov.uk/settle-in-the-uk");
  });

  it("give a route the check day of its oldest fact, and its pages once each, its own page first", () => {
    const first = immigrationRoutes[0];
    const older = { ...first, costs: [{ ...first.costs[0], checked: "2025-01-02" }] };
    expect(reviewedOn(older)).toBe("2025-01-02");
    const sources = sourcesOf(route("skilled-worker")).map((source) => source.href);
    expect(sources[0]).toBe(route("skilled-worker").page.href);
    expect(new Set(sources).size).toBe(sources.length);
  });

  it("are stale six months after their check day, not before", () => {
    expect(isStale("2026-01-31", new Date("2026-07-31T12:00:00Z"))).toBe(false);
    expect(isStale("2026-01-31", new Date("2026-08-01T12:00:00Z"))).toBe(true);
  });

  it("honour until: true through the day, may have changed after it, and due for review 60 days before", () => {
    const fact: Fact = { ...factsOf(route("eta"))[0], checked: "2026-12-01", until: "2026-12-31" };
    expect(isPastUntil(fact, new Date("2026-12-31T23:00:00Z"))).toBe(false);
    expect(isPastUntil(fact, new Date("2027-01-01T00:00:00Z"))).toBe(true);
    const withFact = [{ ...route("eta"), requirements: [fact], costs: [], notes: [] }];
    expect(factsDue(withFact, new Date("2026-10-31T12:00:00Z"))).toEqual([]);
    expect(factsDue(withFact, new Date("2026-11-02T12:00:00Z"))).toEqual([{ route: "Electronic travel authorisation (ETA)", fact, reason: "holds until 2026-12-31" }]);
  });
});

describe("the guide's other pages", () => {
  it("name everyone who needs no ETA, link settlement's GOV.UK start page, and never present another body's accounts as the guide's", () => {
    expect(visaTopics.find((topic) => topic.note)?.note?.text).toMatch(/British or Irish, or already have a visa or permission to live, work or study in the UK \(including EU settled or pre-settled status\)/);
    const hrefs = [...visaTopics.map((topic) => topic.href), ...footerMenus.flatMap((menu) => menu.items.map((item) => item.href))];
    expect(hrefs).toContain("https://www.gov.uk/settle-in-the-uk");
    expect(hrefs).not.toContain("https://www.gov.uk/indefinite-leave-to-remain");
    expect(socialHeading).toBe(`The ${site.socialOwner} on social media (not this guide)`);
  });
});

/** Every combination of answers, "any" included. */
function allAnswers(): Answers[] {
  return questions.reduce<Answers[]>(
    (combinations, { key, options }) => combinations.flatMap((answers) => ["any", ...options.map((option) => option.value)].map((value) => ({ ...answers, [key]: value }))),
    [{}],
  );
}

describe("the ranking", () => {
  it("puts Health and Care Worker first, marked best, for a job offer in health or care; Graduate is not for someone outside the UK", () => {
    const ranking = rankRoutes(immigrationRoutes, { purpose: "work", where: "outside", visa: "visa-national", job: "health-care", group: "none", party: "family" });
    expect(ranking.fits[0]).toMatchObject({ route: { id: "health-care-worker" }, best: true });
    expect(ranking.fits.slice(1).every((item) => !item.best)).toBe(true);
    expect(ranking.notForYou.map((item) => item.route.id)).toContain("graduate");
    expect(ranking.notForYou.find((item) => item.route.id === "graduate")?.because).toMatch(/inside the UK/);
  });

  it("puts the ETA first for a visitor who needs no visa, and the Standard Visitor visa for one who does", () => {
    expect(ids({ purpose: "visit", visa: "non-visa" })).toEqual(["eta"]);
    expect(rankRoutes(immigrationRoutes, { purpose: "visit", visa: "non-visa" }).notForYou[0]).toMatchObject({ route: { id: "visitor" }, because: expect.stringMatching(/ETA instead/) });
    expect(ids({ purpose: "visit", visa: "visa-national" })).toEqual(["visitor"]);
  });

  it("puts the Ukraine Permission Extension first for a Ukrainian who wants to stay, warning that the time does not lead to settlement", () => {
    const ranking = rankRoutes(immigrationRoutes, { purpose: "stay", where: "inside", group: "ukraine" });
    expect(ranking.fits[0]).toMatchObject({ route: { id: "ukraine-permission-extension" }, best: true, why: expect.stringMatching(/does not count towards settlement/) });
    expect(ranking.notForYou.map((item) => item.route.id)).toEqual(["settlement", "citizenship"]);
  });

  it("never ranks a route that needs a UK status as a fit for someone outside the UK, whatever else they answer", () => {
    const needsUkStatus = ["graduate", "ukraine-permission-extension", "settlement", "citizenship"];
    for (const answers of allAnswers().filter((item) => item.where === "outside")) {
      expect(ids(answers).filter((id) => needsUkStatus.includes(id)), JSON.stringify(answers)).toEqual([]);
    }
  });

  it("gives everyone an answer: routes that fit, or routes that do not with the reason", () => {
    for (const answers of allAnswers()) {
      const ranking = rankRoutes(immigrationRoutes, answers);
      expect(ranking.fits.length + ranking.notForYou.length, JSON.stringify(answers)).toBeGreaterThan(0);
    }
  });

  it("keeps a suspended route out of the fits, and says why", () => {
    const ranking = rankRoutes(immigrationRoutes, { purpose: "family" });
    expect(ranking.fits.map((item) => item.route.id)).not.toContain("refugee-family-reunion");
    expect(ranking.notForYou.find((item) => item.route.id === "refugee-family-reunion")?.because).toMatch(/^Suspended/);
  });

  it("agrees with the CSS filter: a card is shown without JavaScript exactly when the route fits", () => {
    const rules = filterRules(".f", ".c").split("\n");
    expect(rules).toHaveLength(questions.reduce((count, question) => count + question.options.length, 0));
    expect(rules).toContain(`.f:has(#${answerId("purpose", "study")}:checked) .c:not([data-purpose~="study"]){display:none}`);
    const answers: Answers = { purpose: "work", where: "outside", job: "health-care" };
    expect(immigrationRoutes.filter((item) => routeFits(item, answers)).map((item) => item.id).sort()).toEqual(ids(answers).sort());
  });

  it("keeps the answers in the address, in the questions' order, and ignores what it does not know", () => {
    expect(searchFromAnswers({ party: "family", purpose: "work", job: "any" })).toBe("?purpose=work&party=family");
    expect(answersFromSearch("?purpose=work&party=family&where=mars&x=1")).toEqual({ purpose: "work", party: "family" });
    expect(searchFromAnswers({})).toBe("");
  });
});

describe("the route finder", () => {
  it("renders every route with its answers as data, ranks once the visitor answers, and writes the answers in the address", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/guide/find-your-route?purpose=visit&visa=non-visa");
    const { container } = renderWithRouter(<RouteFinder />);
    expect(container.querySelectorAll(".route-card")).toHaveLength(immigrationRoutes.length);
    const results = await screen.findByRole("region", { name: "Your routes" });
    expect(within(results).getByText("Best fit:")).toBeVisible();
    expect(within(results).getByRole("link", { name: /GOV\.UK: Electronic travel authorisation/ })).toHaveAttribute("href", "https://www.gov.uk/eta");
    expect(screen.getByRole("radio", { name: /they can visit without a visa/ })).toBeChecked();

    await user.click(screen.getByRole("radio", { name: "Work" }));
    expect(window.location.search).toBe("?purpose=work&visa=non-visa");
    expect(screen.getByRole("status")).toHaveTextContent(`${ids({ purpose: "work", visa: "non-visa" }).length} of ${immigrationRoutes.length} routes fit your answers — see them`);

    await user.click(screen.getByRole("button", { name: "Show every route" }));
    expect(window.location.search).toBe("");
    expect(screen.queryByRole("region", { name: "Your routes" })).toBeNull();
    const skilled = screen.getByRole("article", { name: "Skilled Worker visa" });
    expect(within(skilled).getByText(/Last reviewed/)).toHaveTextContent(/Last reviewed \w+ \d{2} \d{4} \(its oldest check\)/);
    expect(within(skilled).getAllByText(/against a report of the change, not GOV\.UK itself/).length).toBeGreaterThan(0);
    expect(within(skilled).getAllByRole("link", { name: /Statement of changes HC 1333/ })[0]).toHaveAttribute("href", expect.stringMatching(/^https:\/\/www\.gov\.uk\//));
  }, 30_000);
});
