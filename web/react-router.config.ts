import type { Config } from "@react-router/dev/config";
import { notFoundPaths, paths, previewPath } from "./app/paths";
import { catalogue } from "./examples-catalogue";

export default {
  // Static site: every route is prerendered at build time, then hydrated.
  ssr: false,
  // A separate folder lets several builds run side by side (tests, benchmarks).
  buildDirectory: process.env.UKGUIDE_BUILD_DIR ?? "build",
  prerender: [...Object.values(paths), ...catalogue().map(previewPath), ...notFoundPaths],
} satisfies Config;
