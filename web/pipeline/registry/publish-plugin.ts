// The bundle step of the registry (a Vite plugin): each example's code under /source/ and the whole
// theme as /kit/ukguide.css, with the client build, and the chunk of each example file for the
// steps after the prerender (build/example-chunks.json).
import { mkdirSync, writeFileSync } from "node:fs";
import { basename, join, relative, sep } from "node:path";
import type { Plugin } from "vite";
import { folders, kitStylesheet } from "../../published-folders";
import { exampleChunksFile } from "../shared/build-folder";
import { examplesDir } from "../shared/source-folders";
import { compileTheme, publishedCss } from "./example-styles";
import { withEmittedFonts } from "./font-urls";
import { buildRegistry } from "./registry-items";

/**
 * The Vite plugin: emits the sources and the theme with the client build. The theme's
 * fonts are named by package path (resolved by the user's bundler); /kit/ukguide.css, linked as it
 * is, names the files this build emitted for the same fonts instead.
 */
export function publishExamples(): Plugin {
  let themeCss = "";
  return {
    name: "ukguide:publish-examples",
    apply: "build",
    generateBundle() {
      if (this.environment.name !== "client") return;
      // The registry's items wait for the prerender (writeRegistry): each example's stylesheet reads its preview.
      for (const { item, files } of buildRegistry().examples) this.emitFile({ type: "asset", fileName: item.meta!.source.slice(1), source: files[0].content });
      themeCss = publishedCss(compileTheme());
    },
    // Written once the bundle is (Vite drops a stylesheet emitted as an asset by generateBundle).
    writeBundle(options, bundle) {
      if (this.environment.name !== "client") return;
      // Each example's chunk, for the steps after the prerender (beside build/client).
      const chunks: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        for (const id of output.moduleIds) {
          if (id.startsWith(examplesDir + sep)) chunks[relative(examplesDir, id).split(sep).join("/")] = `/${output.fileName}`;
        }
      }
      writeFileSync(join(options.dir!, "..", exampleChunksFile), `${JSON.stringify(chunks, null, 2)}\n`);
      const emitted = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== "asset") continue;
        for (const original of output.originalFileNames ?? []) emitted.set(basename(original), output.fileName);
      }
      mkdirSync(join(options.dir!, folders.kit), { recursive: true });
      writeFileSync(join(options.dir!, folders.kit, kitStylesheet), withEmittedFonts(themeCss, emitted));
    },
  };
}
