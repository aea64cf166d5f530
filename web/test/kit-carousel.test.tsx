import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Carousel, CAROUSEL_INTERVAL } from "~/components/Carousel";
import { FaqAccordion } from "~/components/FaqAccordion";

const slides = ["First", "Second", "Third"].map((text) => ({ key: text, content: <p>{text} slide</p> }));

/** The slide shown, by the position line the carousel keeps for screen readers. */
function position() {
  return screen.getByText(/^(Slide|Story) \d of \d$/).textContent;
}

describe("Carousel", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("is a named carousel of labelled slides with previous, pause and next", () => {
    render(<Carousel slides={slides} label="Stories" slideNoun="story" />);
    expect(screen.getByRole("region", { name: "Stories" })).toHaveAttribute("aria-roledescription", "carousel");
    expect(screen.getAllByRole("group").map((group) => group.getAttribute("aria-label"))).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
    expect(screen.getByRole("button", { name: "Previous story" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pause" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next story" })).toBeInTheDocument();
    expect(position()).toMatch(/1 of 3$/);
  });

  it("moves with next and previous, wrapping at both ends", () => {
    render(<Carousel slides={slides} label="Stories" />);
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(position()).toMatch(/3 of 3$/);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(position()).toMatch(/1 of 3$/);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(position()).toMatch(/2 of 3$/);
  });

  it("advances every 5 s until paused, and announces the position once paused", () => {
    vi.useFakeTimers();
    render(<Carousel slides={slides} label="Stories" slideNoun="story" />);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL + 700));
    expect(position()).toMatch(/2 of 3$/);
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL * 3));
    expect(position()).toMatch(/2 of 3$/);
    expect(screen.getByText("Story 2 of 3")).toHaveAttribute("aria-live", "polite");
  });

  it("has no controls for a single slide, and rejects no slides or a bad interval", () => {
    render(<Carousel slides={slides.slice(0, 1)} label="One" />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Carousel slides={[]} label="None" />)).toThrow("Carousel: slides must not be empty");
    expect(() => render(<Carousel slides={slides} label="Bad" interval={0} />)).toThrow(
      "Carousel: interval must be a positive number of milliseconds; got 0",
    );
  });
});

describe("FaqAccordion", () => {
  const items = [
    { question: "How do I order?", answer: "Pick and pay." },
    { question: "Can I resell?", answer: "Yes." },
    { question: "Where is my parcel?", answer: "Follow the link." },
  ];

  it("opens the first question, and one question at a time", () => {
    render(<FaqAccordion items={items} />);
    const buttons = screen.getAllByRole("button");
    expect(buttons.map((button) => button.getAttribute("aria-expanded"))).toEqual(["true", "false", "false"]);
    expect(screen.getByRole("heading", { level: 3, name: "Can I resell?" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Can I resell?" }));
    expect(buttons.map((button) => button.getAttribute("aria-expanded"))).toEqual(["false", "true", "false"]);
  });

  it("draws each question's arrow inline, hidden from assistive technology", () => {
    render(<FaqAccordion items={items} />);
    for (const button of screen.getAllByRole("button")) {
      const arrow = button.querySelector("svg.accordion-chevron");
      expect(arrow).not.toBeNull();
      expect(arrow).toHaveAttribute("aria-hidden", "true");
      expect(arrow?.querySelector("path")).toHaveAttribute("d", "m2 5 6 6 6-6");
    }
    expect(screen.getByRole("button", { name: "Can I resell?" })).toBeInTheDocument();
  });

  it("rejects an empty list", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<FaqAccordion items={[]} />)).toThrow("FaqAccordion: items must not be empty");
    vi.restoreAllMocks();
  });
});
