#!/usr/bin/env node
// Which main-thread tasks Lighthouse's mobile score counts as blocking, for one route.
//
// The mobile preset does not measure blocking time: it simulates it ("Lantern"). Each task of
// the unthrottled load is replayed 4× slower (layout and paint 2×) on a simulated slow link, and
// every replayed task over 50 ms that ends after the simulated first paint counts, less 50 ms.
// This audits a route and lists those replayed tasks: when each starts and ends in the
// simulation, how long it took unthrottled, roughly how much blocking time it adds, and the
// trace events it is made of (longest first), which is usually enough to name its cause.
//
//   cd bench/lighthouse && node blocking.mjs /pages/company/about-us [--runs 3] [--detail] [--bin …] [--dir …]
//
// --detail also prints each blocking task's trace events over 1.5 ms, in order; with
// --categories blink,loading,v8.execute,disabled-by-default-v8.compile the trace names far more
// of the browser's own work (Lighthouse's trace then takes longer, so the scores drop).
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import { TotalBlockingTime } from "@paulirish/trace_engine/models/trace/lantern/metrics/TotalBlockingTime.js";
import { auditFlags, commonOptions, launchChromium, parseRuns, startServer } from "./server.mjs";

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    ...commonOptions("1"),
    dir: { type: "string" },
    detail: { type: "boolean", default: false },
    categories: { type: "string", default: "" },
  },
});
const [route] = positionals;
if (!route?.startsWith("/")) throw new Error("usage: node blocking.mjs <route, e.g. /pages/company/about-us> [--runs n] [--detail]");
const runs = parseRuns(options.runs);

// Lantern picks the simulated tasks over 50 ms here; keep the last simulation's list (the one the
// blocking time of the run was computed from) with the tasks themselves.
let simulated = [];
const topLevelEvents = TotalBlockingTime.getTopLevelEvents;
TotalBlockingTime.getTopLevelEvents = function (nodeTimings, minDurationMs) {
  simulated = [...nodeTimings.entries()]
    .filter(([node, timing]) => node.type === "cpu" && timing.duration >= minDurationMs)
    .map(([node, timing]) => ({ node, timing }))
    .sort((a, b) => a.timing.startTime - b.timing.startTime);
  return topLevelEvents.call(this, nodeTimings, minDurationMs);
};

/** The trace events a task is made of, summed by name (and script), longest first. */
function summary(node) {
  const byName = new Map();
  for (const event of node.childEvents) {
    const data = event.args?.data ?? {};
    const script = data.url ? ` ${data.url.split("/").pop()}${data.functionName ? `:${data.functionName}` : ""}` : "";
    const key = event.name + (/Script|Module|FunctionCall/.test(event.name) ? script : "");
    byName.set(key, (byName.get(key) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return [...byName].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join("; ");
}

const server = await startServer(options.bin, options.dir);
const chrome = await launchChromium(options.chromium);
try {
  const flags = auditFlags(chrome, ["performance"], { additionalTraceCategories: options.categories });
  await lighthouse(`${server.base}/`, flags); // as in run.mjs: the first audit in a fresh Chromium runs slow
  for (let run = 1; run <= runs; run++) {
    simulated = [];
    const { lhr } = await lighthouse(`${server.base}${route}`, flags);
    const { audits } = lhr;
    const fcp = audits["first-contentful-paint"].numericValue;
    console.log(
      `run ${run}: performance ${Math.round(lhr.categories.performance.score * 100)}, TBT ${Math.round(audits["total-blocking-time"].numericValue)} ms, ` +
        `FCP ${Math.round(fcp)} ms, TTI ${Math.round(audits.interactive.numericValue)} ms (simulated)`,
    );
    const start = simulated[0]?.node.event.ts ?? 0;
    for (const { node, timing } of simulated) {
      // Lighthouse averages two simulations with slightly different first paints; this uses the reported one.
      const blocking = Math.max(0, timing.endTime - Math.max(timing.startTime + 50, fcp));
      console.log(
        `  ${Math.round(timing.startTime)}–${Math.round(timing.endTime)} ms, ${(node.event.dur / 1000).toFixed(1)} ms unthrottled at ` +
          `${Math.round((node.event.ts - start) / 1000)} ms, blocking ~${Math.round(blocking)} ms | ${summary(node)}`,
      );
      if (options.detail && blocking > 0) {
        for (const event of node.childEvents.filter((child) => (child.dur ?? 0) > 1500)) {
          console.log(`      +${((event.ts - node.event.ts) / 1000).toFixed(1)} ${(event.dur / 1000).toFixed(1)} ms ${event.name} ${JSON.stringify(event.args?.data ?? {}).slice(0, 100)}`);
        }
      }
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
