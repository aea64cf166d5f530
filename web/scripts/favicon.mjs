// Draws the browser tab's icon, web/public/favicon.png, from its artwork, web/art/favicon.svg.
// The site declares a PNG rather than the SVG itself (docs/architecture.md, "Icons and images"):
// a PNG is one image decode.
//   node scripts/favicon.mjs      (after editing the artwork; commit the PNG it writes)
import { chromium } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";

/** The icon's size in pixels: the tab shows it at 16 CSS px, so this is sharp at 2×. */
const FAVICON_SIZE = 32;

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const svg = readFileSync(join(web, "art", "favicon.svg"), "utf8");
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: FAVICON_SIZE, height: FAVICON_SIZE } });
await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:100%;height:100%}</style>${svg}`);
const out = join(web, "public", "favicon.png");
writeFileSync(out, await page.screenshot({ omitBackground: true }));
await browser.close();
console.log(`wrote ${out}`);
