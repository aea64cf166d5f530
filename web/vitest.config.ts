import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { countByGroup } from "./app/catalogue/exampleMeta";
import { catalogue } from "./examples-catalogue";
import { defaultSiteUrl } from "./site-url";

// Unit tests run in jsdom without the React Router build plugin.
const examples = catalogue();

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: {
    __BUILD_TIME__: JSON.stringify("2025-06-01T00:00:00Z"),
    __EXAMPLES__: JSON.stringify(examples),
    __EXAMPLE_COUNTS__: JSON.stringify(countByGroup(examples)),
    __SITE_URL__: JSON.stringify(defaultSiteUrl),
  },
  test: {
    environment: "jsdom",
    include: ["test/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
    setupFiles: ["test/setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
    // One document per worker, not per file (test/setup.ts leaves it as each test found it): a fresh jsdom and
    // module graph for each of the files took more time than their tests.
    isolate: false,
    // A guard against hangs only, as in playwright.config.ts: a jsdom render waits its turn on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
