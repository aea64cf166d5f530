// build-manifest.json tells the server (internal/server/manifest.go) how the build's folders are
// served, so neither repeats the other's folder names: hashed files cached for a year, what other
// sites may read, what is shown as plain text, where the registry's index is.
import { readdirSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { folders } from "../../published-folders";
import { registryIndex, type Build } from "../shared/build-folder";

export const manifestFile = "build-manifest.json";

const fontTypes = new Set([".woff", ".woff2"]);

/** The manifest of a build: entries ending in "/" are folders, others files. */
function manifest({ client }: Build) {
  // The theme's fonts are Vite assets; other sites loading /kit/ukguide.css fetch them across origins.
  const fonts = readdirSync(join(client, folders.assets)).filter((name) => fontTypes.has(extname(name)));
  return {
    immutable: [`${folders.assets}/`],
    shared: [`${folders.snippets}/`, `${folders.kit}/`, `${folders.registry}/`, ...fonts.sort().map((name) => `${folders.assets}/${name}`)],
    text: [`${folders.source}/`],
    registry: registryIndex,
  };
}

export function writeManifest(build: Build): string {
  const written = manifest(build);
  writeFileSync(join(build.client, manifestFile), `${JSON.stringify(written, null, 2)}\n`);
  return `${written.shared.length} shared entries`;
}
