import type { Config } from "@react-router/dev/config";
import { join } from "node:path";
import { notFoundPaths, paths, previewPath } from "./app/paths";
import { catalogue } from "./examples-catalogue";
import { runAfterPrerender } from "./pipeline";

export default {
  // Static site: every route is prerendered at build time, then hydrated.
  ssr: false,
  // A separate folder lets several builds run side by side (tests, benchmarks).
  buildDirectory: process.env.UKGUIDE_BUILD_DIR ?? "build",
  prerender: [...Object.values(paths), ...catalogue().map(previewPath), ...notFoundPaths],
  // Once every page is prerendered: the steps of pipeline/index.ts that follow the prerender, in order.
  async buildEnd({ buildManifest, reactRouterConfig }) {
    await runAfterPrerender({
      directory: reactRouterConfig.buildDirectory,
      client: join(reactRouterConfig.buildDirectory, "client"),
      routes: Object.values(buildManifest?.routes ?? {}).map(({ id, file }) => ({ id, file })),
    });
  },
} satisfies Config;
