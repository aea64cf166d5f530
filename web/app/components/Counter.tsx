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
 * The prerendered page shows the final value; a number the visitor has already
 * seen keeps it, one not yet seen counts up from 0 as it comes into view (useCountUp).
 */
export function Counter({ count, suffix = "", duration = 4000, className = "" }: CounterProps) {
  const ref = useCountUp<HTMLSpanElement>(count, duration, (value) => `${value}${suffix}`);
  const final = `${count}${suffix}`;
  return (
    <span className={`counter ${className}`} style={{ minWidth: `${final.length}ch` }}>
      {/* One text node, which the count-up writes each frame. */}
      <span ref={ref} aria-hidden="true" data-testid="counter-value" data-count="pending">
        {final}
      </span>
      <span className="visually-hidden">{final}</span>
    </span>
  );
}
