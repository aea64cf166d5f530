import { useId } from "react";
import { assertOneOf } from "./kitProps";

export const weatherConditions = ["sunny", "cloudy", "rainy"] as const;
export type WeatherCondition = (typeof weatherConditions)[number];

/** What each condition is called on the card. */
export const weatherLabels: Record<WeatherCondition, string> = { sunny: "Sunny", cloudy: "Cloudy", rainy: "Rainy" };

export interface WeatherCardProps {
  /** In degrees Celsius. */
  temperature: number;
  condition: WeatherCondition;
  /** Where the weather is, as the card's heading (e.g. 'London'). */
  place: string;
  /** A line under the condition, e.g. 'Feels like 26°C'. */
  details?: string;
  headingAs?: "h2" | "h3" | "h4";
  className?: string;
}

/** Our own weather art: a sun, a sun half behind a cloud, or a cloud with rain. */
function WeatherArt({ condition }: { condition: WeatherCondition }) {
  const id = useId();
  const [sun, cloud] = [`${id}-sun`, `${id}-cloud`];
  return (
    <svg className="weather-art" viewBox="0 0 96 80" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={sun} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd54f" />
          <stop offset="1" stopColor="#fb8c00" />
        </linearGradient>
        <linearGradient id={cloud} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#dde3ee" />
        </linearGradient>
      </defs>
      {condition !== "rainy" && (
        <g transform={condition === "sunny" ? "translate(14 6)" : "translate(26 0)"}>
          <circle cx="30" cy="30" r="17" fill={`url(#${sun})`} />
          {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
            <rect key={angle} x="28.5" y="2" width="3" height="8" rx="1.5" fill="#ffb300" transform={`rotate(${angle} 30 30)`} />
          ))}
        </g>
      )}
      {condition !== "sunny" && (
        <path
          d="M22 70 a14 14 0 0 1 -1 -28 a19 19 0 0 1 36 -7 a15 15 0 0 1 21 14 a11 11 0 0 1 -2 21 Z"
          fill={`url(#${cloud})`}
          stroke="#c6cfdd"
          strokeWidth="1"
        />
      )}
      {condition === "rainy" &&
        [30, 46, 62].map((x) => <path key={x} d={`M${x} 74 l-4 6`} stroke="#1a73e8" strokeWidth="3" strokeLinecap="round" />)}
    </svg>
  );
}

/** Today's weather at a glance: the place, a large temperature, the condition in words and a picture of it. */
export function WeatherCard({ temperature, condition, place, details, headingAs: Heading = "h2", className = "" }: WeatherCardProps) {
  assertOneOf("WeatherCard", "condition", weatherConditions, condition);
  assertOneOf("WeatherCard", "headingAs", ["h2", "h3", "h4"] as const, Heading);
  if (typeof temperature !== "number" || !Number.isFinite(temperature)) {
    throw new Error(`WeatherCard: temperature must be a number of degrees; got ${JSON.stringify(temperature)}`);
  }
  const headingId = useId();
  const degrees = Math.round(temperature);
  return (
    <section className={`card weather-card ${className}`.trim()} aria-labelledby={headingId}>
      <div className="card-body d-flex align-items-center justify-content-between gap-3">
        <div>
          <Heading id={headingId} className="weather-place">
            <span className="visually-hidden">Weather in </span>
            {place}
          </Heading>
          <p className="weather-temperature mb-0">
            <span aria-hidden="true">{`${degrees}°C`}</span>
            <span className="visually-hidden">{`${degrees} degrees Celsius`}</span>
          </p>
          <p className="weather-condition mb-0">{weatherLabels[condition]}</p>
          {details && <p className="weather-details mb-0">{details}</p>}
        </div>
        <WeatherArt condition={condition} />
      </div>
    </section>
  );
}
