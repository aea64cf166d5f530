import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

const visitorInput = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * After a link to one of this page's blocks (`#id`), keeps that block where the link put it while the blocks
 * above it load their examples and take their height: a height change above it during the (smooth) hash scroll
 * would otherwise leave it out of view. Ends at the visitor's first wheel, touch, key or click. A page loaded
 * or restored from history (POP) is left to the browser.
 */
export function useHashBlock(): void {
  const { hash, key } = useLocation();
  const navigation = useNavigationType();
  useEffect(() => {
    if (navigation === "POP" || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target?.parentElement) return;
    const above: Element[] = [];
    for (let block = target.previousElementSibling; block; block = block.previousElementSibling) above.push(block);
    const observer = new ResizeObserver(() => target.scrollIntoView());
    for (const block of above) observer.observe(block);
    const stop = () => {
      observer.disconnect();
      for (const type of visitorInput) window.removeEventListener(type, stop, true);
    };
    for (const type of visitorInput) window.addEventListener(type, stop, { capture: true, passive: true });
    return stop;
  }, [hash, key, navigation]);
}
