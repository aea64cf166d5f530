// Takes the pictures of the examples that the group overviews (/sections/<group>) show: each example's /preview/
// page in Chromium, served by the built binary, in light and dark mode, cropped to what it paints and scaled to
// 480×300 WebP under public/assets/pictures/. app/showcase/pictures.json records each example's pictures and the
// hash of the code they show; test/pictures.test.ts fails when an example's code no longer matches its pictures.
// Without arguments it takes only those; --all takes every one, and ids take only those examples.
//   node scripts/pictures.mjs [--bin <binary>] [--all] [id …]     (make pictures, after make build)
import { chromium } from "@playwright/test";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";
import { codeHashOf, cropWidth, frameProblems, manifestFile, pictureName, pictureSize, picturesDir } from "./example-pictures.mjs";
import { startBinary } from "./start-binary.mjs";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const binAt = args.indexOf("--bin");
const bin = binAt >= 0 ? args[binAt + 1] : join(web, "..", "bin", "ukguide");
const all = args.includes("--all");
const named = args.filter((arg, index) => !arg.startsWith("--") && !(binAt >= 0 && index === binAt + 1));
const modes = /** @type {const} */ (["light", "dark"]);

/** @typedef {import("@playwright/test").Page} Page */
/** @typedef {{ press: string; until: string; hover?: boolean; clock?: number }} Opening */
/** @typedef {{ left: number; top: number; right: number; bottom: number }} Box */
/** @typedef {ReturnType<typeof cropAround>} Crop */
/** @typedef {{ page: Page; width: number; crop: Crop; painted: Painted; shown: number }} Taken */
/** @typedef {Box & { shown: number; text: number }} Painted */
/** @typedef {import("./example-pictures.mjs").Frame} Frame */
/** @typedef {{ code?: string; light?: string; dark?: string; frames?: { light?: Frame; dark?: Frame } }} Entry */
/** @typedef {{ name: string; meta?: { preview?: string; group: string; source: string } }} RegistryItem */

/**
 * Examples whose preview opens with a control that shows the rest: what to do first, so that the picture shows what
 * a visitor sees once they use it. `press` clicks (or, with `hover`, points at) the first match; `until` is what
 * then shows; `clock` runs the page's timers this many milliseconds after the press, on a clock of the script's own.
 */
/** @type {Record<string, Opening>} */
const opening = {
  "modals-simple": { press: "main button", until: ".modal.show" },
  "modals-notification": { press: "main button", until: ".modal.show" },
  "modals-confirm": { press: "main button", until: ".modal.show" },
  "modals-side-sheet": { press: "main button", until: ".modal.show" },
  "tooltips-placements": { press: "main button", hover: true, until: ".tooltip.show" },
  "popovers-placements": { press: "main button", hover: true, until: ".popover.show" },
  "dropdowns-dropdown": { press: "main .dropdown-toggle", until: ".dropdown-menu.show" },
  "dropdowns-dropup": { press: "main .dropdown-toggle", until: ".dropdown-menu.show" },
  "dropdowns-select-picker": { press: "main .choices", until: ".choices__list--dropdown.is-active" },
  "notifications-progress": { press: "main button", until: ".progress-toast", clock: 1500 },
};

/**
 * The page widths an example is taken at, keeping the one where it is drawn largest (it may wrap into a shape closer
 * to the picture's): a section (of the page sections, or any part that fills the page's width and a section's
 * height) at widths from a wide desktop's to a large phone's (Bootstrap's sm); a smaller part at widths down to a
 * phone's, one of them the narrowest where a navbar is expanded (lg). docs/decisions/011-section-pictures.md
 */
const sectionWidths = [1440, 1200, 1024, 768, 576];
const partWidths = [1280, 992, 960, 720, 540, 400];

/** The pixels per CSS pixel a picture is taken at, so that a small part enlarged up to twice (cropWidth) stays sharp. */
const deviceScale = 2;

