// What an example's widgets do that its prerendered markup does not show: the example is rendered
// in a DOM (jsdom) and each of its controls is hovered, focused and clicked, each on a fresh render,
// to see what opens. react-bootstrap renders a modal, a dropdown's menu or a tooltip only once it is
// open, so the HTML snippet (markup-behaviours.ts) takes them from here, with the control that
// opened them: derived from the example itself, never written twice. Run by the build in a worker
// (probe-worker.mjs) and by the tests in Vitest's jsdom.
import { createElement, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { renameIds } from "./snippet-ids";

/** Element positions are indexes into the prerendered scope's elements, in document order (`scope.querySelectorAll("*")`). */
interface ProbedDialog {
  kind: "modal" | "offcanvas";
  trigger: number;
  /** Its markup as react-bootstrap renders it open, ids as prerendered. */
  html: string;
  /** Indexes into the dialog's own elements of those that close it. */
  dismiss: number[];
  /** Set when a click beside it does not close it. */
  backdrop?: "static";
  /** Set when Esc does not close it. */
  keyboard?: false;
}
interface ProbedMenu {
  toggle: number;
  html: string;
  /** The element the menu follows, or null when it comes first in `parent`. */
  after: number | null;
  parent: number;
}
interface ProbedTip {
  kind: "tooltip" | "popover";
  trigger: number;
  /** The tooltip's text, or the popover's header. */
  title: string;
  /** The popover's body. */
  content?: string;
  /** Whether title and content are markup rather than text. */
  html: boolean;
  placement: string;
  /** What opens it, in Bootstrap's words. */
  triggers: ("hover" | "focus" | "click")[];
  /** The element of the example it opens in, when not at the end of the page. */
  container?: number;
}
interface ProbedSlide {
  control: number;
  carousel: number;
  /** The way it turns, or the slide it goes to. */
  slide: "prev" | "next" | number;
}
export interface Probe {
  modals: ProbedDialog[];
  menus: ProbedMenu[];
  tips: ProbedTip[];
  slides: ProbedSlide[];
}

/** What may open something when hovered, focused or clicked. */
const controls = 'button, a[href], input, select, textarea, summary, [tabindex], [role="button"], [role="tab"]';
const overlays = ".modal, .offcanvas, .tooltip, .popover, .dropdown-menu";
const actions = ["hover", "focus", "click"] as const;
type Action = (typeof actions)[number];

/** Waits until the DOM has not changed for `idle` ms (timers, transitions and effects done), at most `limit` ms. */
function settle(idle = 15, limit = 3000): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    let timer = setTimeout(done, idle);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, Date.now() - started > limit ? 0 : idle);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    function done() {
      observer.disconnect();
      resolve();
    }
  });
}

/** One render of the example, its elements paired with the prerendered ones. */
interface Stage {
  container: HTMLElement;
  /** The render's element at each prerendered index. */
  at: Map<number, Element>;
  /** Each rendered element's prerendered index. */
  indexOf: Map<Element, number>;
  /** Ids of the render by the prerendered ids of the same elements. */
  ids: Map<string, string>;
  /** How many changes the DOM saw since the stage was set or last checked. */
  changes(): number;
  remove(): void;
}

/**
 * Pairs the render's elements with the prerendered ones, child by child: a tag (and class) in
 * order, where the render may have more (an element an effect adds after hydration).
 */
function align(ours: ParentNode, theirs: ParentNode, pairs: Map<Element, Element>, where: string) {
  const children = [...ours.children];
  let from = 0;
  for (const wanted of theirs.children) {
    const same = (exact: boolean) =>
      children.findIndex((child, position) => position >= from && child.localName === wanted.localName && (!exact || child.getAttribute("class") === wanted.getAttribute("class")));
    const found = same(true) >= 0 ? same(true) : same(false);
    if (found < 0) throw new Error(`${where}: the probe's render has no <${wanted.localName} class="${wanted.getAttribute("class") ?? ""}"> where the prerendered markup has one`);
    pairs.set(children[found], wanted);
    align(children[found], wanted, pairs, where);
    from = found + 1;
  }
}

