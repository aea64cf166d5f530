import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMediaQueries } from "./media";
import { Counter } from "~/components/Counter";
import { easeOutExpo } from "~/lib/useCountUp";
import { FakeIntersectionObserver, scrollIntoView } from "./observer";


describe("Counter", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance", "setTimeout"] });
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    stubMediaQueries();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("renders the final value, pending (hidden by the styles where scripts run), and gives it to screen readers always", () => {
    render(<Counter count={150} suffix="+" duration={3000} />);
    expect(screen.getByTestId("counter-value")).toHaveTextContent("150+");
    expect(screen.getByTestId("counter-value")).toHaveAttribute("data-count", "pending");
    expect(screen.getByText("150+", { selector: ".visually-hidden" })).toBeInTheDocument();
  });

  it("counts from 0 to its target over its duration once in view, running then done", () => {
    render(<Counter count={300} suffix="+" duration={3000} />);
    act(() => scrollIntoView());
    expect(screen.getByTestId("counter-value")).toHaveTextContent(/^0\+$/);
    expect(screen.getByTestId("counter-value")).toHaveAttribute("data-count", "running");
    act(() => vi.advanceTimersByTime(1500));
    const midway = Number(screen.getByTestId("counter-value").textContent!.replace("+", ""));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(300);
    act(() => vi.advanceTimersByTime(1600));
    expect(screen.getByTestId("counter-value")).toHaveTextContent(/^300\+$/);
    expect(screen.getByTestId("counter-value")).toHaveAttribute("data-count", "done");
  });

  it("counts in its one text node, through a re-render, without React rendering each frame", () => {
    const { rerender } = render(<Counter count={300} suffix="+" duration={3000} />);
    const value = screen.getByTestId("counter-value");
    const text = value.firstChild;
    act(() => scrollIntoView());
    act(() => vi.advanceTimersByTime(1000));
    const midway = value.textContent;
    expect(midway).not.toBe("300+");
    rerender(<Counter count={300} suffix="+" duration={3000} />);
    act(() => vi.advanceTimersByTime(2100));
    expect(value).toHaveTextContent(/^300\+$/);
    expect(value.childNodes).toHaveLength(1);
    expect(value.firstChild).toBe(text);
  });

  it("does not move under reduced motion", () => {
    stubMediaQueries({ reducedMotion: true });
    render(<Counter count={41} suffix="+" duration={3000} />);
    act(() => scrollIntoView());
    expect(screen.getByTestId("counter-value")).toHaveTextContent("41+");
    expect(screen.getByTestId("counter-value")).toHaveAttribute("data-count", "done");
  });

  it("eases out and lands exactly on 1", () => {
    expect(easeOutExpo(0)).toBe(0);
    expect(easeOutExpo(0.5)).toBeGreaterThan(0.9);
    expect(easeOutExpo(1)).toBe(1);
  });
});
