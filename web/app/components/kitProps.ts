/** The theme's colours, as the kit's `color` props name them. */
export const themeColors = ["primary", "secondary", "info", "success", "warning", "danger", "light", "dark"] as const;
export type ThemeColor = (typeof themeColors)[number];

/**
 * Throws a developer error unless `value` is one of `allowed`, e.g.
 * `Badge: color must be one of primary, secondary, …; got "pink"`.
 */
export function assertOneOf<T extends string>(component: string, prop: string, allowed: readonly T[], value: unknown): asserts value is T {
  if (!(allowed as readonly unknown[]).includes(value)) {
    throw new Error(`${component}: ${prop} must be one of ${allowed.join(", ")}; got ${JSON.stringify(value)}`);
  }
}
