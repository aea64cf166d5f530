import { readFileSync } from "node:fs";
import { join } from "node:path";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Footer } from "~/shell/Footer";
import { footerMenus, site, socialLinks, visaTopics } from "~/content/site";
import { renderWithRouter } from "./render";

describe("the guide's facts", () => {
  it("links the Ukraine scheme for newcomers: not the Family Scheme closed in February 2024, nor the extension for people already here", () => {
    const ukraine = footerMenus.flatMap((menu) => menu.items).find((item) => item.name === "Ukraine schemes")!;
    expect(ukraine.href).not.toMatch(/ukraine-family-scheme|permission-extension/);
    expect(ukraine.href).toBe("https://www.gov.uk/guidance/apply-for-a-visa-under-the-ukraine-sponsorship-scheme");
  });

  it("speaks for the guide, not for the Home Office: its own about and contact pages, and a line saying it is not official", () => {
    renderWithRouter(<Footer />);
    expect(screen.getByRole("link", { name: "about us" })).toHaveAttribute("href", "/pages/company/about-us");
    expect(screen.getByRole("link", { name: "contact" })).toHaveAttribute("href", "/pages/support/contact-us");
    expect(screen.getByText(/^An independent guide, not a government service\./)).toBeVisible();
    expect(screen.getByText("Home Office on social media")).toBeVisible();
    for (const item of footerMenus.flatMap((menu) => menu.items)) expect(item.href).not.toMatch(/uk-visas-and-immigration|contact-ukvi/);
  });

  it("tells visa-free visitors about the ETA, with GOV.UK's ETA page", () => {
    const visitor = visaTopics.find((topic) => topic.title === "Visitor Visa")!;
    expect(visitor.note?.text).toMatch(/Electronic Travel Authorisation \(ETA\)/);
    expect(visitor.note?.href).toBe("https://www.gov.uk/eta");
  });

  it("leads Get Advice to the official way to find a regulated adviser", () => {
    expect(site.actionLabel).toBe("Get Advice");
    expect(site.providerUrl).toBe("https://www.gov.uk/find-an-immigration-adviser");
  });

  it("names the social accounts for whose they are", () => {
    renderWithRouter(<Footer />);
    for (const social of socialLinks) {
      expect(social.href).toMatch(/ukhomeoffice/);
      expect(screen.getByRole("link", { name: `Home Office on ${social.label} (opens in new tab)` })).toHaveAttribute("href", social.href);
    }
    expect(screen.queryByRole("link", { name: new RegExp(`^${site.brand} on`) })).toBeNull();
  });

  it("records the month its GOV.UK addresses were last checked", () => {
    const source = readFileSync(join(import.meta.dirname, "../app/content/site.ts"), "utf8");
    expect(source).toMatch(/GOV\.UK address here was checked .* in (January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d/);
  });
});
