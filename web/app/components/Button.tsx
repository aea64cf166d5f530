import type { ComponentPropsWithRef } from "react";
import { assertOneOf, themeColors } from "./kitProps";

export const buttonVariants = ["gradient", "contained", "outline"] as const;
export const buttonColors = [...themeColors, "white"] as const;
export const buttonSizes = ["sm", "default", "lg"] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonColor = (typeof buttonColors)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export type ButtonProps = Omit<ComponentPropsWithRef<"button">, "color"> & {
  variant?: ButtonVariant;
  color?: ButtonColor;
  size?: ButtonSize;
};

const variantClass: Record<ButtonVariant, (color: ButtonColor) => string> = {
  gradient: (color) => `bg-gradient-${color}`,
  contained: (color) => `btn-${color}`,
  outline: (color) => `btn-outline-${color}`,
};

/** A Material Kit button: a real `<button type="button">` unless told otherwise; other props pass through. */
export function Button({ variant = "contained", color = "primary", size = "default", type = "button", className = "", ...props }: ButtonProps) {
  assertOneOf("Button", "variant", buttonVariants, variant);
  assertOneOf("Button", "color", buttonColors, color);
  assertOneOf("Button", "size", buttonSizes, size);
  const classes = ["btn", variantClass[variant](color), size !== "default" && `btn-${size}`, className];
  return <button {...props} type={type} className={classes.filter(Boolean).join(" ")} />;
}