/** Probes one example against its prerendered scope's markup (`scope.innerHTML`). */
export async function probeExample(Example: ComponentType, markup: string, where = "example"): Promise<Probe> {
  const template = document.createElement("template");
  template.innerHTML = markup;
  const prerendered = [...template.content.querySelectorAll("*")];
  const prerenderedIndex = new Map(prerendered.map((element, index) => [element, index]));
  const probe: Probe = { modals: [], menus: [], tips: [], slides: [] };

  // Links and forms stay on the page; React has seen the event before these listeners do.
  const stay = (event: Event) => event.preventDefault();
  const stayOnLinks = (event: Event) => (event.target as Element | null)?.closest?.("a[href]") && event.preventDefault();
  window.addEventListener("click", stayOnLinks);
  window.addEventListener("submit", stay);
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;

  let changes = 0;
  const counter = new MutationObserver((records) => (changes += records.length));
  counter.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });

  const mount = async (): Promise<Stage> => {
    const container = document.createElement("div");
    container.className = "ukg";
    document.body.append(container);
    let failure: unknown;
    const root = createRoot(container, { onUncaughtError: (error) => (failure = error) });
    flushSync(() => root.render(createElement(Example)));
    await settle();
    if (failure) throw new Error(`${where}: the example failed to render in the probe: ${failure instanceof Error ? failure.message : String(failure)}`, { cause: failure });
    const pairs = new Map<Element, Element>();
    align(container, template.content, pairs, where);
    const at = new Map<number, Element>();
    const indexOf = new Map<Element, number>();
    const ids = new Map<string, string>();
    for (const [ours, theirs] of pairs) {
      const index = prerenderedIndex.get(theirs)!;
      at.set(index, ours);
      indexOf.set(ours, index);
      if (ours.id && theirs.id) ids.set(ours.id, theirs.id);
    }
    changes = 0;
    return {
      container,
      at,
      indexOf,
      ids,
      changes: () => {
        const seen = changes + counter.takeRecords().length;
        changes = 0;
        return seen;
      },
      remove: () => {
        flushSync(() => root.unmount());
        container.remove();
        // What an overlay left in <body> (a modal's backdrop mid-transition).
        for (const element of [...document.body.children]) element.remove();
      },
    };
  };

  /** An element of the render (or its content), with the prerendered ids. */
  const markupOf = (stage: Stage, element: Element, inner = false) => {
    const copy = element.cloneNode(true) as Element;
    renameIds(copy, (id) => stage.ids.get(id), true);
    return inner ? copy.innerHTML : copy.outerHTML;
  };
  /** The nearest element at or before `element` among its siblings that has a prerendered twin. */
  const pairedBefore = (stage: Stage, element: Element | null) => {
    for (let node = element; node; node = node.previousElementSibling) if (stage.indexOf.has(node)) return stage.indexOf.get(node)!;
    return null;
  };
  const act = async (element: Element, action: Action) => {
    if (action === "hover") element.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    else if (action === "focus") (element as HTMLElement).focus();
    else (element as HTMLElement).click();
    await settle();
  };
  const opened = (before: Set<Element>) =>
    [...document.querySelectorAll(overlays)].filter((element) => !before.has(element) && !element.parentElement?.closest(overlays));
  const shownOverlays = () => new Set([...document.querySelectorAll(overlays)].filter((element) => element.matches(".show, .showing")));
  const activeSlides = (stage: Stage) =>
    new Map([...stage.container.querySelectorAll(".carousel")].map((carousel) => [carousel, [...carousel.querySelectorAll(".carousel-item")].findIndex((item) => item.classList.contains("active"))]));
  /** Whether a trigger already found for this kind holds this element (the event reached it by bubbling). */
  const within = (index: number, found: number[]) => found.some((other) => other !== index && prerendered[other].contains(prerendered[index]));

  try {
    let stage = await mount();
    const candidates = prerendered.flatMap((element, index) => (element.matches(controls) ? [index] : []));
    const ambiguous: ProbedSlide[] = [];
    for (const index of candidates) {
      for (const action of actions) {
        const element = stage.at.get(index);
        if (!element) break;
        const before = shownOverlays();
        const slides = activeSlides(stage);
        stage.changes();
        await act(element, action);
        for (const overlay of opened(before)) {
          if (overlay.matches(".tooltip, .popover")) {
            const kind = overlay.matches(".popover") ? "popover" : "tooltip";
            if (within(index, probe.tips.filter((tip) => tip.kind === kind).map((tip) => tip.trigger))) continue;
            const known = probe.tips.find((tip) => tip.trigger === index && tip.kind === kind);
            if (known) {
              if (!known.triggers.includes(action)) known.triggers.push(action);
              continue;
            }
            const [titlePart, contentPart] = kind === "tooltip" ? [overlay.querySelector(".tooltip-inner"), null] : [overlay.querySelector(".popover-header"), overlay.querySelector(".popover-body")];
            const html = [titlePart, contentPart].some((part) => part && part.children.length > 0);
            const text = (part: Element | null) => (part ? (html ? markupOf(stage, part, true) : (part.textContent ?? "")) : undefined);
            const placement = (overlay.getAttribute("data-popper-placement") ?? overlay.getAttribute("x-placement") ?? "top").split("-")[0];
            const container = overlay.parentElement && stage.container.contains(overlay.parentElement) ? stage.indexOf.get(overlay.parentElement) : undefined;
            probe.tips.push({ kind, trigger: index, title: text(titlePart) ?? "", content: text(contentPart), html, placement, triggers: [action], container });
          } else if (overlay.matches(".modal, .offcanvas") && action === "click") {
            if (within(index, probe.modals.map((modal) => modal.trigger))) continue;
            probe.modals.push({ kind: overlay.matches(".offcanvas") ? "offcanvas" : "modal", trigger: index, html: markupOf(stage, overlay), dismiss: [] });
          } else if (overlay.matches(".dropdown-menu") && action === "click") {
            if (within(index, probe.menus.map((menu) => menu.toggle)) || !overlay.parentElement || !stage.indexOf.has(overlay.parentElement)) continue;
            probe.menus.push({ toggle: index, html: markupOf(stage, overlay), after: pairedBefore(stage, overlay.previousElementSibling), parent: stage.indexOf.get(overlay.parentElement)! });
          }
        }
        if (action === "click") {
          for (const [carousel, was] of slides) {
            const items = [...carousel.querySelectorAll(".carousel-item")];
            const now = items.findIndex((item) => item.classList.contains("active"));
            if (now === was || now < 0 || !stage.indexOf.has(carousel)) continue;
            const slide: ProbedSlide = { control: index, carousel: stage.indexOf.get(carousel)!, slide: now };
            if (now === (was + 1) % items.length) slide.slide = "next";
            if (now === (was - 1 + items.length) % items.length) slide.slide = slide.slide === "next" ? now : "prev";
            // With two slides, forwards and backwards both reach the other one: told apart below.
            (items.length === 2 ? ambiguous : probe.slides).push(slide);
          }
        }
        if (stage.changes() > 0) {
          stage.remove();
          stage = await mount();
        }
      }
    }
    // Two slides: the first control turns back, the last forwards (Bootstrap draws no difference
    // without the carousel's slide class, which the prerendered markup, assuming less motion, has not).
    for (const slide of ambiguous) {
      const ofCarousel = ambiguous.filter((other) => other.carousel === slide.carousel);
      probe.slides.push({ ...slide, slide: ofCarousel.length > 1 && ofCarousel[0] === slide ? "prev" : "next" });
    }

    // What closes each dialog: its buttons and links, a click beside it, Esc.
    for (const dialog of probe.modals) {
      const open = async () => {
        stage.remove();
        stage = await mount();
        const before = shownOverlays();
        await act(stage.at.get(dialog.trigger)!, "click");
        const found = opened(before).find((overlay) => overlay.matches(".modal, .offcanvas"));
        if (!found) throw new Error(`${where}: the dialog did not open again`);
        return found;
      };
      const closed = (element: Element) => !element.isConnected || !element.classList.contains("show");
      const parts = [...(await open()).querySelectorAll("*")];
      for (const [position, part] of parts.entries()) {
        if (!part.matches('button, a[href], [role="button"]')) continue;
        const shown = await open();
        await act([...shown.querySelectorAll("*")][position], "click");
        if (closed(shown)) dialog.dismiss.push(position);
      }
      let shown = await open();
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", keyCode: 27, bubbles: true }));
      await settle();
      if (!closed(shown)) dialog.keyboard = false;
      shown = await open();
      const backdrop = dialog.kind === "offcanvas" ? document.querySelector(".offcanvas-backdrop") : shown;
      backdrop?.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
      backdrop?.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
      backdrop?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
      await settle();
      if (!closed(shown)) dialog.backdrop = "static";
    }
    stage.remove();
  } finally {
    counter.disconnect();
    window.removeEventListener("click", stayOnLinks);
    window.removeEventListener("submit", stay);
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  }
  return probe;
}
