import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { FaGithub } from "react-icons/fa6";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMediaQueries } from "./media";
import { BackgroundCard } from "~/components/BackgroundCard";
import { BlogCard, BlogCardAction } from "~/components/BlogCard";
import { BookingCard } from "~/components/BookingCard";
import { COUNTER_CARD_DURATION, CounterCard } from "~/components/CounterCard";
import { Photo } from "~/components/Photo";
import { PlaceCard } from "~/components/PlaceCard";
import { PricingCard, PricingCardColumn, PricingCardSimple } from "~/components/PricingCard";
import { Rating, ratingText } from "~/components/Rating";
import { ReviewCard, ReviewCardComplex, ReviewCardSimple, ReviewCardWithAuthor } from "~/components/ReviewCard";
import { RotatingCard } from "~/components/RotatingCard";
import { TeamCard, TeamCardVertical } from "~/components/TeamCard";
import TestimonialsCarousel from "~/examples/page-sections/testimonials/TestimonialsCarousel";
import { renderWithRouter } from "./render";
import { FakeIntersectionObserver, scrollIntoView } from "./observer";
import { expectNoAxeViolations, expectRenderError } from "./assertions";

const photo = "https://images.unsplash.com/photo-1";

// jsdom's accessible names put a space between inline elements where browsers do not: names are matched loosely.

