// Brotli and gzip sidecars of every compressible file, for the server to send as they are; each kept
// only when it saves bytes.
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { extname } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { walk, type Build } from "../shared/build-folder";

const compressible = new Set([".html", ".js", ".css", ".svg", ".txt", ".xml", ".json", ".tsx", ".webmanifest"]);

export function writeSidecars({ client }: Build): string {
  let written = 0;
  for (const file of walk(client)) {
    if (!compressible.has(extname(file)) || statSync(file).size < 256) continue;
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
    const gz = gzipSync(raw, { level: 9 });
    for (const [suffix, bytes] of [[".br", br], [".gz", gz]] as const) {
      if (bytes.length >= raw.length) continue;
      writeFileSync(file + suffix, bytes);
      written++;
    }
  }
  return `${written} sidecars written`;
}
