import { useSyncExternalStore } from "react";

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
