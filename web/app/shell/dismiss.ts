import { useRef, type FocusEvent, type KeyboardEvent } from "react";

/**
 * How an open menu closes: Esc (focus goes back to its toggle) or focus
 * leaving it. Put `toggleRef` on the toggle button and spread `handlers` on
 * the element holding toggle and menu.
 */
export function useDismiss<T extends HTMLElement>(open: boolean, close: () => void) {
  const toggleRef = useRef<T>(null);
  const handlers = {
    onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape" || !open) return;
      event.stopPropagation();
      close();
      toggleRef.current?.focus();
    },
    onBlur(event: FocusEvent) {
      if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
    },
  };
  return { toggleRef, handlers };
}
