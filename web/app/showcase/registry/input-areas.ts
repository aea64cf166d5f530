import type { ExampleMeta } from "../registry";

/** The input areas examples, page by page, in the order they are shown. */
export const inputAreaExamples: ExampleMeta[] = [];
