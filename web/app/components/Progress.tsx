export const progressColors = ["primary", "secondary", "info", "success", "warning", "danger", "error", "light", "dark"] as const;
export const progressVariants = ["contained", "gradient"] as const;

export type ProgressColor = (typeof progressColors)[number];
export type ProgressVariant = (typeof progressVariants)[number];

interface ProgressProps {
  /** A flat brand colour (contained) or the theme's gradient of it. */
  variant?: ProgressVariant;
  /** `error` is the same colour as `danger`. */
  color?: ProgressColor;
  /** Percent done, 0 to 100. */
  value: number;
  /** The bar's accessible name. */
  label?: string;
  className?: string;
}

/** Throws when a prop is outside what the spec allows: a developer error, caught in development. */
export function validateProgress({ variant, color, value }: Pick<ProgressProps, "variant" | "color" | "value">): void {
  if (variant !== undefined && !progressVariants.includes(variant)) {
    throw new Error(`Progress: variant must be one of ${progressVariants.join(", ")}; got ${JSON.stringify(variant)}`);
  }
  if (color !== undefined && !progressColors.includes(color)) {
    throw new Error(`Progress: color must be one of ${progressColors.join(", ")}; got ${JSON.stringify(color)}`);
  }
  if (typeof value !== "number" || Number.isNaN(value)) {
    throw new Error(`Progress: value must be a number; got ${JSON.stringify(value) ?? String(value)}`);
  }
  if (value < 0 || value > 100) {
    throw new Error(`Progress: value must be between 0 and 100; got ${value}`);
  }
}

/** A progress bar in the Material Kit look: a thin track with a coloured or gradient fill. */
export function Progress({ variant = "contained", color = "primary", value, label = "Progress", className = "" }: ProgressProps) {
  validateProgress({ variant, color, value });
  const tone = color === "error" ? "danger" : color;
  const fill = variant === "gradient" ? `bg-gradient-${tone}` : `bg-${tone}`;
  return (
    <div
      className={`progress kit-progress ${className}`.trim()}
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className={`progress-bar ${fill}`} style={{ width: `${value}%` }} />
    </div>
  );
}