/** @type {{ size: typeof pictureSize; pictures: Record<string, Entry> }} */
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : { size: pictureSize, pictures: {} };
const server = await startBinary(bin);
/** @type {import("@playwright/test").Browser | undefined} */
let browser;
try {
  /** @type {{ items: RegistryItem[] }} */
  const registry = await (await fetch(`${server.url}/r/registry.json`)).json();
  const examples = registry.items
    .flatMap(({ name, meta }) => (meta?.preview ? [{ id: name, group: meta.group, preview: meta.preview, file: meta.source.replace(/^\/source\//, "") }] : []));
  const unknown = named.filter((id) => !examples.some((example) => example.id === id));
  if (unknown.length > 0) throw new Error(`no such example: ${unknown.join(", ")}`);

  const due = examples.filter((example) => {
    if (named.length > 0) return named.includes(example.id);
    const entry = manifest.pictures[example.id];
    return (
      all ||
      !entry ||
      entry.code !== codeHashOf(example.file) ||
      modes.some((mode) => !entry[mode] || !existsSync(join(picturesDir, entry[mode])))
    );
  });
  // The binary must show the examples as they are now.
  const built = statSync(bin).mtimeMs;
  const newer = due.find((example) => statSync(join(web, "app", "examples", example.file)).mtimeMs > built);
  if (newer) throw new Error(`${bin} is older than app/examples/${newer.file}: run make build first`);

  mkdirSync(picturesDir, { recursive: true });
  const launched = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, "--hide-scrollbars"] });
  browser = launched;
  const encoder = await launched.newPage();
  /** @type {Map<string, number>} the width each example was taken at in light mode, kept for dark */
  const chosen = new Map();
  /** A page in a context of its own (a clock one page pauses stays there), in a colour mode. */
  const newPage = async (/** @type {"light" | "dark"} */ mode) => {
    const context = await launched.newContext({ reducedMotion: "reduce", colorScheme: mode, deviceScaleFactor: deviceScale });
    // Photos from external hosts fail, so every example shows its own fallback art: the same picture every time.
    await context.route((url) => url.origin !== new URL(server.url).origin, (route) => route.fulfill({ status: 204 }));
    await context.addInitScript((theme) => localStorage.setItem("ukguide-theme", theme), mode);
    return context.newPage();
  };
  const close = (/** @type {Page} */ page) => page.context().close();
  for (const mode of modes) {
    for (const example of due) {
      /** @type {Taken | undefined} */
      let best;
      /**
       * Loads the example at a page width, keeping it if its crop is the narrowest yet and it hides nothing the
       * first width showed (a narrow page may drop a picture or fold a menu); resolves what it paints.
       */
      const tryWidth = async (/** @type {number} */ width) => {
        const page = await newPage(mode);
        const { crop, painted } = await open(page, `${server.url}${example.preview}`, width, opening[example.id]);
        if (!best || (crop.width < best.crop.width && painted.shown >= best.shown)) {
          if (best) await close(best.page);
          best = { page, width, crop, painted, shown: Math.max(painted.shown, best?.shown ?? 0) };
        } else await close(page);
        return painted;
      };
      const width = chosen.get(example.id);
      if (width !== undefined) await tryWidth(width);
      else if (example.group === "page-sections") for (const width of sectionWidths) await tryWidth(width);
      else {
        // A part as wide as the page and as tall as a section is shown as one; anything smaller where it is drawn largest.
        const painted = await tryWidth(partWidths[0]);
        if (painted.right - painted.left >= 0.9 * partWidths[0] && painted.bottom - painted.top >= 320) {
          // tryWidth set it (TypeScript does not follow assignments in a closure).
          const first = /** @type {Taken | undefined} */ (best);
          if (first) await close(first.page);
          best = undefined;
          for (const width of sectionWidths) await tryWidth(width);
        } else for (const width of partWidths.slice(1)) await tryWidth(width);
      }
      const taken = /** @type {Taken | undefined} */ (best);
      if (!taken) throw new Error(`${example.id}: no page width was taken`);
      chosen.set(example.id, taken.width);
      const png = await taken.page.screenshot({ clip: taken.crop.shot, fullPage: true, animations: "disabled", caret: "hide" });
      const background = await taken.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      await close(taken.page);
      const webp = await encode(encoder, png, taken.crop, background);
      const entry = (manifest.pictures[example.id] ??= {});
      const name = pictureName(example.id, mode, webp);
      if (entry[mode] && entry[mode] !== name) rmSync(join(picturesDir, entry[mode]), { force: true });
      writeFileSync(join(picturesDir, name), webp);
      entry[mode] = name;
      const { left, top, right, bottom, text } = taken.painted;
      const { x, y, width: cropWidth, height: cropHeight } = taken.crop.frame;
      (entry.frames ??= {})[mode] = { page: taken.width, crop: { x, y, width: cropWidth, height: cropHeight }, content: { left, top, right, bottom }, text };
      // Up to date once both modes are taken.
      if (mode === modes.at(-1)) entry.code = codeHashOf(example.file);
      writeManifest();
      console.log(`${name} ${(webp.length / 1024).toFixed(1)} KB (${taken.width} px page, ${Math.round(taken.crop.width)} px crop)`);
      const problems = frameProblems(entry.frames[mode]);
      if (problems.length > 0) console.warn(`${name}: ${problems.join("; ")}`);
    }
  }

  // Examples that are gone take their pictures with them.
  const ids = new Set(examples.map((example) => example.id));
  for (const id of Object.keys(manifest.pictures)) if (!ids.has(id)) delete manifest.pictures[id];
  const kept = new Set(Object.values(manifest.pictures).flatMap((entry) => modes.map((mode) => entry[mode])));
  for (const file of readdirSync(picturesDir)) if (!kept.has(file)) rmSync(join(picturesDir, file));
  writeManifest();
  console.log(`pictures: ${due.length} of ${examples.length} examples taken`);
} finally {
  await browser?.close();
  await server.stop();
}

/** The manifest as it stands (after every picture, so an interrupted run keeps what it took), in one order of ids and keys. */
function writeManifest() {
  const sorted = Object.keys(manifest.pictures)
    .sort()
    .map((id) => {
      const { code, light, dark, frames } = manifest.pictures[id];
      return [id, { code, light, dark, ...(frames && { frames: { light: frames.light, dark: frames.dark } }) }];
    });
  writeFileSync(manifestFile, JSON.stringify({ size: pictureSize, pictures: Object.fromEntries(sorted) }, null, 2) + "\n");
}

/**
 * Loads a preview at a page width, opens what the example opens, lets every animation end and returns the crop:
 * what the example paints with a margin, widened to the picture's shape (16:10), and the box and text size it paints.
 * @param {Page} page
 * @param {string} url
 * @param {number} width
 * @param {Opening | undefined} opens
 */
async function open(page, url, width, opens) {
  const height = Math.round((width * pictureSize.height) / pictureSize.width);
  await page.setViewportSize({ width, height });
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.evaluate(() => document.fonts.ready);
  // Every image settled: loaded, or failed to its fallback; lazy ones too, wherever they are.
  await page.evaluate(() => {
    for (const image of document.images) image.loading = "eager";
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  if (opens) {
    // A paused clock: the page's timers run only as far as told, so every picture is the same.
    if (opens.clock) {
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1000);
    }
    const control = page.locator(opens.press).first();
    await (opens.hover ? control.hover() : control.click());
    if (opens.clock) await page.clock.runFor(opens.clock);
    await page.locator(opens.until).first().waitFor();
    // The pointer leaves what was clicked, so it shows at rest.
    if (!opens.hover) await page.mouse.move(0, 0);
    // What opened has come to rest: placed again once the control's own hover or press has moved it (a resize has
    // the overlay measure again), then in the same place two frames running.
    if (!opens.clock) {
      await page.evaluate(async (selector) => {
        for (const animation of document.getAnimations()) {
          if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
        }
        dispatchEvent(new Event("resize"));
        const place = () => JSON.stringify(document.querySelector(selector)?.getBoundingClientRect());
        const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        for (let last = place(), tries = 0; tries < 30; tries += 1) {
          await frames();
          if (place() === last) return;
          last = place();
        }
      }, opens.until);
    }
  }
  // Every animation with an end at it.
  await page.evaluate(async () => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });
  const painted = await page.evaluate(paintedBox);
  if (!painted) throw new Error(`${url} paints nothing`);
  return { painted, crop: cropAround(painted, width, await page.evaluate(() => document.documentElement.scrollHeight)) };
}

/**
 * The box, in page coordinates, of everything the page paints (text, images, controls, backgrounds, borders,
 * shadows), and how many texts and images it shows.
 */
function paintedBox() {
  /** @type {Box | undefined} */
  let box;
  let shown = 0;
  const add = (/** @type {DOMRect} */ rect) => {
    if (rect.width <= 2 || rect.height <= 2) return;
    const x = rect.left + scrollX;
    const y = rect.top + scrollY;
    box = box
      ? { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x + rect.width), bottom: Math.max(box.bottom, y + rect.height) }
      : { left: x, top: y, right: x + rect.width, bottom: y + rect.height };
  };
  // A background of the page's own colour (an example's wrapper has one) paints nothing that shows.
  const page = getComputedStyle(document.body).backgroundColor;
  const clear = (/** @type {string} */ colour) => colour === "transparent" || /,\s*0\)$/.test(colour);
  const unseen = (/** @type {string} */ colour) => clear(colour) || colour === page;
  const replaced = new Set(["IMG", "svg", "CANVAS", "VIDEO", "INPUT", "TEXTAREA", "SELECT", "IFRAME", "HR"]);
  // Text for screen readers only (the page's skip link and heading too): clipped to nothing, though its box is not.
  const hidden = ".visually-hidden, .visually-hidden-focusable:not(:focus-within)";
  for (const element of document.body.querySelectorAll("*")) {
    if (element.matches(".modal-backdrop, .offcanvas-backdrop") || element.closest(hidden)) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const style = getComputedStyle(element);
    const paints =
      replaced.has(element.tagName) ||
      style.backgroundImage !== "none" ||
      !unseen(style.backgroundColor) ||
      style.boxShadow !== "none" ||
      /** @type {const} */ (["Top", "Right", "Bottom", "Left"]).some((side) => parseFloat(style[`border${side}Width`]) > 0 && !clear(style[`border${side}Color`]));
    if (paints) add(element.getBoundingClientRect());
    if (replaced.has(element.tagName)) shown += 1;
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  /** @type {{ size: number; length: number }[]} */
  const sizes = [];
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const parent = text.parentElement;
    if (!text.textContent?.trim() || !parent || parent.closest(`${hidden}, script, style, noscript`)) continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    range.selectNodeContents(text);
    add(range.getBoundingClientRect());
    sizes.push({ size: parseFloat(getComputedStyle(parent).fontSize), length: text.textContent.trim().length });
    shown += 1;
  }
  // The size most of its text is set in: the median by characters (a heading or a caption does not decide it).
  sizes.sort((a, b) => a.size - b.size);
  const half = sizes.reduce((sum, { length }) => sum + length, 0) / 2;
  let counted = 0;
  const text = sizes.find(({ length }) => (counted += length) >= half)?.size ?? 0;
  // add() set it (TypeScript does not follow assignments in a closure).
  const found = /** @type {Box | undefined} */ (box);
  return found && { left: Math.max(0, found.left), right: Math.min(innerWidth, found.right), top: Math.max(0, found.top), bottom: found.bottom, shown, text };
}

