import { useState, type ReactNode } from "react";
import { Alert as BootstrapAlert } from "react-bootstrap";

export const alertColors = ["success", "primary", "secondary", "danger", "warning", "info", "light", "dark"] as const;
export type AlertColor = (typeof alertColors)[number];

export const alertFontWeights = ["light", "normal", "medium", "semibold", "bold"] as const;
export type AlertFontWeight = (typeof alertFontWeights)[number];

export interface AlertProps {
  /** The alert's colour; white text on the theme's readable shade (dark text on light). */
  color?: AlertColor;
  /** Shows a close button that removes the alert. */
  dismissible?: boolean;
  /** The weight of the alert's text. */
  fontWeight?: AlertFontWeight;
  children: ReactNode;
}

/** A solid coloured message; dismissible ones close with their close button. */
export function Alert({ color = "success", dismissible = false, fontWeight, children }: AlertProps) {
  const [show, setShow] = useState(true);
  if (!alertColors.includes(color)) {
    throw new Error(`Alert: color must be one of ${alertColors.join(", ")}; got "${color}"`);
  }
  if (fontWeight !== undefined && !alertFontWeights.includes(fontWeight)) {
    throw new Error(`Alert: fontWeight must be one of ${alertFontWeights.join(", ")}; got "${fontWeight}"`);
  }
  return (
    <BootstrapAlert
      variant={color}
      className={`alert-solid${fontWeight ? ` fw-${fontWeight}` : ""}`}
      dismissible={dismissible}
      show={show}
      onClose={() => setShow(false)}
      closeVariant={color === "light" ? undefined : "white"}
    >
      {children}
    </BootstrapAlert>
  );
}
