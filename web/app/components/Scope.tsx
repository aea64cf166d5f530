import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from "react";

/** The class inside which the published styles apply (web/scope-styles.ts). */
export const scopeClass = "ukg";

/** Where the scope's overlays open: a layer of the scope at the end of <body>, made when first asked for. */
const OverlayLayer = createContext<(() => HTMLElement | null) | undefined>(undefined);

/**
 * Where a Scope puts its overlay layer when not at the end of <body>: an element of a page that shows the example
 * in a box of its own (the showcase's preview), so that its modals open in that box, not over the whole page.
 */
export const OverlayHost = createContext<(() => HTMLElement | null) | null>(null);

/** The container for a react-bootstrap overlay opened inside a Scope (undefined outside one: <body>). */
export function useOverlayContainer(): (() => HTMLElement | null) | undefined {
  return useContext(OverlayLayer);
}

/**
 * The element an example renders inside: installed in another app, its styles apply within this
 * element and within the layer where its modals, tooltips and popovers open, and nowhere else (the
 * styles every example shares inside any `.ukg`, the example's own inside its `.ukg-<name>`). The
 * layer takes the colour mode (`data-bs-theme`) the scope is in.
 */
export function Scope({ name, children }: { name: string; children: ReactNode }) {
  const classes = `${scopeClass} ${scopeClass}-${name}`;
  const root = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement | null>(null);
  const stop = useRef<() => void>(undefined);
  const follow = useRef<() => void>(undefined);
  const host = useContext(OverlayHost);

  const container = useCallback(() => {
    if (layer.current || typeof document === "undefined") return layer.current;
    const element = document.createElement("div");
    element.className = `${classes} ${scopeClass}-layer`;
    (host?.() ?? document.body).append(element);
    // Only on a change: setting the attribute is a mutation the observer reports.
    follow.current = () => {
      const mode = root.current?.closest("[data-bs-theme]")?.getAttribute("data-bs-theme") ?? null;
      if (element.getAttribute("data-bs-theme") === mode) return;
      if (mode) element.setAttribute("data-bs-theme", mode);
      else element.removeAttribute("data-bs-theme");
    };
    follow.current();
    const observer = new MutationObserver(follow.current);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-bs-theme"], subtree: true });
    stop.current = () => {
      observer.disconnect();
      element.remove();
    };
    layer.current = element;
    return element;
  }, [classes, host]);

  // A layer asked for while rendering, before this element was in the page, learns its mode here.
  useEffect(() => follow.current?.());
  useEffect(
    () => () => {
      stop.current?.();
      layer.current = null;
    },
    [],
  );

  return (
    <div ref={root} className={classes}>
      <OverlayLayer value={container}>{children}</OverlayLayer>
    </div>
  );
}
