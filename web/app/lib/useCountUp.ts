import { useEffect, useRef, useState, type RefObject } from "react";
import { prefersReducedMotion } from "./motion";

/** The easing countup.js uses by default: fast start, gentle landing. */
export function easeOutExpo(progress: number): number {
  return progress >= 1 ? 1 : 1 - Math.pow(2, -10 * progress);
}

/**
 * A number that counts from 0 to `target` over `duration` ms once the element
 * scrolls into view. Before that (and in the prerendered HTML) it is the final
 * value, so the page reads right without JavaScript; under reduced motion it
 * never moves.
 */
export function useCountUp<T extends Element>(target: number, duration: number): [number, RefObject<T | null>] {
  const ref = useRef<T>(null);
  const [value, setValue] = useState(target);

  useEffect(() => {
    const element = ref.current;
    // Without motion the value simply stays at its target.
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    let frame = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const start = performance.now();
      const step = (now: number) => {
        const progress = Math.min((now - start) / duration, 1);
        setValue(Math.round(target * easeOutExpo(progress)));
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      setValue(0);
      frame = requestAnimationFrame(step);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, duration]);

  return [value, ref];
}
