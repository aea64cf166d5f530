import { CardTitle, type TitleTag } from "./cardParts";
import { Counter } from "./Counter";
import { assertOneOf, themeColors, type ThemeColor } from "./kitProps";

export const counterSuffixes = ["+", "/7"] as const;

/** Milliseconds a counter card takes to count up unless told otherwise. */
export const COUNTER_CARD_DURATION = 4000;

export interface CounterCardProps {
  title: string;
  description: string;
  /** The number it counts up to. */
  count: number;
  /** Shown after the number: '500+', '24/7'. */
  suffix?: (typeof counterSuffixes)[number];
  /** The number's colour; the theme's dark text unless told. */
  color?: ThemeColor;
  /** Milliseconds from 0 to `count`. */
  duration?: number;
  titleAs?: TitleTag;
}

/**
 * A big number that counts up from 0 when it scrolls into view, with a title
 * and a line about it. The prerendered page already shows the final number,
 * which stays where the visitor has seen it; under reduced motion it never moves.
 */
export function CounterCard({ title, description, count, suffix, color, duration = COUNTER_CARD_DURATION, titleAs }: CounterCardProps) {
  if (suffix !== undefined) assertOneOf("CounterCard", "suffix", counterSuffixes, suffix);
  if (color !== undefined) assertOneOf("CounterCard", "color", themeColors, color);
  if (!Number.isFinite(count) || count < 0)
    throw new Error(`CounterCard: count must be a number of 0 or more; got ${JSON.stringify(count)}`);
  if (!(duration >= 0)) throw new Error(`CounterCard: duration must be a number of milliseconds; got ${JSON.stringify(duration)}`);
  return (
    <div className="counter-card text-center">
      <p className={`counter-number mb-1 ${color ? `text-gradient-${color}` : "text-body-emphasis"}`}>
        <Counter count={count} suffix={suffix} duration={duration} />
      </p>
      <CardTitle as={titleAs} className="h5 mb-1">
        {title}
      </CardTitle>
      <p className="text-sm text-soft mb-0">{description}</p>
    </div>
  );
}
