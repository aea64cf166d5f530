import type { ReactNode } from "react";
import type { IconType } from "react-icons";
import { assertOneOf, themeColors, type ThemeColor } from "./kitProps";

export interface FeatureHighlightProps {
  /** A decorative icon (a react-icons component) in a coloured square. */
  icon: IconType;
  title: string;
  /** The short text under the title. */
  children: ReactNode;
  /** The icon square's gradient. */
  color?: ThemeColor;
  /** The title's heading level under the section's own heading. */
  headingAs?: "h2" | "h3" | "h4";
  /** center: icon, title and text centred (for a row of three); start: aligned left. */
  align?: "start" | "center";
  className?: string;
}

/** A short feature or promise: an icon, a title and a line or two of text. */
export function FeatureHighlight({
  icon: Icon,
  title,
  children,
  color = "primary",
  headingAs: Heading = "h3",
  align = "start",
  className = "",
}: FeatureHighlightProps) {
  assertOneOf("FeatureHighlight", "color", themeColors, color);
  assertOneOf("FeatureHighlight", "headingAs", ["h2", "h3", "h4"] as const, Heading);
  assertOneOf("FeatureHighlight", "align", ["start", "center"] as const, align);
  const classes = ["feature-highlight", `feature-highlight-${align}`, className].filter(Boolean).join(" ");
  return (
    <div className={classes}>
      <span className={`icon-shape feature-icon bg-gradient-${color}`} aria-hidden="true">
        <Icon size={24} aria-hidden="true" focusable="false" />
      </span>
      <Heading className="feature-title">{title}</Heading>
      <div className="feature-text">{children}</div>
    </div>
  );
}
