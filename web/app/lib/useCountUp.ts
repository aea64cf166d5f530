import { useLayoutEffect, useRef, type RefObject } from "react";
import { prefersReducedMotion, useMaybeSeen } from "./motion";

/** The easing countup.js uses by default: fast start, gentle landing. */
export function easeOutExpo(progress: number): number {
  return progress >= 1 ? 1 : 1 - Math.pow(2, -10 * progress);
}

/** Whether an observed element lies above its root: scrolled past, so seen on the way down. */
function scrolledPast(entry: IntersectionObserverEntry): boolean {
  const box = entry.boundingClientRect;
  return box.height > 0 && entry.rootBounds !== null && box.bottom <= entry.rootBounds.top;
}

/**
 * Counts the element's text up to `target` over `duration` ms once it scrolls into view, writing
 * `format(value)` into its text node each frame. React renders the final text (so the prerendered
 * HTML reads right without JavaScript) and is not asked to render again for every frame: only the
 * text changes, and it ends on what React rendered. A number once seen never goes down:
 * - prerendered and already painted in view (or scrolled past) when the page hydrates, it keeps its
 *   value; painted off screen below, it turns to 0 while out of sight and counts when it comes in;
 * - made in the browser, it shows 0 before its first paint and counts once in view;
 * - given a new target, it counts on from the number it shows.
 * Under reduced motion it never moves. The element's `data-count` says where it is: `pending`
 * (as rendered), `running`, then `done`.
 */
export function useCountUp<T extends Element>(target: number, duration: number, format: (value: number) => string): RefObject<T | null> {
  const ref = useRef<T>(null);
  const formatRef = useRef(format);
  useLayoutEffect(() => {
    formatRef.current = format;
  });
  const maybeSeen = useMaybeSeen();
  // The number the count-up last wrote; null while the text is React's (the target).
  const shownRef = useRef<number | null>(null);

  // A layout effect: what it writes is in place before the browser paints again.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const mark = (state: "running" | "done") => {
      if (element instanceof HTMLElement) element.dataset.count = state;
    };
    // React's own text node, so a later render still finds it.
    const text = element.firstChild instanceof Text ? element.firstChild : null;
    const show = (value: number) => {
      shownRef.current = value;
      const shown = formatRef.current(value);
      if (text) text.nodeValue = shown;
      else element.textContent = shown;
    };
    // Without motion the text simply shows the target.
    if (prefersReducedMotion() || typeof IntersectionObserver === "undefined") {
      if (shownRef.current !== null) show(target);
      mark("done");
      return;
    }
    // A count already under way (or ended) goes on from what it shows; React may just have written the new target.
    const counted = shownRef.current;
    if (counted !== null) show(counted);
    // The target as React rendered it, seen or not yet.
    const keepIfSeen = counted === null && maybeSeen();
    if (counted === null && !keepIfSeen) show(0);

    let frame = 0;
    let first = true;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (first && keepIfSeen) {
        if (entry.isIntersecting || scrolledPast(entry)) {
          observer.disconnect();
          mark("done");
          return;
        }
        // Below the fold, unseen: from 0 when it comes into view.
        show(0);
      }
      first = false;
      if (!entry.isIntersecting) return;
      observer.disconnect();
      const from = shownRef.current ?? target;
      const start = performance.now();
      const step = (now: number) => {
        // A frame's time can fall a little before the start was read: never count back.
        const progress = duration > 0 ? Math.min(Math.max((now - start) / duration, 0), 1) : 1;
        show(Math.round(from + (target - from) * easeOutExpo(progress)));
        if (progress < 1) frame = requestAnimationFrame(step);
        else mark("done");
      };
      mark("running");
      frame = requestAnimationFrame(step);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, duration, maybeSeen]);

  return ref;
}
