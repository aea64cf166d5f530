import { Modal as BootstrapModal, Offcanvas as BootstrapOffcanvas, type ModalProps, type OffcanvasProps } from "react-bootstrap";
import { useOverlayContainer } from "./Scope";

// react-bootstrap's dialogs, opening in their Scope's layer instead of straight in <body>, where the
// example's styles would not reach them (tooltips and popovers: overlays.tsx). A `container` given
// still wins. Each is marked pure, so a page that opens one kind does not download the other.

function ScopedModal(props: ModalProps) {
  return <BootstrapModal container={useOverlayContainer()} {...props} />;
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
  return <BootstrapOffcanvas container={useOverlayContainer()} {...props} />;
}
/** react-bootstrap's Offcanvas, opened in the example's scope. */
export const Offcanvas = /* @__PURE__ */ Object.assign(ScopedOffcanvas, {
  Body: BootstrapOffcanvas.Body,
  Header: BootstrapOffcanvas.Header,
  Title: BootstrapOffcanvas.Title,
});
