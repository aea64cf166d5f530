import { groupThousands } from "~/lib/numbers";

export interface ProfileStat {
  /** What is counted, e.g. "Posts". */
  label: string;
  value: number;
}

export interface ProfileStatsProps {
  stats: ProfileStat[];
  /** The list's accessible name, e.g. "Jane Doe in numbers". */
  label?: string;
  className?: string;
}

/** A count the same on the server and in every browser: "3,512". */
export function formatCount(value: number): string {
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`ProfileStats: a count must be a whole number from 0; got ${JSON.stringify(value)}`);
  }
  return groupThousands(value.toString());
}

/** A profile's numbers side by side, each a large figure over its label ("323 Posts"). */
export function ProfileStats({ stats, label, className = "" }: ProfileStatsProps) {
  return (
    <ul className={["profile-stats", "list-unstyled", className].filter(Boolean).join(" ")} aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label} className="profile-stat">
          <span className="profile-stat-value">{formatCount(stat.value)}</span> <span className="profile-stat-label">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
