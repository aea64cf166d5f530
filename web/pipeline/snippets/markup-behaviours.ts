// An example's prerendered markup made into HTML that behaves without React: its widgets carry the
// data-bs-* attributes Bootstrap 5.3's own script reads (as Bootstrap's documentation writes them),
// what React renders only when opened (a modal, a dropdown's menu, a tooltip's text) is added from
// what the example's probe saw (widget-probe.ts), and its forms send nothing.
// Each step works on the DOM of the snippet's scope, the `.ukg` element around it.
import type { Probe } from "./widget-probe";

/** A new id, unused in the document: `base`, else `base-2`, `base-3`… */
function freshId(document: Document, base: string): string {
  let id = base;
  for (let n = 2; document.getElementById(id); n++) id = `${base}-${n}`;
  return id;
}
const idOf = (element: Element, base: string): string => {
  if (!element.id) element.id = freshId(element.ownerDocument, base);
  return element.id;
};
const targetOf = (element: Element, root: Element): Element | undefined => {
  const id = element.getAttribute("aria-controls");
  return id && !/\s/.test(id) ? [...root.querySelectorAll("[id]")].find((candidate) => candidate.id === id) : undefined;
};
const dataAttributes = (element: Element, values: Record<string, string | number | boolean | undefined>) => {
  for (const [name, value] of Object.entries(values)) if (value !== undefined) element.setAttribute(`data-bs-${name}`, String(value));
};

/** Turns an open react-bootstrap modal or offcanvas into Bootstrap's closed one: hidden, no state of its own. */
function closeDialog(dialog: Element, kind: "modal" | "offcanvas"): Element {
  dialog.classList.remove("show", "showing");
  dialog.classList.add(kind);
  for (const name of ["style", "role", "aria-modal"]) dialog.removeAttribute(name);
  dialog.setAttribute("tabindex", "-1");
  dialog.setAttribute("aria-hidden", "true");
  for (const element of dialog.querySelectorAll("[autofocus]")) element.removeAttribute("autofocus");
  return dialog;
}

/** Turns an open dropdown menu into Bootstrap's closed one: Popper's position and state taken off. */
function closeMenu(menu: Element): Element {
  menu.classList.remove("show");
  for (const name of [...menu.getAttributeNames()]) {
    if (name === "style" || name === "x-placement" || name.startsWith("data-popper") || name === "data-bs-popper") menu.removeAttribute(name);
  }
  return menu;
}

const parse = (document: Document, html: string): Element => {
  const template = document.createElement("template");
  template.innerHTML = html;
  const element = template.content.firstElementChild;
  if (!element || template.content.children.length !== 1) throw new Error(`expected one element, got: ${html.slice(0, 80)}`);
  return element;
};

/** Bootstrap's placements, from Popper's (react-bootstrap writes start and end for left and right). */
const placementOf = (placement: string): string => ({ start: "left", end: "right" } as Record<string, string>)[placement] ?? placement;
/** The events that open each kind of overlay in Bootstrap when its markup names none. */
const defaultTriggers = { tooltip: "hover focus", popover: "click" };

/**
 * Adds what Bootstrap's script needs to make the snippet's widgets behave as the preview does.
 * From the markup: collapses (a navbar's toggler), accordions, tabs, dismissible alerts and toasts,
 * a carousel's own controls. From the probe (indexes into the scope's elements as prerendered):
 * modals and offcanvases with their triggers and closers, dropdown menus, tooltips and popovers,
 * controls of a carousel outside it.
 */
