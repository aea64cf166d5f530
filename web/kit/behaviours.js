// What the catalogue's HTML snippets need beyond Bootstrap's own script, published after Bootstrap
// 5.3's bundle as /kit/ukguide.js (scripts/postbuild.mjs). It acts only inside a snippet's scope, an
// element of class ukg, and keeps what opens there inside it, where the published stylesheet applies.
/* global bootstrap */
(() => {
  const scope = ".ukg";
  const overlays = '[data-bs-toggle="tooltip"], [data-bs-toggle="popover"]';
  const demoMessage = "This is a demo form: nothing was sent.";

  // Tooltips and popovers are made on first use (Bootstrap leaves making them to the page), opening
  // in their snippet's scope unless their markup names a container of its own.
  const makeOverlay = (event) => {
    const trigger = event.target instanceof Element ? event.target.closest(overlays) : null;
    const within = trigger?.closest(scope);
    if (!trigger || !within) return;
    const Overlay = trigger.getAttribute("data-bs-toggle") === "popover" ? bootstrap.Popover : bootstrap.Tooltip;
    // Made while the event is on its way, so the listeners it adds to the trigger hear this event too.
    if (!Overlay.getInstance(trigger)) Overlay.getOrCreateInstance(trigger, trigger.hasAttribute("data-bs-container") ? {} : { container: within });
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
