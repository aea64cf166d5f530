import { useState, type ReactElement, type ReactNode } from "react";
import { Toast as BootstrapToast } from "react-bootstrap";

export const toastColors = ["success", "primary", "secondary", "danger", "warning", "info", "light", "dark"] as const;
export type ToastColor = (typeof toastColors)[number];

/** Milliseconds an autohiding toast stays on screen unless told otherwise. */
export const TOAST_DELAY = 5000;

export interface ToastProps {
  title: string;
  /** When it happened, as the reader should see it ('11 mins ago'). */
  date?: string;
  description?: ReactNode;
  /** Shown before the title: a short text (an emoji, a letter) or an icon element. */
  icon?: string | ReactElement;
  /** The toast's colour; white text on the theme's readable shade (dark text on light). */
  color?: ToastColor;
  /** Called when the toast closes: by its close icon, or after `delay` when it autohides. */
  onClose?: () => void;
  /** Closes the toast by itself after `delay` milliseconds. */
  autohide?: boolean;
  delay?: number;
}

/** A notification: icon, title, date and close icon, then an optional description. */
export function Toast({ title, date, description, icon, color = "success", onClose, autohide = false, delay = TOAST_DELAY }: ToastProps) {
  const [show, setShow] = useState(true);
  if (!toastColors.includes(color)) {
    throw new Error(`Toast: color must be one of ${toastColors.join(", ")}; got "${color}"`);
  }
  if (!title) throw new Error("Toast: title is required");

  const close = () => {
    setShow(false);
    onClose?.();
  };
  return (
    <BootstrapToast className={`toast-solid toast-${color}`} show={show} onClose={close} autohide={autohide} delay={delay}>
      <BootstrapToast.Header closeLabel="Close notification" closeVariant={color === "light" ? undefined : "white"}>
        {icon !== undefined && (
          <span className="toast-icon" aria-hidden="true">
            {icon}
          </span>
        )}
        <strong className="toast-title me-auto">{title}</strong>
        {date && <small className="toast-date">{date}</small>}
      </BootstrapToast.Header>
      {description && <BootstrapToast.Body>{description}</BootstrapToast.Body>}
    </BootstrapToast>
  );
}
