import { defineConfig } from "vitest/config";

// The registry check (registry-check/registry.test.ts): installs examples from the real binary into
// host apps and compares them in Chromium. Not a speed test: its hooks and tests set long timeouts
// of their own, nothing is retried, and the logs stream as they come (a run takes 10 to 60 minutes).
export default defineConfig({
  test: {
    include: ["registry-check/**/*.test.ts"],
    environment: "node",
    retry: 0,
    fileParallelism: false,
    disableConsoleIntercept: true,
    reporters: ["verbose"],
  },
});
