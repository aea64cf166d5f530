import { useCountUp } from "~/lib/useCountUp";

interface CounterProps {
  count: number;
  suffix?: string;
  /** Milliseconds from 0 to `count`. */
  duration?: number;
  className?: string;
}

/**
 * An animated number. Its box is as wide as the final value from the start, so
 * counting never shifts the layout; screen readers get the final value only.
 */
export function Counter({ count, suffix = "", duration = 4000, className = "" }: CounterProps) {
  const [value, ref] = useCountUp<HTMLSpanElement>(count, duration);
  const final = `${count}${suffix}`;
  return (
    <span className={`counter ${className}`} style={{ minWidth: `${final.length}ch` }}>
      <span ref={ref} aria-hidden="true" data-testid="counter-value">
        {value}
        {suffix}
      </span>
      <span className="visually-hidden">{final}</span>
    </span>
  );
}
