// What happens between `vite build` and the binary, in the order it runs. `npm run build` is
// `react-router build`: Vite bundles the site with the plugins of the steps marked "bundle"
// (vite.config.ts takes them from here), React Router prerenders every route, then its buildEnd
// (react-router.config.ts) runs the steps marked "after prerender", one after the other, from this
// list. The Makefile then runs the steps marked "make". Each step names its module, what it reads,
// what it writes and its test.
import type { PluginOption } from "vite";
import { prerenderWithoutStyles } from "./bundle/prerender-without-styles";
import { reactRouterProductionBuild } from "./bundle/react-router-production";
import { splitIcons } from "./bundle/split-icons";
import { deferHydrationOfPages } from "./pages/defer-hydration";
import { placeNotFoundPages } from "./pages/not-found-pages";
import { nameRouteFiles } from "./pages/route-files";
import { writeSitemap } from "./pages/sitemap";
import { publishExamples } from "./registry/publish-plugin";
import { writeRegistry } from "./registry/registry-items";
import { addCompileHints } from "./serving/compile-hints";
import { writeManifest } from "./serving/manifest";
import { writeSidecars } from "./serving/sidecars";
import type { Build } from "./shared/build-folder";
import type { Step } from "./shared/step";
import { writeSnippets } from "./snippets/write-snippets";
import { purgeStylesheets } from "./stylesheets/purge-stylesheets";
import { dropUnusedStylesheets } from "./stylesheets/unused-stylesheets";

