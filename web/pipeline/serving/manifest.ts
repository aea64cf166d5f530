// build-manifest.json tells the server (internal/server/manifest.go) how the build's folders are
// served, so neither repeats the other's folder names: hashed files cached for a year, what other
// sites may read, what is shown as plain text, where the registry's index is. It also records what
// the server would otherwise compute from every file at start: each file's hash (its ETag) and the
// CSP sources of the pages' inline scripts, so the embedded site is served the moment it listens.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { folders } from "../../published-folders";
import { registryIndex, type Build } from "../shared/build-folder";
import { attribute, contentOf, elementsOf } from "../shared/page-parser";

export const manifestFile = "build-manifest.json";

const fontTypes = new Set([".woff", ".woff2"]);

/** Every file under `dir`, sidecars too, as paths under it with "/" between folders. */
function* everyFile(dir: string, root = dir): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* everyFile(path, root);
    else yield relative(root, path).split(sep).join("/");
  }
}

/** A file's ETag as the server sends it (internal/server/static.go's etag): the first 12 bytes of its SHA-256, unpadded base64url. */
const hashOf = (content: Buffer) => createHash("sha256").update(content).digest().subarray(0, 12).toString("base64url");

// The <script type>s a browser runs; any other type makes a data block (HTML's "prepare the script element").
const scriptTypes = new Set(
  ["", "module", "importmap", "text/javascript", "application/javascript", "application/ecmascript", "application/x-ecmascript"]
    .concat(["application/x-javascript", "text/ecmascript", "text/jscript", "text/livescript", "text/x-ecmascript", "text/x-javascript"])
    .concat(["1.0", "1.1", "1.2", "1.3", "1.4", "1.5"].map((version) => `text/javascript${version}`)),
);

/** The CSP sources ('sha256-…') of a page's inline scripts that run: no src, not a data block, not empty; newlines as a browser reads them. */
function inlineScriptSources(html: string): string[] {
  return elementsOf(html)
    .filter((element) => element.tagName === "script" && attribute(element, "src") === undefined)
    .filter((element) => scriptTypes.has((attribute(element, "type") ?? "").trim().toLowerCase()))
    .map((element) => contentOf(element, html).text.replace(/\r\n?/g, "\n"))
    .filter((code) => code !== "")
    .map((code) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`);
}

/** The manifest of a build: entries ending in "/" are folders, others files. */
function manifest({ client }: Build) {
  // The theme's fonts are Vite assets; other sites loading /kit/ukguide.css fetch them across origins.
  const fonts = readdirSync(join(client, folders.assets)).filter((name) => fontTypes.has(extname(name)));
  // _headers is the static host's, written from the binary's answers after this; the manifest cannot hash itself.
  const names = [...everyFile(client)].filter((name) => name !== manifestFile && name !== "_headers").sort();
  const hashes: Record<string, string> = {};
  const scripts = new Set<string>();
  for (const name of names) {
    const content = readFileSync(join(client, name));
    hashes[name] = hashOf(content);
    if (extname(name) === ".html") for (const source of inlineScriptSources(content.toString("utf8"))) scripts.add(source);
  }
  return {
    immutable: [`${folders.assets}/`],
    shared: [`${folders.snippets}/`, `${folders.kit}/`, `${folders.registry}/`, ...fonts.sort().map((name) => `${folders.assets}/${name}`)],
    text: [`${folders.source}/`],
    registry: registryIndex,
    scriptHashes: [...scripts].sort(),
    hashes,
  };
}

export function writeManifest(build: Build): string {
  const written = manifest(build);
  writeFileSync(join(build.client, manifestFile), `${JSON.stringify(written, null, 2)}\n`);
  return `${Object.keys(written.hashes).length} files hashed, ${written.scriptHashes.length} inline scripts`;
}