/**
 * The crop around a painted box: the tightest that holds it with a margin on every side (cropWidth), centred on
 * it, so that nothing is cut at an edge. A crop may reach past the page: `shot` is the part of it on the
 * page, which the picture places where it lies in the crop (`offset`) on the page's background; `frame` is the crop
 * in page coordinates.
 * @param {Box} box
 * @param {number} pageWidth
 * @param {number} pageHeight
 */
function cropAround(box, pageWidth, pageHeight) {
  const width = cropWidth(box);
  const height = (width * pictureSize.height) / pictureSize.width;
  const x = Math.round((box.left + box.right) / 2 - width / 2);
  const y = Math.round((box.top + box.bottom) / 2 - height / 2);
  const left = Math.max(0, x);
  const top = Math.max(0, y);
  const right = Math.min(pageWidth, x + width);
  const bottom = Math.min(pageHeight, Math.floor(y + height));
  return {
    width,
    height,
    offset: { x: left - x, y: top - y },
    shot: { x: left, y: top, width: right - left, height: bottom - top },
    frame: { x, y, width, height },
  };
}

/**
 * The part of a crop on the page, placed in the crop on the page's background, scaled to the picture and encoded as
 * WebP by Chromium's own encoder.
 * @param {Page} page
 * @param {Buffer} png
 * @param {Crop} crop
 * @param {string} background
 */
async function encode(page, png, crop, background) {
  const base64 = await page.evaluate(
    async ({ source, width, height, scale, offset, background, deviceScale }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${source}`;
      await image.decode();
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context on an OffscreenCanvas");
      context.fillStyle = background;
      context.fillRect(0, 0, width, height);
      context.imageSmoothingQuality = "high";
      // The shot has deviceScale pixels per CSS pixel; the crop's scale is per CSS pixel.
      const drawn = scale / deviceScale;
      context.drawImage(image, offset.x * scale, offset.y * scale, image.naturalWidth * drawn, image.naturalHeight * drawn);
      const blob = await canvas.convertToBlob({ type: "image/webp", quality: 0.8 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = "";
      for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
      return btoa(binary);
    },
    { source: png.toString("base64"), ...pictureSize, scale: pictureSize.width / crop.width, offset: crop.offset, background, deviceScale },
  );
  return Buffer.from(base64, "base64");
}
