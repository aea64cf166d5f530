import type { ExampleMeta } from "../registry";

/** The page sections examples, page by page, in the order they are shown. */
export const pageSectionExamples: ExampleMeta[] = [];
