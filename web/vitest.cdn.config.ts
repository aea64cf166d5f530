import { defineConfig } from "vitest/config";

// The CDN check (cdn-check/cdn.test.ts): the build folder served by wrangler pages dev and by the
// binary, compared path by path. Its hooks and tests set timeouts of their own; nothing is retried.
export default defineConfig({
  test: {
    include: ["cdn-check/**/*.test.ts"],
    environment: "node",
    retry: 0,
    fileParallelism: false,
    reporters: ["verbose"],
  },
});
