import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { examples } from "~/catalogue/examples";
import { compileTheme } from "../pipeline/registry/example-styles";
import { publishExamples } from "../pipeline/registry/publish-plugin";
import { exampleChunksFile, readExampleChunks } from "../pipeline/shared/build-folder";
import { appDir } from "../pipeline/shared/source-folders";

type Hook = (this: unknown, ...args: unknown[]) => unknown;
/** Runs one of the plugin's hooks (a function, or an object with its handler) as Vite would, with `context` as `this`. */
const run = (hook: unknown, context: unknown, ...args: unknown[]) => (typeof hook === "function" ? (hook as Hook) : (hook as { handler: Hook }).handler).call(context, ...args);

describe("the Vite plugin that publishes the examples", () => {
  it("emits each example's code under /source/, and once the bundle is written the theme and each example's chunk", () => {
    const plugin = publishExamples();
    const emitted: { fileName: string; source: string }[] = [];
    const client = { environment: { name: "client" }, emitFile: (file: { fileName: string; source: string }) => emitted.push(file) };
    run(plugin.generateBundle, client);
    expect(emitted.map((file) => file.fileName)).toEqual(examples.map((example) => `source/${example.file}`));
    expect(emitted[0].source).toContain("export default function Scoped");

    // The bundle as Vite hands it over: a chunk holding an example and a kit file, and the theme's fonts as hashed assets.
    const fonts = [...new Set([...compileTheme().matchAll(/url\("?(@fontsource[^")]+)/g)].map(([, url]) => basename(url)))];
    expect(fonts.length).toBeGreaterThan(0);
    const bundle = {
      "assets/Example-Ab12.js": { type: "chunk", fileName: "assets/Example-Ab12.js", moduleIds: [join(appDir, "examples", examples[0].file), join(appDir, "components/Scope.tsx")] },
      ...Object.fromEntries(fonts.map((font) => [font, { type: "asset", fileName: `assets/${font.replace(/\./, "-Cd34.")}`, originalFileNames: [`node_modules/@fontsource/x/files/${font}`] }])),
    };
    const build = mkdtempSync(join(tmpdir(), "publish-plugin-"));
    mkdirSync(join(build, "client"));
    run(plugin.writeBundle, client, { dir: join(build, "client") }, bundle);
    expect(readExampleChunks(build)).toEqual({ [examples[0].file]: "/assets/Example-Ab12.js" });
    const theme = readFileSync(join(build, "client/kit/ukguide.css"), "utf8");
    expect(theme).not.toContain("@fontsource");
    expect(theme).toContain(`url("../assets/${fonts[0].replace(/\./, "-Cd34.")}")`);
    // The theme is compiled twice (by the plugin, and here for its fonts), a few seconds each.
  }, 60_000);

  it("publishes nothing from the server build", () => {
    const plugin = publishExamples();
    const emitted: unknown[] = [];
    const server = { environment: { name: "ssr" }, emitFile: (file: unknown) => emitted.push(file) };
    run(plugin.generateBundle, server);
    const build = mkdtempSync(join(tmpdir(), "publish-plugin-"));
    run(plugin.writeBundle, server, { dir: join(build, "server") }, {});
    expect(emitted).toEqual([]);
    expect(() => readFileSync(join(build, exampleChunksFile))).toThrow(/ENOENT/);
  });
});
