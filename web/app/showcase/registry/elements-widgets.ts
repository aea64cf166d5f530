import type { ExampleMeta } from "../registry";

/** The dropdowns and progress-bars examples, in the order they are shown. */
export const elementWidgetExamples: ExampleMeta[] = [];