/** A value the types would refuse, as a caller without TypeScript might pass it. */
const unchecked = (value: string) => value as never;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Photo", () => {
  it("is an image with its size, lazy by default, over our fallback art", () => {
    render(<Photo src={photo} alt="A lake" width={600} height={400} />);
    const image = screen.getByRole("img", { name: "A lake" });
    expect(image.tagName).toBe("IMG");
    expect(image).toHaveAttribute("width", "600");
    expect(image).toHaveAttribute("height", "400");
    expect(image).toHaveAttribute("loading", "lazy");
    const box = image.parentElement!;
    expect(box).toHaveStyle({ aspectRatio: "600 / 400" });
    expect(box.querySelector(".photo-fallback svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("hides itself when the photo fails, leaving the fallback under the same name", () => {
    render(<Photo src={photo} alt="A lake" width={600} height={400} loading="eager" />);
    const image = screen.getByRole("img", { name: "A lake" });
    expect(image).toHaveAttribute("loading", "eager");
    fireEvent.error(image);
    expect(document.querySelector("img")).toBeNull();
    expect(screen.getByRole("img", { name: "A lake" })).toHaveClass("photo");
  });

  it("hides itself when the photo had failed before hydration", () => {
    const complete = vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    render(<Photo src={photo} alt="" width={100} height={100} />);
    expect(complete).toHaveBeenCalled();
    expect(document.querySelector("img")).toBeNull();
    // A decorative photo leaves nothing for screen readers.
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("keeps a photo that loaded", () => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(600);
    render(<Photo src={photo} alt="A lake" width={600} height={400} />);
    expect(screen.getByRole("img", { name: "A lake" }).tagName).toBe("IMG");
  });

  it("shows only the fallback without a photo, and rejects a bad size or tone", () => {
    render(<Photo alt="Amara Okafor" width={48} height={48} fallback={<span>AO</span>} />);
    expect(screen.getByRole("img", { name: "Amara Okafor" })).toHaveTextContent("AO");
    expectRenderError(<Photo alt="" width={0} height={10} />, "Photo: width and height must be positive numbers; got 0×10");
    expectRenderError(<Photo alt="" width={1} height={1} tone={unchecked("pink")} />, "Photo: tone must be one of primary, secondary");
  });
});

describe("Rating", () => {
  it("draws full, half and empty stars and reads as 'Rated 4.5 out of 5'", () => {
    const { container } = render(<Rating rating={4.5} />);
    expect(screen.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeInTheDocument();
    expect(container.querySelectorAll(".rating-star-full")).toHaveLength(4);
    expect(container.querySelectorAll(".rating-star-half")).toHaveLength(1);
    expect(container.querySelectorAll(".rating-star-empty")).toHaveLength(0);
    for (const star of container.querySelectorAll("svg")) expect(star).toHaveAttribute("aria-hidden", "true");
  });

  it.each([
    [0, 0, 0, 5],
    [0.5, 0, 1, 4],
    [3, 3, 0, 2],
    [5, 5, 0, 0],
  ])("rating %s has %s full, %s half and %s empty stars", (rating, full, half, empty) => {
    const { container } = render(<Rating rating={rating} />);
    expect(container.querySelectorAll(".rating-star-full")).toHaveLength(full);
    expect(container.querySelectorAll(".rating-star-half")).toHaveLength(half);
    expect(container.querySelectorAll(".rating-star-empty")).toHaveLength(empty);
    expect(screen.getByRole("img")).toHaveAccessibleName(ratingText(rating));
  });

  it.each([-0.5, 5.5, 4.3, Number.NaN])("rejects %s: outside 0 to 5 or not a half step", (rating) => {
    expectRenderError(<Rating rating={rating} />, "Rating: rating must be a number from 0 to 5 in half steps; got");
  });
});

describe("review cards", () => {
  it("default: reviewer, date, quote and a rating screen readers can read", async () => {
    const { container } = render(<ReviewCard name="Nadia Haddad" date="1 day ago" review="Very clear." rating={4.5} />);
    expect(screen.getByText("Nadia Haddad")).toBeInTheDocument();
    expect(screen.getByText("1 day ago")).toBeInTheDocument();
    expect(screen.getByText("“Very clear.”")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("fills the card for gradient and contained, tints the stars for plain; error is the theme's danger", () => {
    const { container } = render(
      <>
        <ReviewCard name="A" date="d" review="r" rating={3} variant="gradient" color="error" />
        <ReviewCard name="B" date="d" review="r" rating={4} variant="contained" color="info" />
        <ReviewCard name="C" date="d" review="r" rating={5} variant="plain" color="success" />
        <ReviewCard name="D" date="d" review="r" rating={5} />
      </>,
    );
    const cards = container.querySelectorAll(".card-review");
    expect(cards[0]).toHaveClass("bg-gradient-danger", "card-on-color");
    expect(cards[1]).toHaveClass("card-contained-info", "card-on-color");
    expect(cards[2].className).not.toMatch(/bg-gradient|contained/);
    expect(cards[2].querySelector(".rating")).toHaveClass("text-gradient-success");
    expect(cards[3].className).not.toMatch(/bg-gradient|contained|on-color/);
  });

  it("rejects a bad colour, variant or rating", () => {
    expectRenderError(
      <ReviewCard name="A" date="d" review="r" rating={3} color={unchecked("pink")} />,
      'ReviewCard: color must be one of primary, secondary, info, success, warning, error, light, dark or empty; got "pink"',
    );
    expectRenderError(
      <ReviewCard name="A" date="d" review="r" rating={3} variant={unchecked("outline")} />,
      'ReviewCard: variant must be one of gradient, contained, plain; got "outline"',
    );
    expectRenderError(
      <ReviewCard name="A" date="d" review="r" rating={6} />,
      "ReviewCard: rating must be a number from 0 to 5 in half steps; got 6",
    );
    expectRenderError(
      <ReviewCardWithAuthor rating={2.2} review="r" author={{ name: "A", date: "d" }} />,
      "ReviewCardWithAuthor: rating must be",
    );
  });

  it("simple, complex and with-author cards show their people", async () => {
    const { container } = render(
      <>
        <ReviewCardSimple name="Amara Okafor" username="@amara" review="Lovely." />
        <ReviewCardComplex
          image={{ src: photo, alt: "An office" }}
          title="Great"
          review="We moved."
          author={{ logo: <svg aria-hidden="true" />, name: "Hana Sato", role: "People lead" }}
        />
        <ReviewCardWithAuthor rating={5} review="Plain words." author={{ name: "Samuel Mensah", date: "12 March" }} />
      </>,
    );
    expect(screen.getByText("@amara")).toBeInTheDocument();
    expect(screen.getByText("AO")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Great" })).toBeInTheDocument();
    expect(screen.getByText("People lead")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe("pricing cards", () => {
  const action = { route: "/pages/company/pricing", label: "Join", color: "info" as const };

  it("shows the badge, the price and what is or is not included", async () => {
    const { container } = renderWithRouter(
      <PricingCard
        badge={{ color: "info", label: "Free access for 200 members" }}
        price={{ currency: "$", amount: 499, charged: "year" }}
        specifications={[
          "2GB cloud storage",
          { label: "Complete documentation", includes: true },
          { label: "API access", includes: false },
        ]}
        action={{ ...action, class: "w-50" }}
      />,
    );
    expect(screen.getByRole("heading", { name: "Free access for 200 members" })).toBeInTheDocument();
    expect(container.querySelector(".price")).toHaveTextContent("$499/year");
    expect(screen.getByText("2GB cloud storage")).toBeInTheDocument();
    expect(screen.getByText("API access").closest("li")).toHaveTextContent("Not included: API access");
    const link = screen.getByRole("link", { name: /^Join ?: Free access for 200 members$/ });
    expect(link).toHaveAttribute("href", "/pages/company/pricing");
    expect(link).toHaveClass("btn", "bg-gradient-info", "w-50");
    await expectNoAxeViolations(container);
  });

  it("simple: takes a number or a full price; column: colours its column", () => {
    const { container } = renderWithRouter(
      <>
        <PricingCardSimple title="Starter" description="d" price={199} specifications={["1 project"]} action={action} />
        <PricingCardSimple
          title="Pro"
          description="d"
          price={{ currency: "£", amount: 299, charged: "mo" }}
          specifications={[]}
          action={action}
        />
        <div className="row">
          <PricingCardColumn
            columnClass="col-md-6"
            color="dark"
            title="Gold"
            description="d"
            price={100}
            action={action}
            specifications={["x"]}
          />
        </div>
      </>,
    );
    const prices = container.querySelectorAll(".price");
    expect(prices[0]).toHaveTextContent(/^\$199$/);
    expect(prices[1]).toHaveTextContent("£299/mo");
    expect(prices[2]).toHaveTextContent("$100/mo");
    expect(container.querySelector(".col-md-6 > .pricing-column")).toHaveClass("bg-gradient-dark", "card-on-color");
  });

  it("rejects a bad colour or price", () => {
    expectRenderError(
      <PricingCard
        badge={{ color: unchecked("pink"), label: "x" }}
        price={{ currency: "$", amount: 1, charged: "mo" }}
        specifications={[]}
        action={action}
      />,
      "PricingCard: badge.color must be one of",
    );
    expectRenderError(
      <PricingCardSimple title="t" description="d" price={-1} specifications={[]} action={action} />,
      "PricingCardSimple: price must be a number of 0 or more; got -1",
    );
    expectRenderError(
      <PricingCardColumn
        columnClass="col"
        color={unchecked("gold")}
        title="t"
        description="d"
        price={1}
        action={action}
        specifications={[]}
      />,
      "PricingCardColumn: color must be one of",
    );
  });
});

describe("blog, place, booking, background and team cards", () => {
  it("render their content, link where they say, and pass axe", async () => {
    const { container } = renderWithRouter(
      <>
        <PlaceCard
          image={photo}
          categories={["Entire Apartment", "3 Guests", "2 Beds"]}
          title="Cosy loft"
          description="Quiet."
          action={{ route: "/pages/landing-pages/rental", label: "From / Night", color: "primary" }}
        />
        <BookingCard image={photo} categories={["Private Room", "2 Guests"]} title="Garden room" description="Breakfast." />
        <BlogCard
          image={{ src: photo, alt: "Papers" }}
          category={{ color: "info", label: "Paperwork" }}
          title="A calm way"
          description="Evenings."
          author={{ name: "Amara Okafor", date: "2 days ago" }}
          route="/pages/blog/single-article"
        />
        <BlogCardAction
          image={photo}
          title="Colours"
          description="Contrast."
          action={{ route: "/pages/blog/single-article", label: "Read more", color: "info" }}
        />
        <BackgroundCard color="dark" image={photo} label="Ideas" title="Hills" description="Walks." route="/pages/blog/single-article" />
        <BackgroundCard
          color="info"
          image={photo}
          label="Guides"
          title="Lakes"
          description="Trains."
          route="/pages/blog/single-article"
          action={{ variant: "outline", color: "white", label: "Read" }}
        />
        <TeamCard
          profile={{ name: "Elena Petrova", link: "/pages/blog/author" }}
          position={{ label: "Director", color: "info" }}
          description="Settles families."
        />
        <TeamCardVertical
          name="Tomasz Nowak"
          position="Developer"
          description="Fast pages."
          socials={[{ component: FaGithub, route: "https://github.com/", label: "GitHub" }]}
        />
      </>,
    );
    expect(screen.getByText("Entire Apartment • 3 Guests • 2 Beds")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^From \/ Night ?: Cosy loft$/ })).toHaveClass("btn-outline-primary");
    expect(screen.getByRole("link", { name: "A calm way" })).toHaveAttribute("href", "/pages/blog/single-article");
    expect(screen.getByRole("link", { name: /^Read more ?: Colours$/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Read more ?: Hills$/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Read ?: Lakes$/ })).toHaveClass("btn-outline-white");
    expect(screen.getByRole("link", { name: "Elena Petrova" })).toHaveAttribute("href", "/pages/blog/author");
    expect(screen.getByText("EP")).toBeInTheDocument();
    const social = screen.getByRole("link", { name: /^Tomasz Nowak on GitHub ?\(opens in new tab\)$/ });
    expect(social).toHaveAttribute("target", "_blank");
    await expectNoAxeViolations(container);
  });

  it("reject colours outside the theme", () => {
    expectRenderError(
      <BlogCard
        image={photo}
        category={{ color: unchecked("gold"), label: "x" }}
        title="t"
        description="d"
        author={{ name: "A", date: "d" }}
        route="/"
      />,
      "BlogCard: category.color must be one of",
    );
    expectRenderError(
      <BackgroundCard color={unchecked("gold")} image={photo} label="l" title="t" description="d" route="/" />,
      "BackgroundCard: color must be one of",
    );
    expectRenderError(
      <TeamCard profile={{ name: "A", link: "/" }} position={{ label: "x", color: unchecked("gold") }} description="d" />,
      "TeamCard: position.color must be one of",
    );
  });
});


describe("CounterCard", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance", "setTimeout"] });
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    stubMediaQueries();
  });

  it("prerenders its final value with the suffix, and gives it to screen readers", () => {
    const card = <CounterCard title="Support" description="Any day." count={24} suffix="/7" />;
    const host = document.createElement("div");
    host.innerHTML = renderToString(card);
    expect(within(host).getByTestId("counter-value")).toHaveTextContent(/^24\/7$/);
    render(card);
    expect(screen.getByText("24/7", { selector: ".visually-hidden" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Support" })).toBeInTheDocument();
  });

  it("counts from 0 to its target over its duration (4000 ms unless told)", () => {
    expect(COUNTER_CARD_DURATION).toBe(4000);
    render(<CounterCard title="Reviews" description="d" count={500} suffix="+" color="primary" />);
    act(() => scrollIntoView());
    expect(screen.getByTestId("counter-value")).toHaveTextContent(/^0\+$/);
    act(() => vi.advanceTimersByTime(3000));
    expect(Number(screen.getByTestId("counter-value").textContent!.replace("+", ""))).toBeLessThan(500);
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.getByTestId("counter-value")).toHaveTextContent(/^500\+$/);
    expect(screen.getByTestId("counter-value").closest(".counter-number")).toHaveClass("text-gradient-primary");
  });

  it("reaches a 3000 ms target in time", () => {
    render(<CounterCard title="Projects" description="d" count={300} duration={3000} />);
    act(() => scrollIntoView());
    act(() => vi.advanceTimersByTime(3100));
    expect(screen.getByTestId("counter-value")).toHaveTextContent(/^300$/);
  });

  it("shows its value at once under reduced motion", () => {
    stubMediaQueries({ reducedMotion: true });
    render(<CounterCard title="Readers" description="d" count={1200} suffix="+" duration={3000} />);
    act(() => scrollIntoView());
    expect(screen.getByTestId("counter-value")).toHaveTextContent("1200+");
  });

  it("rejects a suffix other than '+' or '/7', a bad colour or count", () => {
    expectRenderError(
      <CounterCard title="t" description="d" count={1} suffix={unchecked("%")} />,
      'CounterCard: suffix must be one of +, /7; got "%"',
    );
    expectRenderError(<CounterCard title="t" description="d" count={1} color={unchecked("gold")} />, "CounterCard: color must be one of");
    expectRenderError(<CounterCard title="t" description="d" count={-3} />, "CounterCard: count must be a number of 0 or more; got -3");
  });
});

describe("RotatingCard", () => {
  const card = (
    <>
      <button type="button">Before</button>
      <RotatingCard
        front={{ image: photo, label: "Admin tools", title: "Manage your posts", description: "Flip me." }}
        back={{
          image: photo,
          title: "Admin shortcuts",
          description: "As an Admin you have shortcuts to edit, view or delete posts.",
          actions: [{ route: "/pages/blog/single-article", label: "Edit", color: "white" }],
        }}
      />
      <button type="button">After</button>
    </>
  );
  const faces = () => ({
    front: document.querySelector(".rotating-card-front")!,
    back: document.querySelector(".rotating-card-back")!,
    card: document.querySelector(".rotating-card")!,
  });

  it("shows its front; the back is inert and hidden from screen readers", async () => {
    const { container } = renderWithRouter(card);
    const { front, back, card: root } = faces();
    expect(root).not.toHaveClass("is-flipped");
    expect(back).toHaveAttribute("inert");
    expect(back).toHaveAttribute("aria-hidden", "true");
    expect(front).not.toHaveAttribute("inert");
    expect(screen.getByRole("heading", { name: "Manage your posts" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Admin shortcuts" })).toBeNull();
    expect(screen.getByRole("button", { name: "Flip card" })).toHaveAttribute("aria-pressed", "false");
    await expectNoAxeViolations(container);
  });

  it("turns to its back while the keyboard focus is in it, and back when focus leaves", async () => {
    const user = userEvent.setup();
    renderWithRouter(card);
    await user.click(screen.getByRole("button", { name: "Before" }));
    await user.tab();
    expect(screen.getByRole("button", { name: "Flip card" })).toHaveFocus();
    const { front, back, card: root } = faces();
    expect(root).toHaveClass("is-flipped");
    expect(back).not.toHaveAttribute("inert");
    expect(front).toHaveAttribute("inert");
    expect(screen.getByText("As an Admin you have shortcuts to edit, view or delete posts.")).toBeInTheDocument();
    // The back's actions are reachable by keyboard now.
    await user.tab();
    expect(screen.getByRole("link", { name: "Edit" })).toHaveFocus();
    expect(root).toHaveClass("is-flipped");
    await user.tab();
    expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
    expect(root).not.toHaveClass("is-flipped");
    expect(back).toHaveAttribute("inert");
  });

  it("turns either way with its Flip button (for touch), which says whether the back shows", () => {
    renderWithRouter(card);
    const toggle = screen.getByRole("button", { name: "Flip card" });
    fireEvent.click(toggle);
    expect(faces().card).toHaveClass("is-flipped");
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(faces().back).not.toHaveAttribute("inert");
    fireEvent.click(toggle);
    expect(faces().card).not.toHaveClass("is-flipped");
    expect(toggle).toHaveAttribute("aria-pressed", "false");
  });

  it("turns while a mouse is over it", async () => {
    const user = userEvent.setup();
    renderWithRouter(card);
    const { card: root } = faces();
    await user.hover(root);
    expect(root).toHaveClass("is-flipped");
    await user.unhover(root);
    expect(root).not.toHaveClass("is-flipped");
  });
});

describe("the testimonial carousel", () => {
  const activeSlide = () => document.querySelector(".carousel-item.active")!;

  it("moves with Next and Previous, and does not play by itself under reduced motion", () => {
    stubMediaQueries({ reducedMotion: true });
    vi.useFakeTimers();
    render(<TestimonialsCarousel />);
    expect(within(activeSlide() as HTMLElement).getByText("Hana Sato")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Play the stories" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Next story" }));
    expect(within(activeSlide() as HTMLElement).getByText("Daniel Osei")).toBeInTheDocument();
    expect(screen.getByText("Story 2 of 2")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Next story" }));
    expect(within(activeSlide() as HTMLElement).getByText("Hana Sato")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Previous story" }));
    expect(within(activeSlide() as HTMLElement).getByText("Daniel Osei")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(12_000));
    expect(within(activeSlide() as HTMLElement).getByText("Daniel Osei")).toBeInTheDocument();
  });

  it("plays every 5 s, and stops when paused", () => {
    stubMediaQueries();
    vi.useFakeTimers();
    render(<TestimonialsCarousel />);
    const pause = screen.getByRole("button", { name: "Pause the stories" });
    expect(activeSlide()).toHaveTextContent("Hana Sato");
    act(() => vi.advanceTimersByTime(4_900));
    expect(activeSlide()).toHaveTextContent("Hana Sato");
    // 5 s, then the slide's own transition.
    act(() => vi.advanceTimersByTime(1_000));
    act(() => vi.advanceTimersByTime(1_000));
    expect(activeSlide()).toHaveTextContent("Daniel Osei");
    fireEvent.click(pause);
    expect(screen.getByRole("button", { name: "Play the stories" })).toBeInTheDocument();
    const shown = activeSlide().textContent;
    act(() => vi.advanceTimersByTime(15_000));
    expect(activeSlide().textContent).toBe(shown);
  });
});
