import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { countByGroup } from "./app/showcase/registry";
import { siteUrl } from "./site-url.mjs";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3 still uses @import and global functions.
      scss: { quietDeps: true, silenceDeprecations: ["import", "global-builtin", "color-functions", "if-function"] },
    },
  },
  define: {
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
    __EXAMPLE_COUNTS__: JSON.stringify(countByGroup()),
    __SITE_URL__: JSON.stringify(siteUrl()),
  },
  build: { assetsInlineLimit: 0 },
});