export const steps: readonly Step[] = [
  {
    name: "React Router's production files",
    when: "bundle",
    module: "pipeline/bundle/react-router-production.ts",
    reads: "react-router's dist/production/",
    writes: "the browser bundle's copy of react-router",
    test: "test/framework-contracts.test.ts",
    plugin: reactRouterProductionBuild,
  },
  {
    name: "the prerender's bundle without stylesheets",
    when: "bundle",
    module: "pipeline/bundle/prerender-without-styles.ts",
    reads: "every stylesheet the server bundle imports (app/styles/, packages' CSS)",
    writes: "nothing: each as an empty stylesheet",
    test: "test/pipeline-files.test.ts, e2e/routes.spec.ts (every page links the rules it uses)",
    plugin: prerenderWithoutStyles,
  },
  {
    name: "icons written into the files that draw them",
    when: "bundle",
    module: "pipeline/bundle/split-icons.ts",
    reads: "app/**/*.tsx importing react-icons/<family>; react-icons/<family>/index.mjs",
    writes: "those modules, as bundled",
    test: "test/split-icons.test.ts",
    plugin: splitIcons,
  },
  {
    name: "bundle and prerender",
    when: "bundle",
    module: "@react-router/dev (react-router.config.ts)",
    reads: "app/",
    writes: "build/client/assets/, build/client/**/index.html, build/server/",
    test: "e2e/routes.spec.ts",
    // Loaded when Vite asks for it, so that reading this list (test/pipeline-files.test.ts) does not load React Router's build.
    plugin: () => import("@react-router/dev/vite").then(({ reactRouter }) => reactRouter()),
  },
  {
    name: "example sources, the published theme and each example's chunk",
    when: "bundle",
    module: "pipeline/registry/publish-plugin.ts",
    reads: "app/examples/, the kit they import, app/styles/kit.scss, the bundle's chunks",
    writes: "build/client/source/, build/client/kit/ukguide.css, build/example-chunks.json",
    test: "test/publish-plugin.test.ts",
    plugin: publishExamples,
  },
  {
    name: "stylesheets purged per group of pages",
    when: "after prerender",
    module: "pipeline/stylesheets/purge-stylesheets.ts",
    reads: "the pages, their chunks, React Router's manifest, build/example-chunks.json",
    writes: "build/client/assets/<group>-<hash>.css, the pages' <link>s, the manifest renamed",
    test: "test/purge-stylesheets.test.ts",
    run: purgeStylesheets,
  },
  {
    name: "the shadcn registry",
    when: "after prerender",
    module: "pipeline/registry/registry-items.ts (writeRegistry)",
    reads: "app/examples/, the kit, each example's prerendered preview page",
    writes: "build/client/r/",
    test: "test/registry-items.test.ts, test/registry.test.ts",
    run: ({ client }) => writeRegistry(client),
  },
  {
    name: "not-found pages",
    when: "after prerender",
    module: "pipeline/pages/not-found-pages.ts",
    reads: "build/client/**/__not-found/index.html",
    writes: "build/client/**/404.html; drops __spa-fallback.html",
    test: "test/pipeline-files.test.ts",
    run: placeNotFoundPages,
  },
  {
    name: "unused stylesheets dropped",
    when: "after prerender",
    module: "pipeline/stylesheets/unused-stylesheets.ts",
    reads: "every page, script and stylesheet of build/client",
    writes: "removes build/client/assets/*.css that none names",
    test: "test/unused-stylesheets.test.ts, embed_test.go",
    run: dropUnusedStylesheets,
  },
  {
    name: "hydration after the first paint",
    when: "after prerender",
    module: "pipeline/pages/defer-hydration.ts",
    reads: "every page, the chunks' imports, build/example-chunks.json, the catalogue (examples-catalogue.ts)",
    writes: "every page: data blocks and the same inline scripts",
    test: "test/defer-hydration.test.ts",
    run: deferHydrationOfPages,
  },
  {
    name: "compile hints",
    when: "after prerender",
    module: "pipeline/serving/compile-hints.ts",
    reads: "build/client/assets/*.js",
    writes: "the same, opening with //# allFunctionsCalledOnLoad",
    test: "test/pipeline-files.test.ts, e2e/routes.spec.ts",
    run: addCompileHints,
  },
  {
    name: "HTML snippets and /kit/ukguide.js",
    when: "after prerender",
    module: "pipeline/snippets/write-snippets.ts",
    reads: "the catalogue with each example's files (registry/snippet-eligibility.ts), the examples' preview pages, build/client/kit/ukguide.css, snippets-js/behaviours.js",
    writes: "build/client/html/<id>.html, build/client/kit/ukguide.js",
    test: "test/html-snippets.test.ts",
    run: writeSnippets,
  },
  {
    name: "sitemap and robots.txt",
    when: "after prerender",
    module: "pipeline/pages/sitemap.ts",
    reads: "the prerendered pages",
    writes: "build/client/sitemap.xml, build/client/robots.txt",
    test: "e2e/routes.spec.ts",
    run: writeSitemap,
  },
  {
    name: "every page as <route>.html",
    when: "after prerender",
    module: "pipeline/pages/route-files.ts",
    reads: "build/client/**/index.html",
    writes: "build/client/**/<route>.html",
    test: "test/pipeline-files.test.ts",
    run: nameRouteFiles,
  },
  {
    name: "brotli and gzip sidecars",
    when: "after prerender",
    module: "pipeline/serving/sidecars.ts",
    reads: "build/client",
    writes: "build/client/**/*.br, *.gz",
    test: "test/pipeline-files.test.ts",
    run: writeSidecars,
  },
  {
    name: "the build's manifest",
    when: "after prerender",
    module: "pipeline/serving/manifest.ts",
    reads: "build/client: every file, sidecars too (hashed), every page's inline scripts",
    writes: "build/client/build-manifest.json: which folders are hashed, shared with other sites, plain text; the registry; each file's hash (its ETag) and the CSP sources of the inline scripts",
    test: "test/pipeline-files.test.ts, internal/server/build_test.go",
    run: writeManifest,
  },
  {
    name: "the binary",
    when: "make",
    module: "Makefile: go (go build)",
    reads: "build/client (embedded by web/embed.go), internal/",
    writes: "bin/ukguide",
    test: "go test ./internal/...",
  },
  {
    name: "headers for a static host",
    when: "make",
    module: "Makefile: headers (bin/ukguide -cdn-headers)",
    reads: "build/client",
    writes: "build/client/_headers",
    test: "make cdn-check",
  },
];

/** The Vite plugins of the bundle steps, in their order (vite.config.ts). */
export const bundlePlugins = (): PluginOption[] => steps.flatMap((step) => (step.when === "bundle" ? [step.plugin()] : []));

/** Runs the steps after the prerender, in their order (React Router's buildEnd). */
export async function runAfterPrerender(build: Build): Promise<void> {
  for (const step of steps) {
    if (step.when !== "after prerender") continue;
    let done;
    try {
      done = await step.run(build);
    } catch (error) {
      // The step's own message names the file; this names the step.
      throw new Error(`pipeline: ${step.name} (${step.module}): ${(error as Error).message}`, { cause: error });
    }
    console.log(`pipeline: ${step.name}${done ? `: ${done}` : ""}`);
  }
}
