/** Where an observed element is: the fake's report says so as a real IntersectionObserver's entry would. */
export type Position = "in view" | "below" | "above";

const rootBounds = { top: 0, bottom: 800, left: 0, right: 400, width: 400, height: 800 };
const boxes: Record<Position, { top: number; bottom: number }> = {
  "in view": { top: 300, bottom: 360 },
  below: { top: 1500, bottom: 1560 },
  above: { top: -560, bottom: -500 },
};

let report: (where: Position) => void = () => {};
let reporter: object | null = null;

/**
 * An IntersectionObserver stand-in for the last element observed, reporting only when told
 * (`scrollIntoView()`, `reportPosition()`); once disconnected it reports nothing.
 */
export class FakeIntersectionObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe() {
    reporter = this.callback;
    report = (where) => {
      const box = { ...boxes[where], left: 0, right: 100, width: 100, height: 60 };
      const entry = { isIntersecting: where === "in view", boundingClientRect: box, rootBounds } as unknown as IntersectionObserverEntry;
      this.callback([entry], this as never);
    };
  }
  disconnect() {
    if (reporter === this.callback) report = () => {};
  }
}

/** Tells the last observed element where it is, as an observer's first report after `observe` does. */
export function reportPosition(where: Position) {
  report(where);
}

/** Brings the last observed element into view. */
export function scrollIntoView() {
  report("in view");
}

/** A ResizeObserver stand-in (jsdom has none, and no layout to observe): it observes, and never fires. */
export class FakeResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
