import { act, render, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMediaQueries } from "./media";
import { Counter } from "~/components/Counter";
import { easeOutExpo } from "~/lib/useCountUp";
import { FakeIntersectionObserver, reportPosition, scrollIntoView } from "./observer";

/** Whether the browser says it has painted the page (Paint Timing), as it would before hydrating on a slow phone. */
function stubPainted(painted: boolean) {
  vi.stubGlobal("PerformanceObserver", { supportedEntryTypes: ["paint"] });
  vi.spyOn(performance, "getEntriesByType").mockImplementation((type) =>
    type === "paint" && painted ? [{ name: "first-paint", entryType: "paint" } as PerformanceEntry] : [],
  );
}

const hydrated: { host: HTMLElement; root: Root }[] = [];

/** Prerenders the element and hydrates it, as the browser does with a prerendered page; unmounted after each test. */
function hydrate(element: ReactElement): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = renderToString(element);
  document.body.append(host);
  act(() => {
    hydrated.push({ host, root: hydrateRoot(host, element) });
  });
  return host;
}

/** Every text the counter shows, frame by frame, over the given time. */
function watch(value: HTMLElement, milliseconds: number): string[] {
  const seen = [value.textContent!];
  for (let elapsed = 0; elapsed < milliseconds; elapsed += 16) {
    act(() => vi.advanceTimersByTime(16));
    if (value.textContent !== seen.at(-1)) seen.push(value.textContent!);
  }
  return seen;
}

describe("Counter", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance", "setTimeout"] });
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    stubMediaQueries();
  });
  afterEach(() => {
    for (const { host, root } of hydrated.splice(0)) {
      act(() => root.unmount());
      host.remove();
    }
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("prerenders the final value, pending, and gives it to screen readers always", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<Counter count={150} suffix="+" duration={3000} />);
    expect(host.querySelector("[data-testid=counter-value]")).toHaveTextContent(/^150\+$/);
    expect(host.querySelector("[data-testid=counter-value]")).toHaveAttribute("data-count", "pending");
    expect(host.querySelector(".visually-hidden")).toHaveTextContent(/^150\+$/);
  });

  it("made in the browser, shows 0 before its first paint and counts from 0 to its target once in view", () => {
    render(<Counter count={300} suffix="+" duration={3000} />);
    expect(screen.getByTestId("counter-value")).toHaveTextContent(/^0\+$/);
    expect(screen.getByText("300+", { selector: ".visually-hidden" })).toBeInTheDocument();
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

  it("hydrated after the page painted it in view (or scrolled past), keeps its value: it never drops to 0", () => {
    stubPainted(true);
    for (const where of ["in view", "above"] as const) {
      const value = hydrate(<Counter count={150} suffix="+" duration={3000} />).querySelector<HTMLElement>("[data-testid=counter-value]")!;
      act(() => reportPosition(where));
      expect(value.dataset.count).toBe("done");
      act(() => scrollIntoView());
      expect(watch(value, 4000), where).toEqual(["150+"]);
    }
  });

  it("hydrated after the page painted it below the fold, turns to 0 out of sight and counts up when it comes into view", () => {
    stubPainted(true);
    const value = hydrate(<Counter count={300} suffix="+" duration={3000} />).querySelector<HTMLElement>("[data-testid=counter-value]")!;
    expect(value).toHaveTextContent(/^300\+$/);
    act(() => reportPosition("below"));
    expect(value).toHaveTextContent(/^0\+$/);
    expect(value.dataset.count).toBe("pending");
    act(() => scrollIntoView());
    const seen = watch(value, 3200).map((text) => Number.parseInt(text, 10));
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(300);
    seen.forEach((number, index) => expect(number).toBeGreaterThanOrEqual(seen[index - 1] ?? 0));
  });

  it("hydrated before the page's first paint, shows 0 at once and counts up in view", () => {
    stubPainted(false);
    const value = hydrate(<Counter count={41} suffix="+" duration={3000} />).querySelector<HTMLElement>("[data-testid=counter-value]")!;
    expect(value).toHaveTextContent(/^0\+$/);
    act(() => reportPosition("in view"));
    act(() => vi.advanceTimersByTime(3100));
    expect(value).toHaveTextContent(/^41\+$/);
  });

  it("given a new target, counts on from the number it shows, not from 0", () => {
    const { rerender } = render(<Counter count={100} duration={1000} />);
    const value = screen.getByTestId("counter-value");
    act(() => scrollIntoView());
    act(() => vi.advanceTimersByTime(1100));
    expect(value).toHaveTextContent(/^100$/);
    rerender(<Counter count={200} duration={1000} />);
    // Before the next paint it still shows what it showed; then it counts on.
    expect(value).toHaveTextContent(/^100$/);
    act(() => scrollIntoView());
    const seen = watch(value, 1100).map(Number);
    expect(seen.at(-1)).toBe(200);
    expect(Math.min(...seen)).toBe(100);
    seen.forEach((number, index) => expect(number).toBeGreaterThanOrEqual(seen[index - 1] ?? 0));
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
