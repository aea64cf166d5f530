import { socialHeading } from "~/content/site";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MdLock, MdWifi } from "react-icons/md";
import { BrandStrip, sampleBrands } from "~/components/BrandStrip";
import { demoFormMessage } from "~/components/DemoForm";
import { FaqSection } from "~/components/FaqSection";
import { FeatureGrid } from "~/components/FeatureGrid";
import { PricingPlans, type Billing, type PricingPlan } from "~/components/PricingPlans";
import { href } from "~/paths";
import * as About from "~/routes/pages/about";
import * as Pricing from "~/routes/pages/pricing";
import { renderTemplatePage, renderWithRouter } from "./render";
import { expectNoAxeViolations, expectRenderError } from "./assertions";

afterEach(() => vi.restoreAllMocks());

describe("BrandStrip", () => {
  it("lists the sample companies' logos, each named by its company, under its title", async () => {
    const { container } = renderWithRouter(<BrandStrip title="Trusted by teams at" titleAs="h2" />);
    expect(screen.getByRole("heading", { level: 2, name: "Trusted by teams at" })).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Trusted by teams at" });
    const logos = within(list).getAllByRole("img");
    expect(logos.map((logo) => logo.getAttribute("aria-label"))).toEqual(sampleBrands.map((brand) => brand.name));
    await expectNoAxeViolations(container);
  });

  it("shows the brands it is given, with a plain title or none", () => {
    const { unmount } = renderWithRouter(
      <BrandStrip brands={[{ name: "Northwind", symbol: "spark" }]} title="Partners" titleAs="p" />,
    );
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(screen.getByText("Partners").tagName).toBe("P");
    expect(screen.getByRole("img", { name: "Northwind" })).toBeInTheDocument();
    unmount();
    renderWithRouter(<BrandStrip />);
    expect(screen.getByRole("list", { name: "Companies" })).toBeInTheDocument();
  });

  it("rejects an empty list, a repeated name and an unknown title level", () => {
    expectRenderError(<BrandStrip brands={[]} />, "BrandStrip: brands must not be empty");
    expectRenderError(<BrandStrip brands={[sampleBrands[0], sampleBrands[0]]} />, /"Quillmark" is listed twice/);
    // @ts-expect-error: h1 is not a level a strip's title may take.
    expectRenderError(<BrandStrip title="Logos" titleAs="h1" />, /titleAs must be one of h2, h3, h4, p; got "h1"/);
  });
});

const billings: Billing[] = [
  { key: "monthly", label: "Monthly", charged: "mo" },
  { key: "annual", label: "Annual", charged: "year" },
];

const plans: PricingPlan[] = [
  {
    name: "Starter",
    color: "secondary",
    prices: { monthly: 59, annual: 119 },
    specifications: ["20GB cloud storage", "2 team members", { label: "Priority answers", includes: false }],
    action: { route: "/join", label: "Join", color: "dark" },
  },
  {
    name: "Premium",
    color: "primary",
    prices: { monthly: 89, annual: 159 },
    specifications: ["40GB cloud storage", "10 team members"],
    action: { route: "/join", label: "Join", color: "primary" },
  },
];

/** The prices shown in the visible panel, as '$59/mo'. */
function shownPrices() {
  return within(screen.getByRole("tabpanel"))
    .getAllByText((_, element) => element?.classList.contains("price") ?? false)
    .map((price) => price.textContent);
}

