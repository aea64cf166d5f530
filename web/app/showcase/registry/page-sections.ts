import type { ExampleMeta } from "../registry";
import { pageSectionCardExamples } from "./page-sections-cards";

/** The page-section examples, page by page, in the order they are shown. */
export const pageSectionExamples: ExampleMeta[] = [...pageSectionCardExamples];
