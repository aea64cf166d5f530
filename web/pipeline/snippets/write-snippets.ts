// Each example's HTML snippet, where it works without React (the registry's meta.html): its preview
// page's scope, without the page around it or React's markers, with the markup Bootstrap's script
// reads and what its widgets open (probed in jsdom, probe-worker.mjs), its ids its own, laid out
// where the published stylesheet draws no whitespace (example-snippet.ts). That script, Bootstrap's
// bundle and the few lines it leaves to the page (snippets-js/behaviours.js), is /kit/ukguide.js.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { removeMapFileComments } from "convert-source-map";
import { createRequire } from "node:module";
import { join } from "node:path";
import { previewPath } from "../../app/paths";
import type { ExampleMeta } from "../../app/catalogue/exampleMeta";
import { folders, kitScript, kitStylesheet } from "../../published-folders";
import type { Build } from "../shared/build-folder";
import { web } from "../shared/source-folders";
import { buildRegistry } from "../registry/registry-items";
import { exampleScope, exampleSnippet } from "./example-snippet";
import { stylesheetIndex } from "./whitespace-layout";
import type { Probe } from "./widget-probe";
import { probeExamples } from "./probe-worker.mjs";

/** An example with an HTML form, and its prerendered preview page. */
interface WithHtml {
  example: ExampleMeta;
  htmlScript: boolean;
  page: string;
  html: string;
}

export async function writeSnippets({ client }: Build): Promise<string> {
  // Its map is not published: the comment naming it goes.
  const bundle = removeMapFileComments(readFileSync(createRequire(import.meta.url).resolve("bootstrap/dist/js/bootstrap.bundle.min.js"), "utf8"));
  writeFileSync(join(client, folders.kit, kitScript), bundle + readFileSync(join(web, "snippets-js", "behaviours.js"), "utf8"));
  const index = stylesheetIndex(readFileSync(join(client, folders.kit, kitStylesheet), "utf8"));
  // Which examples have HTML, as the registry says (registry/snippet-eligibility.ts), from the catalogue.
  const withHtml: WithHtml[] = buildRegistry()
    .examples.filter(({ item }) => item.meta!.html)
    .map(({ example, item }) => {
      const page = join(client, previewPath(example).slice(1), "index.html");
      return { example, htmlScript: item.meta!.htmlScript, page, html: readFileSync(page, "utf8") };
    });
  // The probe runs in a worker while the snippets that need none are written.
  const probing = probeExamples(withHtml.filter(({ htmlScript }) => htmlScript).map(({ example, page, html }) => ({ name: example.id, file: example.file, markup: exampleScope(html, page).innerHTML })));
  mkdirSync(join(client, folders.snippets), { recursive: true });
  const write = ({ example, htmlScript, page, html }: WithHtml, probe?: Probe) => {
    const snippet = exampleSnippet(html, { id: example.id, where: page, probe, index });
    if (snippet.script !== htmlScript) {
      throw new Error(
        `HTML snippets: the HTML of ${example.id} ${snippet.script ? "needs" : "does not need"} /${folders.kit}/${kitScript}, but its registry item says htmlScript: ${htmlScript} (needsBootstrapScript in registry/snippet-eligibility.ts)`,
      );
    }
    writeFileSync(join(client, folders.snippets, `${example.id}.html`), snippet.html);
  };
  for (const entry of withHtml) if (!entry.htmlScript) write(entry);
  const probes = await probing;
  for (const entry of withHtml) if (entry.htmlScript) write(entry, probes.get(entry.example.id));
  return `${withHtml.length} HTML snippets`;
}
