import type { ExampleMeta } from "../registry";

/** The navigation examples, page by page, in the order they are shown. */
export const navigationExamples: ExampleMeta[] = [
  { id: "navbar-dark", title: "Navbar Dark", group: "navigation", page: "navigation-navbars", file: "navigation/navbars/NavbarDark.tsx" },
  { id: "navbar-light", title: "Navbar Light", group: "navigation", page: "navigation-navbars", file: "navigation/navbars/NavbarLight.tsx" },
  {
    id: "navbar-transparent",
    title: "Navbar Transparent",
    group: "navigation",
    page: "navigation-navbars",
    file: "navigation/navbars/NavbarTransparent.tsx",
  },
  { id: "navbar-blur", title: "Navbar Blur", group: "navigation", page: "navigation-navbars", file: "navigation/navbars/NavbarBlur.tsx" },

  { id: "tabs-simple", title: "Tabs Simple", group: "navigation", page: "navigation-navtabs", file: "navigation/nav-tabs/TabsSimple.tsx" },
  { id: "tabs-with-icon", title: "Tabs With Icon", group: "navigation", page: "navigation-navtabs", file: "navigation/nav-tabs/TabsWithIcon.tsx" },
  { id: "tabs-vertical", title: "Tabs Vertical", group: "navigation", page: "navigation-navtabs", file: "navigation/nav-tabs/TabsVertical.tsx" },

  {
    id: "pagination-simple",
    title: "Pagination Simple",
    group: "navigation",
    page: "navigation-pagination",
    file: "navigation/pagination/PaginationSimple.tsx",
  },
  {
    id: "pagination-sizing",
    title: "Pagination Sizing",
    group: "navigation",
    page: "navigation-pagination",
    file: "navigation/pagination/PaginationSizing.tsx",
  },
  {
    id: "pagination-variant",
    title: "Pagination Colors",
    group: "navigation",
    page: "navigation-pagination",
    file: "navigation/pagination/PaginationVariant.tsx",
  },
];
