// Brotli and gzip sidecars of every compressible file, for the server to send as they are; each kept
// only when it saves bytes.
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { extname } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { walk, type Build } from "../shared/build-folder";

const compressible = new Set([".html", ".js", ".css", ".svg", ".txt", ".xml", ".json", ".tsx", ".webmanifest"]);

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Compressed on libuv's thread pool, several files at once: the build's other steps run on one core. */
export async function writeSidecars({ client }: Build): Promise<string> {
  const files = [...walk(client)].filter((file) => compressible.has(extname(file)) && statSync(file).size >= 256);
  const written = await Promise.all(
    files.map(async (file) => {
      const raw = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        gzipped(raw, { level: 9 }),
      ]);
      const kept = ([[".br", br], [".gz", gz]] as const).filter(([, bytes]) => bytes.length < raw.length);
      for (const [suffix, bytes] of kept) writeFileSync(file + suffix, bytes);
      return kept.length;
    }),
  );
  return `${written.reduce((sum, count) => sum + count, 0)} sidecars written`;
}
