// The route names and paths of the product: plain data, imported by pages, content and the
// showcase alike; app/routes.ts turns them into React Router's route config.
/** Every path of the product, by route name: links are built with `href("about")`. */
export const paths = {
  presentation: "/",
  "find-your-route": "/guide/find-your-route",
  theme: "/theme",
  coworking: "/pages/landing-pages/coworking",
  rental: "/pages/landing-pages/rental",
  about: "/pages/company/about-us",
  pricing: "/pages/company/pricing",
  contactus: "/pages/support/contact-us",
  faq: "/pages/support/faq",
  privacy: "/pages/support/privacy",
  helpcenter: "/pages/support/help-center",
  "desktop-app": "/pages/apps/desktop-app",
  "single-article": "/pages/blog/single-article",
  author: "/pages/blog/author",
  "virtual-reality": "/pages/extra/virtual-reality",
  "signin-basic": "/authentication/sign-in/basic",
  "signin-cover": "/authentication/sign-in/cover",
  "signin-illustration": "/authentication/sign-in/illustration",
  "signin-simple": "/authentication/sign-in/simple",
  "signup-cover": "/authentication/sign-up/cover",
  "resetpassword-cover": "/authentication/reset-password/cover",

  "sections-page-sections": "/sections/page-sections",
  "sections-navigation": "/sections/navigation",
  "sections-input-areas": "/sections/input-areas",
  "sections-attention-catchers": "/sections/attention-catchers",
  "sections-elements": "/sections/elements",

  "page-headers": "/sections/page-sections/page-headers",
  "page-features": "/sections/page-sections/features",
  "page-pricing": "/sections/page-sections/pricing",
  "page-faq": "/sections/page-sections/faq",
  "page-blog-posts": "/sections/page-sections/blog-posts",
  "page-testimonials": "/sections/page-sections/testimonials",
  "page-teams": "/sections/page-sections/teams",
  "page-stats": "/sections/page-sections/stats",
  "page-cta": "/sections/page-sections/call-to-actions",
  "page-applications": "/sections/page-sections/applications",
  "page-logo-areas": "/sections/page-sections/logo-areas",
  "page-footers": "/sections/page-sections/footers",
  "page-general-cards": "/sections/page-sections/general-cards",
  "page-content-sections": "/sections/page-sections/content-sections",
  "page-projects": "/sections/page-sections/projects",
  "page-error-pages": "/sections/page-sections/error-pages",

  "navigation-navbars": "/sections/navigation/navbars",
  "navigation-navtabs": "/sections/navigation/nav-tabs",
  "navigation-pagination": "/sections/navigation/pagination",

  "inputareas-newsletter": "/sections/input-areas/newsletters",
  "inputareas-contact": "/sections/input-areas/contact-sections",
  "inputareas-inputs": "/sections/input-areas/inputs",
  "inputareas-forms": "/sections/input-areas/forms",
  "inputareas-search-bars": "/sections/input-areas/search-bars",

  "ac-alerts": "/sections/attention-catchers/alerts",
  "ac-notifications": "/sections/attention-catchers/notifications",
  "ac-modals": "/sections/attention-catchers/modals",
  "ac-tooltips-popovers": "/sections/attention-catchers/tooltips-popovers",
  "ac-banners": "/sections/attention-catchers/banners",

  "el-avatars": "/sections/elements/avatars",
  "el-badges": "/sections/elements/badges",
  "el-breadcrumbs": "/sections/elements/breadcrumbs",
  "el-buttons": "/sections/elements/buttons",
  "el-button-groups": "/sections/elements/button-groups",
  "el-dropdowns": "/sections/elements/dropdowns",
  "el-progress-bars": "/sections/elements/progress-bars",
  "el-social-buttons": "/sections/elements/social-buttons",
  "el-tables": "/sections/elements/tables",
  "el-toggles": "/sections/elements/toggles",
  "el-typography": "/sections/elements/typography",
} as const;

export type RouteName = keyof typeof paths;

/** The path of a named route: links are made from names, never typed by hand. */
export function href(name: RouteName): string {
  return paths[name];
}

/**
 * Every showcase example, alone on a page, at `/preview/<group>/<page>/<id>`
 * (the showcase page's path with /preview for /sections): what the responsive
 * preview frames show and "Open in new tab" opens.
 */
export function previewPath(example: { page: RouteName; id: string }): string {
  return `${paths[example.page].replace(/^\/sections\//, "/preview/")}/${example.id}`;
}

/**
 * Prerendered as the not-found pages: the first matches every unknown path, the
 * second is an unknown example's frame under /preview/, which the browser's router
 * matches to the preview route. The server answers an unknown path with the
 * nearest folder's 404.html, so the page it sends is the one the browser hydrates.
 */
export const notFoundPaths = ["/__not-found", "/preview/__not-found"] as const;

