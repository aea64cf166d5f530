// Each example's HTML snippet, where it works without React (the registry's meta.html): its preview
// page's scope, without the page around it or React's markers, with the markup Bootstrap's script
// reads and what its widgets open (probed in jsdom, probe-examples.mjs), its ids its own, laid out
// where the published stylesheet draws no whitespace (example-markup.ts). That script, Bootstrap's
// bundle and the few lines it leaves to the page (kit/behaviours.js), is /kit/ukguide.js.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { removeMapFileComments } from "convert-source-map";
import { createRequire } from "node:module";
import { join } from "node:path";
import { folders, withinSource, type Build } from "./build-folder";
import { exampleScope, exampleSnippet } from "./example-markup";
import { stylesheetIndex } from "./html-layout";
import type { Probe } from "./html-probe";
import { probeExamples } from "./probe-examples.mjs";
import { readRegistryIndex, type RegistryItem, web } from "./publish-examples";

export async function writeSnippets({ client }: Build): Promise<string> {
  // Its map is not published: the comment naming it goes.
  const bundle = removeMapFileComments(readFileSync(createRequire(import.meta.url).resolve("bootstrap/dist/js/bootstrap.bundle.min.js"), "utf8"));
  writeFileSync(join(client, folders.kit, "ukguide.js"), bundle + readFileSync(join(web, "kit", "behaviours.js"), "utf8"));
  const index = stylesheetIndex(readFileSync(join(client, folders.kit, "ukguide.css"), "utf8"));
  const withHtml = readRegistryIndex(client)
    .items.filter((item) => item.meta?.html)
    .map((item) => {
      const meta = item.meta!;
      const page = join(client, meta.preview.slice(1), "index.html");
      return { item, meta, page, html: readFileSync(page, "utf8") };
    });
  // The probe runs in a worker while the snippets that need none are written.
  const probing = probeExamples(
    withHtml.filter(({ meta }) => meta.htmlScript).map(({ item, meta, page, html }) => ({ name: item.name, file: withinSource(meta.source), markup: exampleScope(html, page).innerHTML })),
  );
  mkdirSync(join(client, folders.snippets), { recursive: true });
  const write = ({ item, meta, page, html }: { item: RegistryItem; meta: NonNullable<RegistryItem["meta"]>; page: string; html: string }, probe?: Probe) => {
    const snippet = exampleSnippet(html, { id: item.name, where: page, probe, index });
    if (snippet.script !== meta.htmlScript) {
      throw new Error(
        `HTML snippets: the HTML of ${item.name} ${snippet.script ? "needs" : "does not need"} /kit/ukguide.js, but its registry item says htmlScript: ${meta.htmlScript} (needsBootstrapScript in publish-examples.ts)`,
      );
    }
    writeFileSync(join(client, folders.snippets, `${item.name}.html`), snippet.html);
  };
  for (const entry of withHtml) if (!entry.meta.htmlScript) write(entry);
  const probes = await probing;
  for (const entry of withHtml) if (entry.meta.htmlScript) write(entry, probes.get(entry.item.name));
  return `${withHtml.length} HTML snippets`;
}
