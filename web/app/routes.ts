import type { RouteConfig } from "@react-router/dev/routes";

/**
 * THE route table. Every path of the product, by route name.
 * Plain data (no @react-router/dev runtime import), so app code can import the
 * names and paths from here too: links are built with `href("about")`.
 */
export const paths = {
  presentation: "/",
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

  "navigation-navbars": "/sections/navigation/navbars",
  "navigation-navtabs": "/sections/navigation/nav-tabs",
  "navigation-pagination": "/sections/navigation/pagination",

  "inputareas-newsletter": "/sections/input-areas/newsletters",
  "inputareas-contact": "/sections/input-areas/contact-sections",
  "inputareas-inputs": "/sections/input-areas/inputs",
  "inputareas-forms": "/sections/input-areas/forms",

  "ac-alerts": "/sections/attention-catchers/alerts",
  "ac-notifications": "/sections/attention-catchers/notifications",
  "ac-modals": "/sections/attention-catchers/modals",
  "ac-tooltips-popovers": "/sections/attention-catchers/tooltips-popovers",

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

/** The module that renders each route. */
const modules: Record<RouteName, string> = {
  presentation: "routes/presentation.tsx",
  coworking: "routes/pages/coworking.tsx",
  rental: "routes/pages/rental.tsx",
  about: "routes/pages/about.tsx",
  pricing: "routes/pages/pricing.tsx",
  contactus: "routes/pages/contactus.tsx",
  faq: "routes/pages/faq.tsx",
  privacy: "routes/pages/privacy.tsx",
  helpcenter: "routes/pages/helpcenter.tsx",
  "desktop-app": "routes/pages/desktop-app.tsx",
  "single-article": "routes/pages/single-article.tsx",
  author: "routes/pages/author.tsx",
  "virtual-reality": "routes/pages/virtual-reality.tsx",
  "signin-basic": "routes/pages/signin-basic.tsx",
  "signin-cover": "routes/pages/signin-cover.tsx",
  "signin-illustration": "routes/pages/signin-illustration.tsx",
  "signin-simple": "routes/pages/signin-simple.tsx",
  "signup-cover": "routes/pages/signup-cover.tsx",
  "resetpassword-cover": "routes/pages/resetpassword-cover.tsx",
  "page-headers": "routes/showcase/page-headers.tsx",
  "page-features": "routes/showcase/page-features.tsx",
  "page-pricing": "routes/showcase/page-pricing.tsx",
  "page-faq": "routes/showcase/page-faq.tsx",
  "page-blog-posts": "routes/showcase/page-blog-posts.tsx",
  "page-testimonials": "routes/showcase/page-testimonials.tsx",
  "page-teams": "routes/showcase/page-teams.tsx",
  "page-stats": "routes/showcase/page-stats.tsx",
  "page-cta": "routes/showcase/page-cta.tsx",
  "page-applications": "routes/showcase/page-applications.tsx",
  "page-logo-areas": "routes/showcase/page-logo-areas.tsx",
  "page-footers": "routes/showcase/page-footers.tsx",
  "page-general-cards": "routes/showcase/page-general-cards.tsx",
  "page-content-sections": "routes/showcase/page-content-sections.tsx",
  "navigation-navbars": "routes/showcase/navigation-navbars.tsx",
  "navigation-navtabs": "routes/showcase/navigation-navtabs.tsx",
  "navigation-pagination": "routes/showcase/navigation-pagination.tsx",
  "inputareas-newsletter": "routes/showcase/inputareas-newsletter.tsx",
  "inputareas-contact": "routes/showcase/inputareas-contact.tsx",
  "inputareas-inputs": "routes/showcase/inputareas-inputs.tsx",
  "inputareas-forms": "routes/showcase/inputareas-forms.tsx",
  "ac-alerts": "routes/showcase/ac-alerts.tsx",
  "ac-notifications": "routes/showcase/ac-notifications.tsx",
  "ac-modals": "routes/showcase/ac-modals.tsx",
  "ac-tooltips-popovers": "routes/showcase/ac-tooltips-popovers.tsx",
  "el-avatars": "routes/showcase/el-avatars.tsx",
  "el-badges": "routes/showcase/el-badges.tsx",
  "el-breadcrumbs": "routes/showcase/el-breadcrumbs.tsx",
  "el-buttons": "routes/showcase/el-buttons.tsx",
  "el-button-groups": "routes/showcase/el-button-groups.tsx",
  "el-dropdowns": "routes/showcase/el-dropdowns.tsx",
  "el-progress-bars": "routes/showcase/el-progress-bars.tsx",
  "el-social-buttons": "routes/showcase/el-social-buttons.tsx",
  "el-tables": "routes/showcase/el-tables.tsx",
  "el-toggles": "routes/showcase/el-toggles.tsx",
  "el-typography": "routes/showcase/el-typography.tsx",
};

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

function routeConfig() {
  return [
    ...(Object.keys(paths) as RouteName[]).map((name) => ({
      id: name,
      path: paths[name],
      file: modules[name],
    })),
    { id: "preview", path: "/preview/*", file: "routes/preview.tsx" },
    { id: "not-found", path: "*", file: "routes/not-found.tsx" },
  ] satisfies RouteConfig;
}

// Pure: pages import `paths` and `href` from here, and the browser bundle then
// drops the module table, which only the build reads.
export default /* @__PURE__ */ routeConfig();
