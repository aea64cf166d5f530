// The pictures of the examples that the group overviews show: where they are, and the hash of the code each
// one shows, so that a test can tell a picture the example has outgrown without a browser (scripts/pictures.mjs
// takes them).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The pictures, served as they are under /assets/pictures/ (their names hold their hash, as the build's assets do). */
export const picturesDir = join(web, "public", "assets", "pictures");

/** What was taken: each example's pictures and the hash of the code they show (app/showcase/pictures.json). */
export const manifestFile = join(web, "app", "showcase", "pictures.json");

/** Every picture's size in pixels: 16:10, as a card of the overview shows it. */
export const pictureSize = { width: 480, height: 300 };

/**
 * The hash of what an example's file draws: its text without its `meta` statement (a new title or keyword changes
 * no picture). The first 16 hex digits of its SHA-256.
 * @param {string} source
 */
export function codeHash(source) {
  const file = ts.createSourceFile("example.tsx", source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const meta = file.statements.find(
    (statement) =>
      ts.isVariableStatement(statement) &&
      statement.declarationList.declarations.some((declaration) => ts.isIdentifier(declaration.name) && declaration.name.text === "meta"),
  );
  const code = meta ? source.slice(0, meta.pos) + source.slice(meta.end) : source;
  return createHash("sha256").update(code).digest("hex").slice(0, 16);
}

/** The hash of an example's file, by its path under app/examples. @param {string} file */
export function codeHashOf(file) {
  return codeHash(readFileSync(join(web, "app", "examples", file), "utf8"));
}

/**
 * A picture's file name: the example's id, its colour mode, and the first 8 hex digits of its bytes' SHA-256.
 * @param {string} id
 * @param {"light" | "dark"} mode
 * @param {Uint8Array} bytes
 */
export function pictureName(id, mode, bytes) {
  return `${id}-${mode}.${createHash("sha256").update(bytes).digest("hex").slice(0, 8)}.webp`;
}

/**
 * The width and height a WebP file declares (lossy VP8, lossless VP8L or extended VP8X), or undefined when the
 * bytes are not WebP.
 * @param {Uint8Array} bytes
 */
export function webpSize(bytes) {
  const text = (/** @type {number} */ start, /** @type {number} */ end) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes.length < 30 || text(0, 4) !== "RIFF" || text(8, 12) !== "WEBP") return undefined;
  const chunk = text(12, 16);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (chunk === "VP8 ") return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    const uint24 = (/** @type {number} */ at) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
    return { width: uint24(24) + 1, height: uint24(27) + 1 };
  }
  return undefined;
}
