import type { KeyboardEvent } from "react";
import { Modal as BootstrapModal, Offcanvas as BootstrapOffcanvas, type ModalProps, type OffcanvasProps } from "react-bootstrap";
import { useOverlayContainer } from "./Scope";

// react-bootstrap's dialogs, opening in their Scope's layer instead of straight in <body>, where the
// example's styles would not reach them (tooltips and popovers: overlays.tsx). A `container` given
// still wins. Each is marked pure, so a page that opens one kind does not download the other.

/**
 * Tab from a dialog's last control goes to its first, and Shift+Tab from its first to its last, as Bootstrap's own
 * dialogs do: react-bootstrap only pulls focus back once it has left, and from a frame it leaves for the page around.
 */
function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "Tab" || event.defaultPrevented) return;
  const stops = [
    ...event.currentTarget.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary, [tabindex]"),
  ].filter((element) => element.tabIndex >= 0 && !element.matches(":disabled") && element.checkVisibility());
  const [first, last] = [stops[0], stops.at(-1)];
  const active = event.currentTarget.ownerDocument.activeElement;
  const to = !first ? event.currentTarget : event.shiftKey ? (active === first || active === event.currentTarget ? last : null) : active === last ? first : null;
  if (!to) return;
  event.preventDefault();
  to.focus();
}

function ScopedModal(props: ModalProps) {
  return (
    <BootstrapModal
      container={useOverlayContainer()}
      {...props}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        props.onKeyDown?.(event);
        keepTabInside(event);
      }}
    />
  );
}
/** react-bootstrap's Modal, opened in the example's scope. */
export const Modal = /* @__PURE__ */ Object.assign(ScopedModal, {
  Body: BootstrapModal.Body,
  Header: BootstrapModal.Header,
  Title: BootstrapModal.Title,
  Footer: BootstrapModal.Footer,
  Dialog: BootstrapModal.Dialog,
});

function ScopedOffcanvas(props: OffcanvasProps) {
  return (
    <BootstrapOffcanvas
      container={useOverlayContainer()}
      {...props}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        props.onKeyDown?.(event);
        keepTabInside(event);
      }}
    />
  );
}
/** react-bootstrap's Offcanvas, opened in the example's scope. */
export const Offcanvas = /* @__PURE__ */ Object.assign(ScopedOffcanvas, {
  Body: BootstrapOffcanvas.Body,
  Header: BootstrapOffcanvas.Header,
  Title: BootstrapOffcanvas.Title,
});
