import type { ExampleMeta } from "../registry";

/** The attention catchers examples, page by page, in the order they are shown. */
export const attentionCatcherExamples: ExampleMeta[] = [];
