import type { Config } from "@react-router/dev/config";
import { join } from "node:path";
import { notFoundPaths, paths, previewPath } from "./app/paths";
import { catalogue } from "./examples-catalogue";
import { writeRegistry } from "./publish-examples";
import { purgeTemplateStylesheets } from "./purge-stylesheets";

export default {
  // Static site: every route is prerendered at build time, then hydrated.
  ssr: false,
  // A separate folder lets several builds run side by side (tests, benchmarks).
  buildDirectory: process.env.UKGUIDE_BUILD_DIR ?? "build",
  prerender: [...Object.values(paths), ...catalogue().map(previewPath), ...notFoundPaths],
  // Once every page is prerendered: the template pages' stylesheet (the whole theme) keeps, for each
  // group of them, only the rules their pages can match (purge-stylesheets.ts); the registry's items,
  // each with the stylesheet its example's preview can use (publish-examples.ts).
  async buildEnd({ buildManifest, reactRouterConfig }) {
    const templateRoutes = Object.values(buildManifest?.routes ?? {}).filter((route) => route.file.startsWith("routes/pages/"));
    await purgeTemplateStylesheets(
      join(reactRouterConfig.buildDirectory, "client"),
      templateRoutes.map((route) => route.id),
    );
    await writeRegistry(join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
