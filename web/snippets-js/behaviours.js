// What the catalogue's HTML snippets need beyond Bootstrap's own script, published after Bootstrap
// 5.3's bundle as /kit/ukguide.js (pipeline/snippets.ts). It acts only inside a snippet's scope, an
// element of class ukg, and keeps what opens there inside it, where the published stylesheet applies.
/* global bootstrap */
(() => {
  const scope = ".ukg";
  const overlays = '[data-bs-toggle="tooltip"], [data-bs-toggle="popover"]';
  /** @type {Partial<Record<string, string>>} */
  const opposite = { top: "bottom", right: "left", bottom: "top", left: "right" }; // in Bootstrap's order
  const demoMessage = "This is a demo form: nothing was sent.";

  // Tooltips and popovers are made on first use (Bootstrap leaves making them to the page), opening
  // in their snippet's scope unless their markup names a container of its own.
  /** Bootstrap's popover template, its header a div. */
  const popoverTemplate = () => {
    const template = document.createElement("template");
    template.innerHTML = bootstrap.Popover.Default.template;
    const header = template.content.querySelector(".popover-header");
    if (header) header.replaceWith(Object.assign(document.createElement("div"), { className: "popover-header" }));
    return template.innerHTML;
  };

  /** @param {Event} event */
  const makeOverlay = (event) => {
    const trigger = event.target instanceof Element ? event.target.closest(overlays) : null;
    const within = trigger?.closest(scope);
    if (!trigger || !within) return;
    const Overlay = trigger.getAttribute("data-bs-toggle") === "popover" ? bootstrap.Popover : bootstrap.Tooltip;
    // Without room, it tries the opposite side first, as the React examples' overlays do, then the
    // rest in Bootstrap's order (Bootstrap alone would try the next side round first).
    // Bootstrap's default placement is a side's name (its types allow a function, as an option may be).
    const placement = trigger.getAttribute("data-bs-placement") ?? /** @type {string} */ (Overlay.Default.placement);
    const first = opposite[placement] ?? "top";
    /** @type {Partial<bootstrap.Tooltip.Options>} */
    const options = { fallbackPlacements: [first, ...Object.keys(opposite).filter((side) => side !== placement && side !== first)] };
    // A popover's title in a div, as the React examples write it (Bootstrap's own template has an h3).
    if (Overlay === bootstrap.Popover) options.template = popoverTemplate();
    if (!trigger.hasAttribute("data-bs-container")) options.container = within;
    // Made while the event is on its way, so the listeners it adds to the trigger hear this event too.
    if (!Overlay.getInstance(trigger)) Overlay.getOrCreateInstance(trigger, options);
  };
  for (const type of ["mouseover", "focusin", "click"]) document.addEventListener(type, makeOverlay, true);

  // A modal's backdrop goes where its modal is: Bootstrap puts it at the end of <body>, outside the scope.
  document.addEventListener("show.bs.modal", (event) => {
    const within = event.target.closest(scope);
    if (!within) return;
    queueMicrotask(() => {
      for (const backdrop of document.querySelectorAll("body > .modal-backdrop")) within.append(backdrop);
    });
  });

  // Moving pills (the kit's NavPills): a highlight slides under the active tab, and horizontal pills
  // stack below 991 px, as the React component does.
  const narrow = matchMedia("(max-width: 990.98px)");
  const placeHighlights = () => {
    for (const track of document.querySelectorAll(`${scope} .nav-pills-track`)) {
      const nav = track.querySelector(".nav-pills-moving");
      /** @type {HTMLElement | null | undefined} */
      const tab = nav?.querySelector(".nav-link.active");
      if (!nav || !tab) continue;
      if (track.classList.contains("is-responsive")) {
        /** @type {HTMLElement} */ (track.parentElement).classList.toggle("is-stacked", narrow.matches);
        nav.classList.toggle("flex-column", narrow.matches);
        nav.classList.toggle("flex-row", !narrow.matches);
        nav.setAttribute("aria-orientation", narrow.matches ? "vertical" : "horizontal");
      }
      /** @type {HTMLElement | null} */
      let highlight = track.querySelector(":scope > .moving-tab");
      if (!highlight) {
        highlight = document.createElement("span");
        highlight.className = "moving-tab";
        highlight.setAttribute("aria-hidden", "true");
        track.prepend(highlight);
        track.classList.add("has-moving-tab");
      }
      highlight.style.width = `${tab.offsetWidth}px`;
      highlight.style.height = `${tab.offsetHeight}px`;
      highlight.style.transform = `translate(${tab.offsetLeft}px, ${tab.offsetTop}px)`;
      if (!highlight.classList.contains("is-placed")) {
        void highlight.offsetWidth; // the first position without a transition
        highlight.classList.add("is-placed");
      }
    }
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", placeHighlights);
  else placeHighlights();
  document.addEventListener("shown.bs.tab", placeHighlights);
  addEventListener("resize", placeHighlights);
  document.fonts?.ready.then(placeHighlights);

  // Demo forms send nothing (their method is dialog): their status region says so.
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-ukg-demo") || !form.closest(scope)) return;
    event.preventDefault();
    let status = form.querySelector('[role="status"]');
    if (!status) {
      status = document.createElement("div");
      status.setAttribute("role", "status");
      form.append(status);
    }
    const message = document.createElement("p");
    message.className = "demo-form-message";
    message.textContent = form.getAttribute("data-ukg-demo") || demoMessage;
    // A new node each time, so that screen readers announce it again.
    status.replaceChildren(message);
  });
})();
