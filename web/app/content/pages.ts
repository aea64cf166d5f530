import type { RouteName } from "../paths";

/** Title and meta description of every page, by route name. */
export interface PageInfo {
  title: string;
  description: string;
}

/** A group of pages in the navbar menus; showcase groups also root a breadcrumb. */
export interface PageGroup {
  key: string;
  label: string;
  pages: RouteName[];
}

/** The showcase groups; `unit` names what the navbar counts ("109 page sections"). */
export interface ShowcaseGroup extends PageGroup {
  key: ShowcaseGroupKey;
  unit: string;
  /** The group's overview page, at /sections/<group>. */
  overview: RouteName;
}

export type ShowcaseGroupKey = "page-sections" | "navigation" | "input-areas" | "attention-catchers" | "elements";

const showcase = (title: string, what: string): PageInfo => ({
  title,
  description: `${what}: live previews with the exact source to copy.`,
});

const overview = (title: string, what: string): PageInfo => ({
  title,
  description: `Every one of the catalogue's ${what} at a glance, by page, each linking to its live preview and source.`,
});

export const pages: Record<RouteName, PageInfo> = {
  presentation: {
    title: "UK Immigration Guide",
    description:
      "Full Guide on how to immigrate to the United Kingdom: visas, settlement, citizenship and the official forms.",
  },
  "find-your-route": {
    title: "Find your route to the UK",
    description:
      "Which UK visa or immigration route fits you: answer a few questions to see who each route is for, what it needs, what it costs and where to apply.",
  },
  theme: {
    title: "Theme",
    description:
      "Make the examples yours: brand colours, fonts, corners, shadows and dark mode, shown live on real examples, shared as a code and downloaded as CSS or Sass.",
  },
  coworking: { title: "Co-working", description: "A landing page design for a co-working space." },
  rental: { title: "Rental", description: "A landing page design for booking your next trip." },
  about: { title: "About Us", description: "A company page design: team, clients, numbers and a newsletter." },
  pricing: { title: "Pricing", description: "A pricing page design with monthly and annual plans." },
  contactus: { title: "Contact Us", description: "A contact page design with a message form." },
  faq: { title: "FAQ", description: "A frequently-asked-questions page design in three groups." },
  privacy: { title: "Privacy & Policy", description: "A privacy policy page design with a table of contents." },
  helpcenter: { title: "Help Center", description: "A help center page design with search, FAQ and contact form." },
  "desktop-app": { title: "Desktop App", description: "A landing page design for a desktop application." },
  "single-article": { title: "Single Article", description: "A blog article page design with share buttons." },
  author: { title: "Author", description: "An author profile page design with posts and followers." },
  "virtual-reality": { title: "Virtual Reality", description: "A dashboard demo in a virtual-reality style." },
  "signin-basic": { title: "Sign In Basic", description: "A sign-in page design on a background image." },
  "signin-cover": { title: "Sign In Cover", description: "A sign-in page design with a cover image." },
  "signin-illustration": { title: "Sign In Illustration", description: "A sign-in page design with an illustration." },
  "signin-simple": { title: "Sign In Simple", description: "A simple sign-in page design with social sign-in." },
  "signup-cover": { title: "Sign Up Cover", description: "A sign-up page design with a cover image." },
  "resetpassword-cover": { title: "Reset Password Cover", description: "A reset-password page design." },

  "sections-page-sections": overview("Page Sections", "page sections"),
  "sections-navigation": overview("Navigation", "navigation examples"),
  "sections-input-areas": overview("Input Areas", "input areas"),
  "sections-attention-catchers": overview("Attention Catchers", "attention catchers"),
  "sections-elements": overview("Elements", "elements"),

  "page-headers": showcase("Page Headers", "Page header sections"),
  "page-features": showcase("Features", "Feature sections"),
  "page-pricing": showcase("Pricing", "Pricing sections"),
  "page-faq": showcase("FAQ", "FAQ sections"),
  "page-blog-posts": showcase("Blog Posts", "Blog post sections"),
  "page-testimonials": showcase("Testimonials", "Testimonial sections"),
  "page-teams": showcase("Teams", "Team sections"),
  "page-stats": showcase("Stats", "Statistics sections"),
  "page-cta": showcase("Call to Action", "Call-to-action sections"),
  "page-applications": showcase("Applications", "Application sections"),
  "page-logo-areas": showcase("Logo Areas", "Logo area sections"),
  "page-footers": showcase("Footers", "Footer sections"),
  "page-general-cards": showcase("General Cards", "Card sections"),
  "page-content-sections": showcase("Content Sections", "Content sections"),
  "page-projects": showcase("Projects", "Project sections"),
  "page-error-pages": showcase("Error & Empty Pages", "Error, maintenance and empty-state sections"),
  "navigation-navbars": showcase("Navbars", "Navbars"),
  "navigation-navtabs": showcase("Nav Tabs", "Nav tabs"),
  "navigation-pagination": showcase("Pagination", "Pagination"),
  "inputareas-newsletter": showcase("Newsletter", "Newsletter blocks"),
  "inputareas-contact": showcase("Contact Sections", "Contact sections"),
  "inputareas-inputs": showcase("Inputs", "Inputs"),
  "inputareas-forms": showcase("Forms", "Forms"),
  "inputareas-search-bars": showcase("Search Bars", "Search bars"),
  "ac-alerts": showcase("Alerts", "Alerts"),
  "ac-notifications": showcase("Notifications", "Notifications"),
  "ac-modals": showcase("Modals", "Modals"),
  "ac-tooltips-popovers": showcase("Tooltip & Popovers", "Tooltips and popovers"),
  "ac-banners": showcase("Banners", "Banners and cookie notices"),
  "el-avatars": showcase("Avatars", "Avatars"),
  "el-badges": showcase("Badges", "Badges"),
  "el-breadcrumbs": showcase("Breadcrumbs", "Breadcrumbs"),
  "el-buttons": showcase("Buttons", "Buttons"),
  "el-button-groups": showcase("Button Groups", "Button groups"),
  "el-dropdowns": showcase("Dropdowns", "Dropdowns"),
  "el-progress-bars": showcase("Progress Bars", "Progress bars and sliders"),
  "el-social-buttons": showcase("Social Buttons", "Social buttons"),
  "el-tables": showcase("Tables", "Tables"),
  "el-toggles": showcase("Toggles", "Toggles"),
  "el-typography": showcase("Typography", "Typography"),
};

