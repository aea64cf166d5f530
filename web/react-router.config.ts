import type { Config } from "@react-router/dev/config";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { notFoundPaths, paths, previewPath } from "./app/paths";
import { catalogue } from "./examples-catalogue";
import { buildRegistry, exampleChunksFile, writeRegistry } from "./publish-examples";
import { openersOf, purgeShowcaseStylesheet, purgeTemplateStylesheets, showcaseGroups } from "./purge-stylesheets";

export default {
  // Static site: every route is prerendered at build time, then hydrated.
  ssr: false,
  // A separate folder lets several builds run side by side (tests, benchmarks).
  buildDirectory: process.env.UKGUIDE_BUILD_DIR ?? "build",
  prerender: [...Object.values(paths), ...catalogue().map(previewPath), ...notFoundPaths],
  // Once every page is prerendered: the template pages' stylesheet and the showcase's (each the whole
  // theme) keep, for each group of pages, only the rules their pages can match (purge-stylesheets.ts):
  // a group of template pages, or a showcase page with its examples' previews; then the registry's
  // items, each with the stylesheet its example's preview can use (publish-examples.ts).
  async buildEnd({ buildManifest, reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, "client");
    const routes = Object.values(buildManifest?.routes ?? {});
    await purgeTemplateStylesheets(
      client,
      routes.filter((route) => route.file.startsWith("routes/pages/")).map((route) => route.id),
    );
    const showcaseRoutes = routes.filter((route) => route.file === "routes/showcase.tsx");
    const previewRoute = routes.find((route) => route.file === "routes/preview.tsx");
    if (!previewRoute) throw new Error("react-router.config.ts: no route renders routes/preview.tsx");
    // Each example with the files it publishes: the react-bootstrap components and packages they use open classes.
    const examples = buildRegistry().examples.map(({ example, files }) => ({
      file: example.file,
      page: example.page,
      preview: previewPath(example),
      openers: files.flatMap(openersOf),
    }));
    await purgeShowcaseStylesheet(
      client,
      [...showcaseRoutes.map((route) => route.id), previewRoute.id],
      showcaseGroups(
        showcaseRoutes.map((route) => ({ route: route.id, path: paths[route.id as keyof typeof paths] })),
        examples,
        JSON.parse(readFileSync(join(reactRouterConfig.buildDirectory, exampleChunksFile), "utf8")) as Record<string, string>,
        previewRoute.id,
        notFoundPaths.filter((path) => path.startsWith("/preview/")),
      ),
    );
    await writeRegistry(client);
  },
} satisfies Config;
