import {
  Modal as BootstrapModal,
  Offcanvas as BootstrapOffcanvas,
  Overlay as BootstrapOverlay,
  OverlayTrigger as BootstrapOverlayTrigger,
  type ModalProps,
  type OffcanvasProps,
  type OverlayProps,
  type OverlayTriggerProps,
} from "react-bootstrap";
import { useOverlayContainer } from "./Scope";

// react-bootstrap's overlays, opening in their Scope's layer instead of straight in <body>, where
// the example's styles would not reach them. A `container` given still wins.

function ScopedModal(props: ModalProps) {
  return <BootstrapModal container={useOverlayContainer()} {...props} />;
}
/** react-bootstrap's Modal, opened in the example's scope. */
export const Modal = Object.assign(ScopedModal, {
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
export const Offcanvas = Object.assign(ScopedOffcanvas, {
  Body: BootstrapOffcanvas.Body,
  Header: BootstrapOffcanvas.Header,
  Title: BootstrapOffcanvas.Title,
});

/** react-bootstrap's OverlayTrigger (tooltips, popovers), opened in the example's scope. */
export function OverlayTrigger(props: OverlayTriggerProps) {
  return <BootstrapOverlayTrigger container={useOverlayContainer()} {...props} />;
}

/** react-bootstrap's Overlay, opened in the example's scope. */
export function Overlay(props: OverlayProps) {
  return <BootstrapOverlay container={useOverlayContainer()} {...props} />;
}
