import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The kit's part of app/content/: content a published file may import. */
const kitContent = ["photos", "install-notes"];
/** The site's layers above the kit, as `~/…` or `../…` (from a folder of app/): its shell, pages, showcase, search, guide, routes and content. */
const siteLayers = `^(~|\\.\\.)/((shell|search|showcase|guide|routes|color-mode|examples)(/|$)|(paths|root)$|content/(?!(${kitContent.join("|")})$))`;
const kitRule =
  "The kit imports nothing of the site: app/components, app/lib and the kit's content are published at /r/ and must not need the shell, pages, showcase, search, guide, routes or the site's content. Take the value as a prop, or move the file out of the kit.";

/** The folders that read the catalogue: the frame, the search it opens, the showcase and the routes. */
const frameAndAbove = ["shell", "search", "showcase", "routes"];
const catalogueRule =
  "app/catalogue/ holds what the frame, the search and the showcase all read; it imports none of them, so none imports a folder that imports it back.";
const frameRule =
  "The frame (app/shell/) and its search frame the showcase's pages and import nothing of them: data they share belongs in app/catalogue/.";

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // Layers: the kit (what /r/ publishes: app/components, app/lib and the content it may use) is imported
    // by the site, never the other way, so that every kit file installs into an app that has no site.
    files: ["app/components/**", "app/lib/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ regex: siteLayers, message: kitRule }] }] },
  },
  {
    // The kit's content also names the site's content as its neighbour (./site).
    files: kitContent.map((name) => `app/content/${name}.ts`),
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: siteLayers, message: kitRule }, { regex: `^\\./(?!(${kitContent.join("|")})$)`, message: kitRule }] }],
    },
  },
  {
    // Below the frame and the showcase: what both read (the examples' list, their counts) imports neither,
    // nor the search that reads it, so that no folder imports one that imports it back.
    files: ["app/catalogue/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ regex: `^(~|\\.\\.)/(${frameAndAbove.join("|")})(/|$)`, message: catalogueRule }] }] },
  },
  {
    // The frame (navbar, footer, layouts) frames the showcase's pages, so it imports nothing of the showcase.
    files: ["app/shell/**", "app/search/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ regex: "^(~|\\.\\.)/(showcase|routes)(/|$)", message: frameRule }] }] },
  },
  {
    // Playwright fixtures take their dependencies as an (empty) destructured object.
    files: ["e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off", "react-hooks/rules-of-hooks": "off" },
  },
);