/** The 'Articles' menu: the template pages, by kind. */
export const articleGroups: PageGroup[] = [
  { key: "landing-pages", label: "Landing pages", pages: ["coworking", "rental"] },
  { key: "company", label: "Company", pages: ["about", "pricing"] },
  { key: "support", label: "Support", pages: ["contactus", "faq", "privacy", "helpcenter"] },
  { key: "apps", label: "Apps", pages: ["desktop-app"] },
  { key: "blog", label: "Blogs", pages: ["single-article", "author"] },
  { key: "extra", label: "Extra", pages: ["virtual-reality"] },
  {
    key: "account",
    label: "Account",
    pages: ["signin-basic", "signin-cover", "signin-illustration", "signin-simple", "signup-cover", "resetpassword-cover"],
  },
];

/** The 'Visas' menu: the showcase groups; the first page roots each group's breadcrumb. */
export const showcaseGroups: ShowcaseGroup[] = [
  {
    key: "page-sections",
    overview: "sections-page-sections",
    label: "Page Sections",
    unit: "page sections",
    pages: [
      "page-headers",
      "page-features",
      "page-pricing",
      "page-faq",
      "page-blog-posts",
      "page-testimonials",
      "page-teams",
      "page-stats",
      "page-cta",
      "page-applications",
      "page-logo-areas",
      "page-footers",
      "page-general-cards",
      "page-content-sections",
      "page-projects",
      "page-error-pages",
    ],
  },
  {
    key: "navigation",
    overview: "sections-navigation",
    label: "Navigation",
    unit: "navigations",
    pages: ["navigation-navbars", "navigation-navtabs", "navigation-pagination"],
  },
  {
    key: "input-areas",
    overview: "sections-input-areas",
    label: "Input Areas",
    unit: "input areas",
    pages: ["inputareas-newsletter", "inputareas-contact", "inputareas-inputs", "inputareas-forms", "inputareas-search-bars"],
  },
  {
    key: "attention-catchers",
    overview: "sections-attention-catchers",
    label: "Attention Catchers",
    unit: "attention catchers",
    pages: ["ac-alerts", "ac-notifications", "ac-modals", "ac-tooltips-popovers", "ac-banners"],
  },
  {
    key: "elements",
    overview: "sections-elements",
    label: "Elements",
    unit: "elements",
    pages: [
      "el-avatars",
      "el-badges",
      "el-breadcrumbs",
      "el-buttons",
      "el-button-groups",
      "el-dropdowns",
      "el-progress-bars",
      "el-social-buttons",
      "el-tables",
      "el-toggles",
      "el-typography",
    ],
  },
];

/** The group a page belongs to, for its breadcrumb. */
export function groupOf(name: RouteName): PageGroup | undefined {
  return [...showcaseGroups, ...articleGroups].find((group) => group.pages.includes(name));
}
