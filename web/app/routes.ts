import { layout, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { paths, type RouteName } from "./paths";

/** The module that renders a route: one per page (the home page, route `presentation`, in routes/home.tsx), one for all the showcase pages and one for the group overviews. */
function moduleOf(name: RouteName): string {
  if (/^\/sections\/[^/]+$/.test(paths[name])) return "routes/sections-group.tsx";
  if (paths[name].startsWith("/sections/")) return "routes/showcase.tsx";
  return name === "presentation" ? "routes/home.tsx" : `routes/pages/${name}.tsx`;
}

/** The template pages, framed by one layout route (routes/template-pages.tsx). */
const isTemplatePage = (name: RouteName) => /^\/(pages|authentication)\//.test(paths[name]);

function routeConfig(): RouteConfigEntry[] {
  const names = Object.keys(paths) as RouteName[];
  const page = (name: RouteName): RouteConfigEntry => ({ id: name, path: paths[name], file: moduleOf(name) });
  return [
    ...names.filter((name) => !isTemplatePage(name)).map(page),
    layout("routes/template-pages.tsx", names.filter(isTemplatePage).map(page)),
    { id: "preview", path: "/preview/*", file: "routes/preview.tsx" },
    { id: "not-found", path: "*", file: "routes/not-found.tsx" },
  ];
}

export default routeConfig() satisfies RouteConfig;