describe("PricingPlans", () => {
  it("shows the first billing's prices, and the other billing's once its tab is chosen", async () => {
    const user = userEvent.setup();
    const { container } = renderWithRouter(<PricingPlans plans={plans} billings={billings} titleAs="h3" />);
    const tabs = within(screen.getByRole("tablist", { name: "Billing period" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Monthly", "Annual"]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    expect(shownPrices()).toEqual(["$59/mo", "$89/mo"]);
    expect(within(screen.getByRole("tabpanel")).getAllByRole("heading", { level: 3 }).map((title) => title.textContent)).toEqual([
      "Starter",
      "Premium",
    ]);
    expect(within(screen.getByRole("tabpanel")).getByText("Priority answers").closest("li")).toHaveTextContent("Not included: Priority answers");
    await expectNoAxeViolations(container);

    await user.click(tabs[1]);
    expect(tabs[1]).toHaveAttribute("aria-selected", "true");
    expect(shownPrices()).toEqual(["$119/year", "$159/year"]);

    // Arrow keys move between the billings too.
    await user.keyboard("{ArrowLeft}");
    expect(tabs[0]).toHaveFocus();
    expect(shownPrices()).toEqual(["$59/mo", "$89/mo"]);
  });

  it("opens on the billing it is told, under the name it is given", () => {
    renderWithRouter(<PricingPlans plans={plans} billings={billings} defaultBilling="annual" label="Pay" currency="£" />);
    expect(screen.getByRole("tab", { name: "Annual" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tablist", { name: "Pay" })).toBeInTheDocument();
    expect(shownPrices()).toEqual(["£119/year", "£159/year"]);
    expect(screen.getAllByRole("link", { name: /Join/ })[0]).toHaveAttribute("href", "/join");
  });

  it("rejects plans without a price for every billing, and unknown billings or colours", () => {
    const noAnnual = [{ ...plans[0], prices: { monthly: 59 } }];
    expectRenderError(<PricingPlans plans={noAnnual} billings={billings} />, 'PricingPlans: plan "Starter" has no price for the billing "annual"');
    expectRenderError(<PricingPlans plans={plans} billings={billings} defaultBilling="weekly" />, /defaultBilling must be one of monthly, annual/);
    const pink = [{ ...plans[0], color: "pink" as never }];
    expectRenderError(<PricingPlans plans={pink} billings={billings} />, /color of Starter must be one of/);
    expectRenderError(<PricingPlans plans={[]} billings={billings} />, "PricingPlans: plans must not be empty");
    expectRenderError(<PricingPlans plans={plans} billings={[]} />, "PricingPlans: billings must not be empty");
  });
});

describe("FeatureGrid", () => {
  const features = [
    { icon: MdWifi, color: "info", title: "Fast Wi-Fi", text: "A fibre line with a backup." },
    { icon: MdLock, color: "success", title: "Private", text: "Only you see your papers." },
  ] as const;

  it("lists each feature with its title as a heading, its text and a hidden icon, in the columns it is given", async () => {
    const { container } = render(<FeatureGrid features={features} columns="col-sm-6 col-lg-4" align="center" />);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveClass("col-sm-6", "col-lg-4");
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Fast Wi-Fi", "Private"]);
    expect(within(items[1]).getByText("Only you see your papers.")).toBeInTheDocument();
    expect(container.querySelectorAll(".feature-highlight-center")).toHaveLength(2);
    expect(container.querySelector(".bg-gradient-info")).toHaveAttribute("aria-hidden", "true");
    await expectNoAxeViolations(container);
  });

  it("needs at least one feature", () => {
    expectRenderError(<FeatureGrid features={[]} columns="col-4" />, "FeatureGrid: features must not be empty");
  });
});

describe("FaqSection", () => {
  const items = [
    { question: "Can I change my plan later?", answer: "Yes, whenever you like." },
    { question: "How does the refund work?", answer: "Write to us within 30 days." },
    { question: "Can I try it first?", answer: "Download the free sample." },
  ];

  it("is a region named by its heading, with the first answer open and one open at a time", async () => {
    const user = userEvent.setup();
    const { container } = render(<FaqSection id="faq-title" items={items} lead="About plans and refunds." />);
    const region = screen.getByRole("region", { name: "Frequently asked questions" });
    expect(within(region).getByText("About plans and refunds.")).toBeInTheDocument();
    const questions = within(region).getAllByRole("button");
    expect(questions.map((question) => question.getAttribute("aria-expanded"))).toEqual(["true", "false", "false"]);
    await user.click(questions[2]);
    expect(questions.map((question) => question.getAttribute("aria-expanded"))).toEqual(["false", "false", "true"]);
    expect(within(region).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(items.map((item) => item.question));
    await expectNoAxeViolations(container);
  });

  it("takes another title", () => {
    render(<FaqSection id="help-faq" title="Common questions" items={items} />);
    expect(screen.getByRole("region", { name: "Common questions" })).toBeInTheDocument();
  });
});

describe("company pages", () => {
  it("about: the typed words for screen readers, socials in new tabs, four team members, logos, counters and a demo newsletter", async () => {
    const user = userEvent.setup();
    renderTemplatePage(About);
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveAccessibleName(/^Work with an amazing\s*team, design, tool$/);
    expect(screen.getByRole("link", { name: "Create Account" })).toHaveAttribute("href", href("signup-cover"));
    const socials = within(screen.getByRole("list", { name: socialHeading })).getAllByRole("link");
    expect(socials).toHaveLength(3);
    for (const [index, network] of ["Facebook", "Twitter", "Instagram"].entries()) {
      expect(socials[index]).toHaveAccessibleName(new RegExp(`on ${network}`));
      expect(socials[index]).toHaveAttribute("target", "_blank");
    }

    const team = screen.getByRole("region", { name: "The executive team" });
    expect(within(team).getAllByRole("listitem")).toHaveLength(4);
    expect(within(team).getAllByRole("heading", { level: 3 })).toHaveLength(4);
    expect(within(screen.getByRole("list", { name: "Trusted by teams at" })).getAllByRole("img")).toHaveLength(4);

    const numbers = screen.getByRole("region", { name: "Our work in numbers" });
    expect([...numbers.querySelectorAll(".counter .visually-hidden")].map((value) => value.textContent)).toEqual(["5234", "3400+", "24/7"]);
    expect(within(numbers).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Projects", "Hours", "Support"]);

    const newsletter = screen.getByRole("region", { name: "Be the first to see the news" });
    const email = within(newsletter).getByRole("textbox", { name: "Email" });
    expect(email).toHaveAttribute("type", "email");
    await user.click(email);
    await user.paste("reader@example.com");
    await user.click(within(newsletter).getByRole("button", { name: "Subscribe" }));
    expect(within(newsletter).getByRole("status")).toHaveTextContent(demoFormMessage);
    expect(email).toHaveValue("reader@example.com");
  });

  it("pricing: the title, three header slides, Monthly first then Annual, the lifetime card, two reviews, six brands and five questions", async () => {
    const user = userEvent.setup();
    renderTemplatePage(Pricing);
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual(["Plans and pricing"]);
    const header = screen.getByRole("region", { name: "Why our plans" });
    expect(header.querySelectorAll(".carousel-item")).toHaveLength(3);

    const plans = screen.getByRole("region", { name: "Pick the best plan for you" });
    expect(within(plans).getByRole("tab", { name: "Monthly" })).toHaveAttribute("aria-selected", "true");
    const prices = () => [...within(plans).getByRole("tabpanel").querySelectorAll(".price")].map((price) => price.textContent);
    const panelText = (pattern: RegExp) => within(within(plans).getByRole("tabpanel")).getAllByText(pattern).map((line) => line.textContent);
    expect(within(within(plans).getByRole("tabpanel")).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Starter",
      "Premium",
      "Enterprise",
    ]);
    expect(prices()).toEqual(["$59/mo", "$89/mo", "$99/mo"]);
    expect(panelText(/cloud storage$/)).toEqual(["20GB cloud storage", "40GB cloud storage", "100GB cloud storage"]);
    expect(panelText(/team members$/)).toEqual(["2 team members", "10 team members", "Unlimited team members"]);
    await user.click(within(plans).getByRole("tab", { name: "Annual" }));
    expect(prices()).toEqual(["$119/year", "$159/year", "$399/year"]);
    expect(panelText(/cloud storage$/)).toEqual(["20GB cloud storage", "40GB cloud storage", "100GB cloud storage"]);
    await user.click(within(plans).getByRole("tab", { name: "Monthly" }));
    expect(prices()).toEqual(["$59/mo", "$89/mo", "$99/mo"]);

    const lifetime = screen.getByRole("region", { name: "Lifetime membership" });
    expect(lifetime.querySelector(".price")).toHaveTextContent("$399one-time");
    expect(within(lifetime).getByText("30-day money-back refund")).toBeInTheDocument();
    expect(within(lifetime).getByRole("link", { name: "Get a free sample (20MB)" })).toBeInTheDocument();
    const reviews = screen.getByRole("region", { name: "Member reviews" });
    expect(reviews.querySelectorAll(".carousel-item")).toHaveLength(2);
    expect(within(reviews).getByRole("button", { name: "Next review" })).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Chosen by teams at" })).getAllByRole("img")).toHaveLength(6);

    const faq = screen.getByRole("region", { name: "Frequently asked questions" });
    expect(within(faq).getAllByRole("button").map((question) => question.getAttribute("aria-expanded"))).toEqual(["true", "false", "false", "false", "false"]);
  });
});
