import type { ExampleMeta } from "./registry";

/** Every example, in the order the pages show them: read from the example files when the site is built. */
export const examples: ExampleMeta[] = __EXAMPLES__;
