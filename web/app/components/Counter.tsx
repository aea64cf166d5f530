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
 * Where scripts run, the number stays hidden until it starts counting from 0
 * (`@media (scripting: enabled)`); without them it shows the final value.
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
