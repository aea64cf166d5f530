import type { ExampleMeta } from "../registry";

/** The card-based page-section examples (pricing, blog posts, testimonials, teams, stats, general cards). */
export const pageSectionCardExamples: ExampleMeta[] = [];
