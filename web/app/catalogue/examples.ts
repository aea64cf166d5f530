import type { ExampleMeta } from "./exampleMeta";

/** Every example, in the order the pages show them: read from the example files when the site is built. */
export const examples: ExampleMeta[] = __EXAMPLES__;
