import { useId } from "react";

/** The guide's mark: a rounded square with a stylised route arrow. Decorative. */
export function Logo({ size = 32 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" className="site-logo">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1a73e8" />
          <stop offset="1" stopColor="#344767" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill={`url(#${gradientId})`} />
      <path d="M11 27c4-10 10-14 18-15" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M24 9l6 3-4 5" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="11" cy="28" r="3" fill="#e91e63" />
    </svg>
  );
}
