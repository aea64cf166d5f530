import type { ExampleMeta } from "../registry";
import { pageSectionCardExamples } from "./page-sections-cards";

const group = "page-sections";

/** The page-section examples, page by page, in the order they are shown. */
export const pageSectionExamples: ExampleMeta[] = [
  ...pageSectionCardExamples,

  { id: "page-headers-background", title: "Header with Background Image", group, page: "page-headers", file: "page-sections/page-headers/PageHeadersBackground.tsx", height: 700 },
  { id: "page-headers-typed", title: "Header with Typed Text", group, page: "page-headers", file: "page-sections/page-headers/PageHeadersTyped.tsx", height: 700 },
  { id: "page-headers-social", title: "Header with Buy Now and Social Icons", group, page: "page-headers", file: "page-sections/page-headers/PageHeadersSocial.tsx" },

  { id: "features-icon-grid", title: "Features with Icons", group, page: "page-features", file: "page-sections/features/FeaturesIconGrid.tsx" },
  { id: "features-with-image", title: "Features with Image", group, page: "page-features", file: "page-sections/features/FeaturesWithImage.tsx" },
  { id: "features-columns", title: "Features in Columns", group, page: "page-features", file: "page-sections/features/FeaturesColumns.tsx" },

  { id: "faq-accordion", title: "FAQ Accordion", group, page: "page-faq", file: "page-sections/faq/FaqAccordion.tsx" },

  { id: "cta-prefooter-1", title: "Prefooter 1", group, page: "page-cta", file: "page-sections/call-to-actions/CtaCentered.tsx" },
  { id: "cta-prefooter-2", title: "Prefooter 2", group, page: "page-cta", file: "page-sections/call-to-actions/CtaImageCard.tsx" },
  { id: "cta-prefooter-3", title: "Prefooter 3", group, page: "page-cta", file: "page-sections/call-to-actions/CtaNewsletter.tsx" },

  { id: "applications-1", title: "Application 1", group, page: "page-applications", file: "page-sections/applications/ApplicationDesktop.tsx" },
  { id: "applications-2", title: "Application 2", group, page: "page-applications", file: "page-sections/applications/ApplicationMobile.tsx" },

  { id: "logo-areas-1", title: "Logo Area 1", group, page: "page-logo-areas", file: "page-sections/logo-areas/LogoAreaRow.tsx" },
  { id: "logo-areas-2", title: "Logo Area 2", group, page: "page-logo-areas", file: "page-sections/logo-areas/LogoAreaGrid.tsx" },
  { id: "logo-areas-3", title: "Logo Area 3", group, page: "page-logo-areas", file: "page-sections/logo-areas/LogoAreaDark.tsx" },

  { id: "footers-1", title: "Footer 1", group, page: "page-footers", file: "page-sections/footers/FooterSimple.tsx" },
  { id: "footers-2", title: "Footer 2", group, page: "page-footers", file: "page-sections/footers/FooterMenus.tsx" },
  { id: "footers-3", title: "Footer 3", group, page: "page-footers", file: "page-sections/footers/FooterDark.tsx" },

  { id: "content-sections-1", title: "Content 1", group, page: "page-content-sections", file: "page-sections/content-sections/ContentStory.tsx" },
  { id: "content-sections-2", title: "Content 2", group, page: "page-content-sections", file: "page-sections/content-sections/ContentArticle.tsx" },
];
