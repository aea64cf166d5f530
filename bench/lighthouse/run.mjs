#!/usr/bin/env node
// Lighthouse scores of every route (or those matching --routes), mobile and
// desktop presets, against the ukguide binary on 127.0.0.1, in Debian's
// Chromium, with every external host blocked. Prints a table of the four
// category scores plus LCP, TBT and CLS, and the targets it misses.
//
//   cd bench/lighthouse && npm ci && node run.mjs [--bin ../../bin/ukguide] [--dir build/client] [--routes regex] [--runs n] [--presets mobile,desktop] [--json] [--reports dir] [--cpu-slowdown n|auto]
//
// --dir serves that build folder instead of the binary's embedded build.
//
// --runs audits each route and preset n times and reports the median run, the one nearest
// the median first paint and time to interactive (Lighthouse's own computeMedianRun), with every
// run's performance score beside it (`perf 93 (runs 84, 93, 97)`; `performanceRuns` in --json).
// One run of a page can score several points above or below the next on this machine (blocking
// time swings by 100–300 ms), so a single run says little about one route.
//
// --reports keeps each full report (<route>.<preset>.json) to read why an audit fails.
//
// --presets mobile (or desktop) audits one preset only; both by default.
//
// --cpu-slowdown n sets the mobile preset's CPU slowdown (4 by default, the preset's own); `auto` fits it
// to this host's benchmark index (cpu-slowdown.mjs), which the table ends with.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { cpuSlowdown, cpuSlowdownOption, withCpuSlowdown } from "./cpu-slowdown.mjs";
import { audit, auditFlags, commonOptions, launchChromium, parseRuns, startServer } from "./server.mjs";

const { values: options } = parseArgs({
  options: {
    ...commonOptions("1"),
    ...cpuSlowdownOption,
    dir: { type: "string" },
    routes: { type: "string", default: "." },
    json: { type: "boolean", default: false },
    reports: { type: "string" },
    presets: { type: "string", default: "mobile,desktop" },
  },
});
const runs = parseRuns(options.runs);
const presets = options.presets.split(",").map((preset) => preset.trim());
for (const preset of presets) {
  if (preset !== "mobile" && preset !== "desktop") throw new Error(`--presets: expected mobile, desktop or both, got ${JSON.stringify(preset)}`);
}

/** Targets: performance ≥ 95 mobile and 100 desktop; the other categories 100 everywhere. */
const targets = {
  mobile: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 },
  desktop: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
};

/** A metric for the table: "n/a" when the run could not measure it. */
const metric = (value, format) => (typeof value === "number" ? format(value) : "n/a");

const server = await startServer(options.bin, options.dir);
const chrome = await launchChromium(options.chromium);

const rows = [];
try {
  const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .filter((path) => new RegExp(options.routes).test(path));
  if (routes.length === 0) throw new Error(`--routes ${options.routes}: no route in the sitemap matches`);
  const flags = auditFlags(chrome, ["performance", "accessibility", "best-practices", "seo"]);
  // The first audit in a fresh Chromium often scores low (`/` mobile: 83, 84 and 88 as the first
  // audit of three invocations, 94–99 otherwise), so one unrecorded audit of the site's root
  // comes before the measured ones.
  const warmUp = await audit(`${server.base}/`, flags);
  const slowdown = cpuSlowdown(options["cpu-slowdown"], warmUp.lhr.environment.benchmarkIndex);
  if (presets.includes("mobile") && !options.json) console.log(`mobile CPU slowdown ${slowdown}×`);
  const mobileFlags = withCpuSlowdown(flags, slowdown);
  for (const route of routes) {
    for (const preset of presets) {
      const results = [];
      for (let run = 0; run < runs; run++) {
        const [presetFlags, config] = preset === "desktop" ? [flags, desktopConfig] : [mobileFlags, undefined];
        results.push((await audit(`${server.base}${route}`, presetFlags, config)).lhr);
      }
      const measured = results.filter((lhr) => !lhr.runtimeError);
      const lhr = measured.length ? computeMedianRun(measured) : results[0];
      const { audits } = lhr;
      if (options.reports) {
        mkdirSync(options.reports, { recursive: true });
        const file = `${route === "/" ? "index" : route.slice(1).replaceAll("/", "_")}.${preset}.json`;
        writeFileSync(join(options.reports, file), JSON.stringify(lhr));
      }
      const score = (report, key) =>
        typeof report.categories[key]?.score === "number" ? Math.round(report.categories[key].score * 100) : null;
      const scores = measured.map((report) => score(report, "performance")).filter((value) => value !== null);
      const row = {
        route,
        preset,
        error: lhr.runtimeError?.code,
        performance: score(lhr, "performance"),
        performanceRuns: scores.length > 1 ? scores : undefined,
        accessibility: score(lhr, "accessibility"),
        "best-practices": score(lhr, "best-practices"),
        seo: score(lhr, "seo"),
        lcp: audits["largest-contentful-paint"].numericValue,
        tbt: audits["total-blocking-time"].numericValue,
        cls: audits["cumulative-layout-shift"].numericValue,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        failing: Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
          .map((audit) => audit.id),
      };
      rows.push(row);
      if (!options.json) {
        console.log(
          `${route.padEnd(44)} ${preset.padEnd(8)} perf ${String(row.performance ?? "-").padStart(3)}${row.performanceRuns ? ` (runs ${row.performanceRuns.join(", ")})` : ""}  a11y ${String(row.accessibility ?? "-").padStart(3)}  bp ${String(row["best-practices"] ?? "-").padStart(3)}  seo ${String(row.seo ?? "-").padStart(3)}  LCP ${metric(row.lcp, (v) => (v / 1000).toFixed(2))} s  TBT ${metric(row.tbt, Math.round)} ms  CLS ${metric(row.cls, (v) => v.toFixed(3))}${row.failing.length ? "  failing: " + row.failing.join(", ") : ""}${row.error ? "  error: " + row.error : ""}`,
        );
      }
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}

if (options.json) console.log(JSON.stringify(rows, null, 2));
const missed = rows.flatMap((row) => [
  ...(row.error ? [`${row.route} ${row.preset}: not measured (${row.error})`] : []),
  ...Object.entries(targets[row.preset])
    .filter(([key, target]) => row[key] !== null && row[key] < target)
    .map(([key, target]) => `${row.route} ${row.preset}: ${key} ${row[key]} < ${target}`),
]);
console.log(missed.length ? `\ntargets missed:\n${missed.join("\n")}` : `\nall ${rows.length} runs meet the targets`);
// A table compares with another only beside the host speed it was measured at (cpu-slowdown.mjs).
const indexes = rows.map((row) => row.benchmarkIndex).filter(Number.isFinite).sort((a, b) => a - b);
if (indexes.length) {
  console.log(`Chromium's benchmark index (machine speed): ${Math.round(indexes[0])}–${Math.round(indexes.at(-1))}, median ${Math.round(indexes[indexes.length >> 1])}`);
}
