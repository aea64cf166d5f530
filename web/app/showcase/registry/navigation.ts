import type { ExampleMeta } from "../registry";

/** The navigation examples, page by page, in the order they are shown. */
export const navigationExamples: ExampleMeta[] = [];
