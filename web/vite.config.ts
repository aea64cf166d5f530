import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { countByGroup } from "./app/showcase/registry";
import { sassOptions } from "./sass-options";
import { siteUrl } from "./site-url.mjs";

// The app shell every page loads (route table, site settings, navbar, footer,
// colour modes) as one chunk: many small shared chunks cost a request each and
// an entry in every route of the manifest. Measured on `/`: 110.2 → 108.7 KB brotli.
const shell = /\/app\/(routes\.ts|lib\/(motion|useBodyClass)\.ts|content\/(meta|pages|site)\.ts|components\/(Navbar|Footer|Icon|ExternalLink|Logo|SocialIcon)\.tsx|theme\/|search\/SearchButton|showcase\/counts)/;

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  css: {
    preprocessorOptions: {
      scss: sassOptions,
    },
  },
  define: {
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
    __EXAMPLE_COUNTS__: JSON.stringify(countByGroup()),
    __SITE_URL__: JSON.stringify(siteUrl()),
  },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        manualChunks: (id) => (shell.test(id) ? "shell" : undefined),
        // Chunks under 1.5 kB (a component or two shared by a few pages) are merged into one loaded
        // with them: a page preloads 18 files on average instead of 22 (about-us 22, not 31),
        // each one a round trip on a slow link, for 0.7 kB more JavaScript on average. Larger values
        // merged code into showcase pages past their 140 KB budget.
        experimentalMinChunkSize: 1500,
      },
    },
  },
});
