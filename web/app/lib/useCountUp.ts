import { useEffect, useRef, type RefObject } from "react";
import { prefersReducedMotion } from "./motion";

/** The easing countup.js uses by default: fast start, gentle landing. */
export function easeOutExpo(progress: number): number {
  return progress >= 1 ? 1 : 1 - Math.pow(2, -10 * progress);
}

/**
 * Counts the element's text from 0 to `target` over `duration` ms once it
 * scrolls into view, writing `format(value)` into its text node each frame.
 * React renders the final text (so the prerendered HTML reads right without
 * JavaScript) and is not asked to render again for every frame: only the text
 * changes, and it ends on what React rendered. Under reduced motion it never moves.
 * The element's `data-count` says where it is: `pending` (as rendered; the page's styles hide the
 * final value until counting starts, so it never shows and then drops), `running`, then `done`.
 */
export function useCountUp<T extends Element>(target: number, duration: number, format: (value: number) => string): RefObject<T | null> {
  const ref = useRef<T>(null);
  const formatRef = useRef(format);
  useEffect(() => {
    formatRef.current = format;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const mark = (state: "running" | "done") => {
      if (element instanceof HTMLElement) element.dataset.count = state;
    };
    // Without motion the text simply stays at its target.
    if (prefersReducedMotion() || typeof IntersectionObserver === "undefined") {
      mark("done");
      return;
    }
    // React's own text node, so a later render still finds it.
    const text = element.firstChild instanceof Text ? element.firstChild : null;
    const show = (value: number) => {
      const shown = formatRef.current(value);
      if (text) text.nodeValue = shown;
      else element.textContent = shown;
    };
    let frame = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const start = performance.now();
      const step = (now: number) => {
        // A frame's time can fall a little before the start was read: never count below 0.
        const progress = Math.min(Math.max((now - start) / duration, 0), 1);
        show(Math.round(target * easeOutExpo(progress)));
        if (progress < 1) frame = requestAnimationFrame(step);
        else mark("done");
      };
      show(0);
      mark("running");
      frame = requestAnimationFrame(step);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, duration]);

  return ref;
}
