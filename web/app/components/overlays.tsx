import { Overlay as BootstrapOverlay, OverlayTrigger as BootstrapOverlayTrigger, type OverlayProps, type OverlayTriggerProps } from "react-bootstrap";
import { useOverlayContainer } from "./Scope";

// react-bootstrap's tooltips and popovers, opening in their Scope's layer instead of straight in
// <body>, where the example's styles would not reach them (modals and offcanvas: dialogs.tsx). A
// `container` given still wins.

/** react-bootstrap's OverlayTrigger (tooltips, popovers), opened in the example's scope. */
export function OverlayTrigger(props: OverlayTriggerProps) {
  return <BootstrapOverlayTrigger container={useOverlayContainer()} {...props} />;
}

/** react-bootstrap's Overlay, opened in the example's scope. */
export function Overlay(props: OverlayProps) {
  return <BootstrapOverlay container={useOverlayContainer()} {...props} />;
}
