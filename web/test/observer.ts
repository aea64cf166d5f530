/** An IntersectionObserver stand-in: `scrollIntoView()` tells the observed element it is in view. */
let intersect: () => void = () => {};

export class FakeIntersectionObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe() {
    intersect = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
  disconnect() {}
}

/** Brings the last observed element into view. */
export function scrollIntoView() {
  intersect();
}

/** A ResizeObserver stand-in (jsdom has none, and no layout to observe): it observes, and never fires. */
export class FakeResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