export function addBehaviours(scope: Element, probe: Partial<Probe> = {}): void {
  const document = scope.ownerDocument;
  const elements = [...scope.querySelectorAll("*")];
  const at = (index: number, what: string): Element => {
    const element = elements[index];
    if (!element) throw new Error(`the probe names element ${index} (${what}), which the snippet does not have`);
    return element;
  };
  const { modals = [], menus = [], tips = [], slides = [] } = probe;
  // Resolved before any change, while the indexes hold.
  const modalPlan = modals.map((modal) => ({ ...modal, trigger: at(modal.trigger, "a dialog's trigger") }));
  const menuPlan = menus.map((menu) => ({ ...menu, toggle: at(menu.toggle, "a menu's toggle"), after: menu.after === null ? null : at(menu.after, "a menu's place"), parent: at(menu.parent, "a menu's parent") }));
  const tipPlan = tips.map((tip) => ({ ...tip, trigger: at(tip.trigger, "a tooltip's trigger"), container: tip.container === undefined ? undefined : at(tip.container, "a tooltip's container") }));
  const slidePlan = slides.map((slide) => ({ ...slide, control: at(slide.control, "a carousel control"), carousel: at(slide.carousel, "a carousel") }));

  // Collapses: a toggle that controls an element of class collapse (a navbar's menu, react-bootstrap's Collapse).
  for (const toggle of scope.querySelectorAll("button[aria-controls][aria-expanded], a[aria-controls][aria-expanded]")) {
    const target = targetOf(toggle, scope);
    if (target?.classList.contains("collapse")) dataAttributes(toggle, { toggle: "collapse", target: `#${target.id}` });
  }

  // Accordions: each header's button opens its item's collapse; opening one closes the others (react-bootstrap's default).
  for (const accordion of scope.querySelectorAll(".accordion")) {
    const accordionId = idOf(accordion, "accordion");
    for (const item of accordion.querySelectorAll(":scope > .accordion-item")) {
      const button = item.querySelector(":scope > .accordion-header .accordion-button");
      const collapse = item.querySelector(":scope > .accordion-collapse");
      if (!button || !collapse) continue;
      const collapseId = idOf(collapse, `${accordionId}-item`);
      dataAttributes(button, { toggle: "collapse", target: `#${collapseId}` });
      button.setAttribute("aria-controls", collapseId);
      collapse.setAttribute("data-bs-parent", `#${accordionId}`);
    }
  }

  // Tabs: a tab shows the panel it controls; panels hidden by attribute become Bootstrap's tab panes.
  for (const tab of scope.querySelectorAll('[role="tab"][aria-controls]')) {
    const panel = targetOf(tab, scope);
    if (!panel || !tab.closest('.nav, .list-group, [role="tablist"]')) continue;
    if (!panel.parentElement?.classList.contains("tab-content")) throw new Error(`the tab panel #${panel.id} is not in a .tab-content, where Bootstrap shows one panel at a time`);
    dataAttributes(tab, { toggle: tab.closest(".nav-pills") ? "pill" : "tab", target: `#${panel.id}` });
    if (!panel.classList.contains("tab-pane")) {
      panel.classList.add("tab-pane");
      if (!panel.hasAttribute("hidden")) panel.classList.add("active");
      panel.removeAttribute("hidden");
    }
  }

  // Dismissible alerts and toasts: their close button closes them.
  for (const button of scope.querySelectorAll(".alert-dismissible > .btn-close")) dataAttributes(button, { dismiss: "alert" });
  for (const button of scope.querySelectorAll(".toast .btn-close")) {
    button.removeAttribute("data-dismiss"); // Bootstrap 4's name, which react-bootstrap still writes
    dataAttributes(button, { dismiss: "toast" });
  }

  // A carousel's own controls and indicators.
  for (const carousel of scope.querySelectorAll(".carousel")) {
    const target = `#${idOf(carousel, "carousel")}`;
    for (const control of carousel.querySelectorAll(".carousel-control-prev, .carousel-control-next")) {
      dataAttributes(control, { target, slide: control.classList.contains("carousel-control-prev") ? "prev" : "next" });
      if (control.localName === "a") control.removeAttribute("href");
    }
    carousel.querySelectorAll(".carousel-indicators > [data-bs-target]").forEach((indicator, index) => dataAttributes(indicator, { target, "slide-to": index }));
  }
  for (const { control, carousel, slide } of slidePlan) {
    const target = `#${idOf(carousel, "carousel")}`;
    dataAttributes(control, typeof slide === "number" ? { target, "slide-to": slide } : { target, slide });
  }

  // Modals and offcanvases: closed, after the example, opened by their trigger, closed by what closed them.
  for (const { trigger, html, kind, dismiss, backdrop, keyboard } of modalPlan) {
    const dialog = closeDialog(parse(document, html), kind);
    const inside = [...dialog.querySelectorAll("*")];
    for (const index of dismiss) {
      if (!inside[index]) throw new Error(`the probe names element ${index} of a dialog, which it does not have`);
      dataAttributes(inside[index], { dismiss: kind });
    }
    dataAttributes(dialog, { backdrop, keyboard });
    scope.append(dialog);
    dataAttributes(trigger, { toggle: kind, target: `#${idOf(dialog, kind)}` });
  }

  // Dropdown menus: closed, where React renders them once open.
  for (const { toggle, html, after, parent } of menuPlan) {
    const menu = closeMenu(parse(document, html));
    if (after) after.after(menu);
    else parent.prepend(menu);
    dataAttributes(toggle, { toggle: "dropdown" });
    toggle.setAttribute("aria-expanded", "false");
  }

  // Tooltips and popovers: their text on their trigger, as Bootstrap reads it.
  for (const { trigger, kind, title, content, html, placement, triggers, container } of tipPlan) {
    const events = triggers.join(" ");
    dataAttributes(trigger, {
      toggle: kind,
      title,
      content,
      html: html ? "true" : undefined,
      placement: placementOf(placement),
      trigger: events === defaultTriggers[kind] ? undefined : events,
      container: container ? `#${idOf(container, kind)}` : undefined,
    });
  }
}

/**
 * Forms send nothing: method="dialog" submits to nowhere, even without a script; /kit/ukguide.js
 * says so in the form's status region (data-ukg-demo). A function action React wrote as a
 * `javascript:` URL is taken off.
 */
export function demoForms(scope: Element): void {
  for (const form of scope.querySelectorAll("form")) {
    for (const name of ["action", "target", "enctype"]) form.removeAttribute(name);
    form.setAttribute("method", "dialog");
    form.setAttribute("data-ukg-demo", "");
  }
  for (const control of scope.querySelectorAll("[formaction], [formmethod], [formtarget]")) {
    for (const name of ["formaction", "formmethod", "formtarget"]) control.removeAttribute(name);
  }
}

/** Attributes only React's widgets read (react-bootstrap's event keys, @restart/ui's markers). */
export function dropReactAttributes(scope: Element): void {
  for (const element of scope.querySelectorAll("*")) {
    for (const name of element.getAttributeNames()) if (name.startsWith("data-rr-ui-")) element.removeAttribute(name);
  }
}

/** Whether a snippet needs Bootstrap's script (/kit/ukguide.js) to behave. */
export function needsScript(scope: Element): boolean {
  return scope.querySelector("[data-bs-toggle], [data-bs-dismiss], [data-bs-slide], [data-bs-slide-to], [data-bs-ride]") !== null;
}
