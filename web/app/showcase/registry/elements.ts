import type { ExampleMeta } from "../registry";
import { elementWidgetExamples } from "./elements-widgets";

/** The elements examples, page by page, in the order they are shown. */
export const elementExamples: ExampleMeta[] = [...elementWidgetExamples];
