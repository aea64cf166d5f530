import type { Config } from "@react-router/dev/config";
import { notFoundPath, paths } from "./app/routes";

export default {
  // Static site: every route is prerendered at build time, then hydrated.
  ssr: false,
  // A separate folder lets several builds run side by side (tests, benchmarks).
  buildDirectory: process.env.UKGUIDE_BUILD_DIR ?? "build",
  prerender: [...Object.values(paths), notFoundPath],
} satisfies Config;
