#!/usr/bin/env node
// Two builds compared on Lighthouse's mobile performance score, route by route, in turns.
//
// One run of a route can score several points above or below the next on this machine, and the
// machine's load drifts over minutes, so builds measured one after the other differ by more than
// most changes do. Here both builds are served at once (the same binary, each from its folder, or
// "-" for its embedded build) and audited alternately in one Chromium: A, B, then B, A, and so on.
//
//   cd bench/lighthouse && node ab.mjs ../../web/build-old/client ../../web/build/client --runs 3 / /pages/support/faq
//
// --bin-b serves build B with another binary (say, an older commit's: "-" for its embedded build).
//
// Prints, per route, each run's score and first paint (ms), each build's mean and median first paint
// and mean blocking time, then both builds' means and how many runs reached 95. Compare medians: one
// run slowed by the machine moves a mean of a few runs. Build a second folder with
// `cd web && UKGUIDE_BUILD_DIR=build-old npm run build` (under web/, where node_modules resolves).
import { parseArgs } from "node:util";
import { cpuSlowdown, cpuSlowdownOption, withCpuSlowdown } from "./cpu-slowdown.mjs";
import { audit, auditFlags, commonOptions, launchChromium, parseRuns, startServer } from "./server.mjs";

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { ...commonOptions("3"), ...cpuSlowdownOption, "bin-b": { type: "string" } },
});
const [dirA, dirB, ...routes] = positionals;
if (!dirA || !dirB || routes.length === 0 || !routes.every((route) => route.startsWith("/"))) {
  throw new Error("usage: node ab.mjs <build A folder or -> <build B folder or -> <route>... [--runs n] [--cpu-slowdown n|auto]");
}
const runs = parseRuns(options.runs);

const builds = {
  A: await startServer(options.bin, dirA === "-" ? undefined : dirA),
  B: await startServer(options["bin-b"] ?? options.bin, dirB === "-" ? undefined : dirB),
};
const chrome = await launchChromium(options.chromium);
const flags = auditFlags(chrome, ["performance"]);

/** @typedef {{ score: number, tbt: number, fcp: number, lcp: number }} Run */
/** @param {Run[]} list @param {keyof Run} key */
const mean = (list, key) => list.reduce((sum, run) => sum + run[key], 0) / list.length;
/** The middle run's value. @param {Run[]} list @param {keyof Run} key */
const median = (list, key) => {
  const sorted = list.map((run) => run[key]).sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2;
};
const all = { A: /** @type {Run[]} */ ([]), B: /** @type {Run[]} */ ([]) };
try {
  // As in run.mjs: the first audit in a fresh Chromium runs slow, so each server is audited once unrecorded.
  const warmUps = [];
  for (const build of Object.values(builds)) warmUps.push((await audit(`${build.base}/`, flags)).lhr);
  const slowdown = cpuSlowdown(options["cpu-slowdown"], warmUps[0].environment.benchmarkIndex);
  const mobileFlags = withCpuSlowdown(flags, slowdown);
  console.log(`mobile CPU slowdown ${slowdown}×`);
  for (const route of routes) {
    const results = { A: /** @type {Run[]} */ ([]), B: /** @type {Run[]} */ ([]) };
    for (let run = 0; run < runs; run++) {
      for (const name of run % 2 ? ["B", "A"] : ["A", "B"]) {
        const { lhr } = await audit(`${builds[name].base}${route}`, mobileFlags);
        if (lhr.runtimeError) throw new Error(`${route} on build ${name}: ${lhr.runtimeError.code} three times`);
        results[name].push({
          score: Math.round(lhr.categories.performance.score * 100),
          tbt: lhr.audits["total-blocking-time"].numericValue,
          fcp: lhr.audits["first-contentful-paint"].numericValue,
          lcp: lhr.audits["largest-contentful-paint"].numericValue,
        });
      }
    }
    const line = (name) =>
      `${name} ${results[name].map((run) => `${run.score} (${Math.round(run.fcp)})`).join(", ")} (FCP mean ${Math.round(mean(results[name], "fcp"))} ms, median ${Math.round(median(results[name], "fcp"))}; LCP ${Math.round(mean(results[name], "lcp"))} ms, TBT ${Math.round(mean(results[name], "tbt"))} ms)`;
    console.log(`${route.padEnd(46)} ${line("A")} | ${line("B")}`);
    all.A.push(...results.A);
    all.B.push(...results.B);
  }
  const summary = (name) =>
    `${name} mean ${mean(all[name], "score").toFixed(1)}, FCP ${Math.round(mean(all[name], "fcp"))} ms (median ${Math.round(median(all[name], "fcp"))}), LCP ${Math.round(mean(all[name], "lcp"))} ms, TBT ${Math.round(mean(all[name], "tbt"))} ms, ≥ 95 in ${all[name].filter((run) => run.score >= 95).length} of ${all[name].length}`;
  console.log(`${"all".padEnd(46)} ${summary("A")} | ${summary("B")}`);
} finally {
  chrome.kill();
  await Promise.all([builds.A.stop(), builds.B.stop()]);
}
