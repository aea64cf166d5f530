import { act, fireEvent, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useHashBlock } from "~/showcase/useHashBlock";

/** A ResizeObserver whose reports the test sends: `resize(element)` reports that element if it is observed. */
const observed = new Set<Element>();
let report: (() => void) | undefined;
class ReportingResizeObserver {
  constructor(callback: ResizeObserverCallback) {
    report = () => callback([], this as never);
  }
  observe(element: Element) {
    observed.add(element);
  }
  disconnect() {
    observed.clear();
  }
}
function resize(element: Element) {
  if (observed.has(element)) act(() => report?.());
}

function Page() {
  useHashBlock();
  return (
    <main>
      {["b1", "b2", "b3", "b4"].map((id) => (
        <section key={id} id={id}>
          {id}
        </section>
      ))}
    </main>
  );
}

const scrolled: string[] = [];
beforeEach(() => {
  vi.stubGlobal("ResizeObserver", ReportingResizeObserver);
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id);
  };
});
afterEach(() => {
  scrolled.length = 0;
  observed.clear();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function site(entry: string) {
  const router = createMemoryRouter([{ path: "/page", Component: Page }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return router;
}
const block = (id: string) => document.getElementById(id)!;

describe("a link to a block of the page", () => {
  it("keeps the block in view while a block above it changes height, until the visitor scrolls", async () => {
    const router = site("/page");
    await act(() => router.navigate("/page#b3"));
    resize(block("b4"));
    expect(scrolled).toEqual([]);
    resize(block("b1"));
    resize(block("b2"));
    expect(scrolled).toEqual(["b3", "b3"]);
    fireEvent.wheel(window);
    resize(block("b1"));
    expect(scrolled).toEqual(["b3", "b3"]);
  });

  it("follows the next link, and lets go at a key or a touch", async () => {
    const router = site("/page");
    await act(() => router.navigate("/page#b2"));
    await act(() => router.navigate("/page#b4"));
    resize(block("b3"));
    expect(scrolled).toEqual(["b4"]);
    fireEvent.keyDown(window, { key: "ArrowDown" });
    resize(block("b3"));
    expect(scrolled).toEqual(["b4"]);
  });

  it("leaves a page opened at a block, or restored from history, to the browser", async () => {
    site("/page#b3");
    resize(block("b1"));
    expect(scrolled).toEqual([]);
    expect(observed.size).toBe(0);
  });
});
