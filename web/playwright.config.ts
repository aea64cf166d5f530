import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";

// Browser tests drive the real ukguide binary (started by e2e/global-setup.ts
// on a free loopback port) in Debian's Chromium.
export default defineConfig({
  testDir: "./e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // Generous, as a guard against hangs only: a page with many examples and an
  // axe run takes a while on a busy 2-core machine. Speed is measured in bench/.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // One retry, and a test that fails and then passes fails the run: a flaky test is a defect, shown as such.
  retries: 1,
  failOnFlakyTests: true,
  reporter: [["list"]],
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
