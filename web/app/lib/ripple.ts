import { prefersReducedMotion } from "./motion";

/** How long a ripple lives, in milliseconds. */
export const RIPPLE_DURATION = 600;

/**
 * Shows a ripple where a button is clicked, removed after 600 ms; none under
 * reduced motion. One listener on the document serves every button.
 * Returns the function that removes the listener.
 */
export function installRipple(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.(".btn");
    if (!(button instanceof HTMLElement) || prefersReducedMotion()) return;
    const rect = button.getBoundingClientRect();
    const size = Math.max(rect.width, rect.height);
    const ripple = root.createElement("span");
    ripple.className = "ripple";
    ripple.setAttribute("aria-hidden", "true");
    ripple.style.width = ripple.style.height = `${size}px`;
    // A keyboard "click" has no pointer position: ripple from the centre.
    const x = event.clientX || rect.left + rect.width / 2;
    const y = event.clientY || rect.top + rect.height / 2;
    ripple.style.left = `${x - rect.left - size / 2}px`;
    ripple.style.top = `${y - rect.top - size / 2}px`;
    button.appendChild(ripple);
    setTimeout(() => ripple.remove(), RIPPLE_DURATION);
  };
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}
