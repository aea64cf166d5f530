/** `PricingMini` → pricing-mini, `CtaPrefooter1` → cta-prefooter-1: an example's id is its file name so written. */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([A-Za-z])([0-9])/g, "$1-$2")
    .toLowerCase();
}

/** The id of the example in `file` (`elements/badges/BadgesSimple.tsx` → badges-simple). */
export const exampleIdOf = (file: string) => kebabCase(file.slice(file.lastIndexOf("/") + 1).replace(/\.tsx$/, ""));
