// Full-page screenshots of some routes at 375 px and 1440 px, for looking at.
// External requests are answered locally, as in the tests.
//   node scripts/screenshots.mjs <base URL> <out dir> <path> [path …]
// THEME=dark (or light) picks the colour mode, as a visitor's saved choice would.
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromiumArgs, chromiumPath, keepOffline } from "../chromium.mjs";

const [base, out, ...routes] = process.argv.slice(2);
if (!base || !out || routes.length === 0) throw new Error("usage: screenshots.mjs <base URL> <out dir> <path> [path …]");
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const width of [375, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: width < 992 ? 812 : 900 } });
  await keepOffline(context, (url) => url.origin === new URL(base).origin);
  if (process.env.THEME) {
    await context.addInitScript((theme) => localStorage.setItem("ukguide-theme", theme), process.env.THEME);
  }
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(new URL(route, base).href);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    // Blocks below the fold render only as they near the viewport (content-visibility: auto), so a
    // full-page capture would leave them blank: render them all, as a visitor scrolling would see them.
    await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    await page.waitForTimeout(3500); // let counters and entrances finish
    const name = `${route.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home"}-${width}${process.env.THEME ? `-${process.env.THEME}` : ""}.png`;
    await page.screenshot({ path: join(out, name), fullPage: true });
    // The first screens on their own, readable at a glance.
    const top = name.replace(".png", "-top.png");
    await page.screenshot({ path: join(out, top), clip: { x: 0, y: 0, width, height: width < 992 ? 1400 : 1800 }, fullPage: true });
    console.log(join(out, name), join(out, top));
  }
  await context.close();
}
await browser.close();
