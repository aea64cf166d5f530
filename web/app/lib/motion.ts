import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from "react";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

/** Whether the visitor asked for less motion; false where it cannot be known. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.(reducedMotionQuery).matches === true;
}

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia?.(reducedMotionQuery);
  query?.addEventListener?.("change", onChange);
  return () => query?.removeEventListener?.("change", onChange);
}

/**
 * Whether the visitor asked for less motion, kept up to date. The prerendered page (and
 * hydration) assume they did, so nothing moves before the browser knows.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToMotion, prefersReducedMotion, () => true);
}

/**
 * Whether the browser has painted the page yet (Paint Timing). Where it cannot say, it is taken to
 * have: keeping a value nobody saw costs nothing, taking back one that was seen is a flash.
 */
export function pagePainted(): boolean {
  if (typeof performance === "undefined" || typeof PerformanceObserver === "undefined") return true;
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return true;
  return performance.getEntriesByType("paint").length > 0;
}

const noSubscription = () => () => {};

/**
 * True in the render that hydrates prerendered HTML (and in that HTML), false in a render made in the
 * browser: the server snapshot is read only while hydrating.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, () => false, () => true);
}

/**
 * For a layout effect: whether what the component rendered may already have been seen, so an animation
 * must go on from it rather than start over. Elements React makes in the browser are unseen until the
 * frame after they were committed (a layout effect runs before the paint); prerendered ones it hydrates
 * were on screen since the page's first paint, which comes before hydration on a slow phone.
 */
export function useMaybeSeen(): () => boolean {
  const unpainted = useRef(!useHydrating());
  useLayoutEffect(() => {
    if (!unpainted.current) return;
    // A task queued from a frame callback runs once that frame is painted.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => {
        unpainted.current = false;
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return useCallback(() => !unpainted.current && pagePainted(), []);
}
