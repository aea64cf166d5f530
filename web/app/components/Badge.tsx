import type { ComponentPropsWithRef } from "react";
import { assertOneOf, themeColors, type ThemeColor } from "./kitProps";

export const badgeColors = themeColors;
export const badgeVariants = ["gradient"] as const;

export type BadgeProps = Omit<ComponentPropsWithRef<"span">, "color"> & {
  color?: ThemeColor;
  /** Left out, the badge is simple: a soft tint with the colour as text. */
  variant?: (typeof badgeVariants)[number];
  /** Pill-shaped ends. */
  rounded?: boolean;
};

/** A small label: simple (tinted) or gradient, square-cornered or rounded. */
export function Badge({ color = "primary", variant, rounded = false, className = "", children, ...props }: BadgeProps) {
  assertOneOf("Badge", "color", badgeColors, color);
  if (variant !== undefined) assertOneOf("Badge", "variant", badgeVariants, variant);
  const classes = ["badge", variant === "gradient" ? `bg-gradient-${color}` : `badge-${color}`, rounded && "rounded-pill", className];
  return (
    <span {...props} className={classes.filter(Boolean).join(" ")}>
      {children}
    </span>
  );
}
