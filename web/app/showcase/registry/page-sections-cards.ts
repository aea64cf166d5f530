import type { ExampleMeta } from "../registry";

/** The card-based page-section examples (pricing, blog posts, testimonials, teams, stats, general cards). */
export const pageSectionCardExamples: ExampleMeta[] = [
  {
    id: "pricing-freelancer-startup",
    title: "Plans for Freelancers and Startups",
    group: "page-sections",
    page: "page-pricing",
    file: "page-sections/pricing/PricingFreelancerStartup.tsx",
  },
  {
    id: "pricing-monthly-annual",
    title: "Monthly and Annual Plans",
    group: "page-sections",
    page: "page-pricing",
    file: "page-sections/pricing/PricingMonthlyAnnual.tsx",
  },
  {
    id: "pricing-mini",
    title: "Mini Pricing",
    group: "page-sections",
    page: "page-pricing",
    file: "page-sections/pricing/PricingMini.tsx",
  },

  {
    id: "blog-posts-card-grid",
    title: "Card Grid",
    group: "page-sections",
    page: "page-blog-posts",
    file: "page-sections/blog-posts/BlogPostsCardGrid.tsx",
  },
  {
    id: "blog-posts-booking",
    title: "Booking Listing",
    group: "page-sections",
    page: "page-blog-posts",
    file: "page-sections/blog-posts/BlogPostsBooking.tsx",
  },
  {
    id: "blog-posts-with-author",
    title: "Blog Cards with Author",
    group: "page-sections",
    page: "page-blog-posts",
    file: "page-sections/blog-posts/BlogPostsWithAuthor.tsx",
  },
  {
    id: "blog-posts-background",
    title: "Background Cards",
    group: "page-sections",
    page: "page-blog-posts",
    file: "page-sections/blog-posts/BlogPostsBackground.tsx",
  },

  {
    id: "testimonials-review-cards",
    title: "Testimonial 1: Review Cards",
    group: "page-sections",
    page: "page-testimonials",
    file: "page-sections/testimonials/TestimonialsReviewCards.tsx",
  },
  {
    id: "testimonials-carousel",
    title: "Testimonial 2: Carousel",
    group: "page-sections",
    page: "page-testimonials",
    file: "page-sections/testimonials/TestimonialsCarousel.tsx",
  },
  {
    id: "testimonials-dark",
    title: "Testimonial 3: Dark Block",
    group: "page-sections",
    page: "page-testimonials",
    file: "page-sections/testimonials/TestimonialsDark.tsx",
  },

  {
    id: "teams-horizontal",
    title: "Team 1",
    group: "page-sections",
    page: "page-teams",
    file: "page-sections/teams/TeamsHorizontal.tsx",
  },
  { id: "teams-vertical", title: "Team 2", group: "page-sections", page: "page-teams", file: "page-sections/teams/TeamsVertical.tsx" },

  { id: "stats-simple", title: "Stat 1", group: "page-sections", page: "page-stats", file: "page-sections/stats/StatsSimple.tsx" },
  {
    id: "stats-with-heading",
    title: "Stat 2",
    group: "page-sections",
    page: "page-stats",
    file: "page-sections/stats/StatsWithHeading.tsx",
  },
  { id: "stats-in-card", title: "Stat 3", group: "page-sections", page: "page-stats", file: "page-sections/stats/StatsInCard.tsx" },

  {
    id: "general-cards-raised",
    title: "Card Raised",
    group: "page-sections",
    page: "page-general-cards",
    file: "page-sections/general-cards/GeneralCardsRaised.tsx",
  },
  {
    id: "general-cards-image-inside",
    title: "Card Image Inside",
    group: "page-sections",
    page: "page-general-cards",
    file: "page-sections/general-cards/GeneralCardsImageInside.tsx",
  },
  {
    id: "general-cards-blur-animation",
    title: "Card Blur Animation",
    group: "page-sections",
    page: "page-general-cards",
    file: "page-sections/general-cards/GeneralCardsBlurAnimation.tsx",
  },
  {
    id: "general-cards-rotate",
    title: "Card Rotate",
    group: "page-sections",
    page: "page-general-cards",
    file: "page-sections/general-cards/GeneralCardsRotate.tsx",
  },
  {
    id: "general-cards-pricing",
    title: "Card Pricing",
    group: "page-sections",
    page: "page-general-cards",
    file: "page-sections/general-cards/GeneralCardsPricing.tsx",
  },
];
