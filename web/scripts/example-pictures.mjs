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

/**
 * Where a picture was taken, in CSS pixels of the page: the page's width, the crop (which may reach past the page),
 * the box of everything the example paints, and the size most of its text is set in (0 when it has none).
 * @typedef {{
 *   page: number;
 *   crop: { x: number; y: number; width: number; height: number };
 *   content: { left: number; top: number; right: number; bottom: number };
 *   text: number;
 * }} Frame
 */

/**
 * The least a picture may show: its content this many pixels clear of every edge, and its text this many pixels
 * high. An example too big to show whole at that size (a long section, a navbar as wide as the page) is shown
 * whole, as large as the picture holds it (the tightest crop, `cropWidth`), its text no smaller than `textFloor`
 * (docs/decisions/011-section-pictures.md).
 */
const legible = { edge: 8, text: 9, textFloor: 3.5 };

/** Space kept round what an example paints: 24 CSS pixels, and at least 10 of the picture's. */
const margin = { css: 24, picture: 10 };

/**
 * The width of the tightest crop that holds a painted box with its margin, in the picture's shape (16:10), and no
 * narrower than half the picture (a small part is enlarged at most twice).
 * @param {{ left: number; top: number; right: number; bottom: number }} box
 */
export function cropWidth(box) {
  const shape = pictureSize.width / pictureSize.height;
  const width = box.right - box.left;
  const height = box.bottom - box.top;
  // A margin of a share of the crop's width: 2 × share of it on each axis.
  const share = margin.picture / pictureSize.width;
  return Math.ceil(
    Math.max(
      pictureSize.width / 2,
      width + 2 * margin.css,
      (height + 2 * margin.css) * shape,
      width / (1 - 2 * share),
      height / (1 / shape - 2 * share),
    ),
  );
}

/**
 * What is wrong with a picture taken in a frame, in the picture's own pixels: its content touching or past an edge,
 * cropped wider than it needs (so shrunk), or its text below a legible size where the example fits the picture
 * whole at that size. Empty when nothing is.
 * @param {Frame} frame
 * @returns {string[]}
 */
export function frameProblems({ crop, content, text }) {
  const scale = pictureSize.width / crop.width;
  const space = {
    left: content.left - crop.x,
    top: content.top - crop.y,
    right: crop.x + crop.width - content.right,
    bottom: crop.y + crop.height - content.bottom,
  };
  const problems = Object.entries(space)
    .filter(([, gap]) => gap * scale < legible.edge)
    .map(([side, gap]) => `its content is ${(gap * scale).toFixed(1)} px from the ${side} edge`);
  const needed = cropWidth(content);
  if (crop.width > needed + 1) problems.push(`its crop is ${Math.round(crop.width)} px wide where ${needed} px holds it`);
  // The largest its text can be with all of it in the picture.
  const fits = Math.min(legible.text, (text * pictureSize.width) / needed);
  // An example with no text (icons only) has none to read.
  if (text > 0 && text * scale < Math.max(legible.textFloor, fits - 0.05)) problems.push(`its ${text} px text is ${(text * scale).toFixed(1)} px high`);
  return problems;
}
