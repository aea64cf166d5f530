// The mobile preset's CPU slowdown, chosen on the command line: the preset's own, another, or one fitted to this host.

/** The option choosing the mobile preset's CPU slowdown, for `parseArgs`. */
export const cpuSlowdownOption = { "cpu-slowdown": { type: /** @type {const} */ ("string"), default: "4" } };

/**
 * The mobile preset's CPU slowdown: --cpu-slowdown as a number ≥ 1 (the preset's own is 4), or "auto" for the
 * slowdown that makes this host stand for the preset's mid-range phone. Lighthouse's 4× is meant for a host of
 * benchmark index about 1,533, and its CPU throttling calculator adds or takes away 1× for every 233 the host's
 * index is above or below that; a host below about 836 gets 1×, no slowdown. On a faster host the preset's 4× is
 * lenient, on a slower one harsh.
 * @param {string} value
 * @param {number} benchmarkIndex the host's, from a report's `environment.benchmarkIndex`
 */
export function cpuSlowdown(value, benchmarkIndex) {
  if (value === "auto") return Math.max(1, Math.round((4 + (benchmarkIndex - 1533) / 233) * 10) / 10);
  const slowdown = Number(value);
  if (!Number.isFinite(slowdown) || slowdown < 1) throw new Error(`--cpu-slowdown: expected a number ≥ 1 or auto, got ${value}`);
  return slowdown;
}

/**
 * Flags for mobile audits at that CPU slowdown; the preset's own 4× leaves them as they are.
 * @template {object} Flags
 * @param {Flags} flags
 * @param {number} slowdown
 */
export function withCpuSlowdown(flags, slowdown) {
  return slowdown === 4 ? flags : { ...flags, throttling: { cpuSlowdownMultiplier: slowdown } };
}
