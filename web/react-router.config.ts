import type { Config } from "@react-router/dev/config";
import { notFoundPaths, paths, previewPath } from "./app/routes";
import { examples } from "./app/showcase/registry";

export default {
  // Static site: every route is prerendered at build time, then hydrated.
  ssr: false,
  // A separate folder lets several builds run side by side (tests, benchmarks).
  buildDirectory: process.env.UKGUIDE_BUILD_DIR ?? "build",
  prerender: [...Object.values(paths), ...examples.map(previewPath), ...notFoundPaths],
} satisfies Config;
