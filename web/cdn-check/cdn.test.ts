// The static-host deploy, checked on Cloudflare's own runtime. `wrangler pages dev` runs workerd,
// the engine behind Cloudflare Pages, offline; it serves the build folder with the _headers file
// the binary writes into it (`ukguide -dir <build> -cdn-headers <build>/_headers`, the deploy
// command in README), and the binary serves the same folder. Every route, each with a trailing
// slash and by its file name, missing pages and files in every folder, and every file of the
// build must answer both with the same status, Location, and security, caching and cross-origin
// headers. Any warning of wrangler's about the headers file fails the check, as does a rule it
// did not read.
//
// Usage, from web/: node scripts/cdn-check.mjs --bin ../bin/ukguide [--dir build/client]
import { execFile, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { promisify } from "node:util";
import { parseArgs } from "node:util";
import { freePort } from "./free-port.mjs";
import { startBinary } from "./start-binary.mjs";

/** The headers compared: security, caching and cross-origin access, and where a redirect goes. */
export const comparedHeaders = [
  "access-control-allow-origin",
  "cache-control",
  "content-security-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "location",
  "permissions-policy",
  "referrer-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
];

/** wrangler 4.20.0 runs workerd of this date (newer dates need a newer wrangler, and Node 22). */
const compatibilityDate = "2025-06-04";

/**
 * The paths to ask both servers: every route, with a trailing slash and by its file name (both
 * redirect to it), a missing path in each folder and at the root, and every file.
 * @param {string} dir the build folder
 */
export function pathsToCheck(dir) {
  const files = [...walk(dir)].map((file) => relative(dir, file).split(sep).join("/"));
  const paths = new Set();
  const folders = new Set([""]);
  for (const name of files) {
    if (name === "_headers" || /\.(br|gz)$/.test(name) && files.includes(name.replace(/\.(br|gz)$/, ""))) continue;
    folders.add(name.split("/").slice(0, -1).join("/"));
    if (name === "index.html") {
      paths.add("/").add("/index.html").add("/?from=check");
    } else if (name.endsWith(".html")) {
      const route = "/" + name.slice(0, -".html".length);
      paths.add(route).add(`${route}/`).add(`${route}.html`).add(`${route}/?tab=code`);
    } else {
      paths.add("/" + name);
    }
  }
  for (const folder of folders) {
    const at = folder ? `/${folder}` : "";
    paths.add(`${at}/no-such-page`).add(`${at}/no-such-file.js`).add(`${at}/`);
    if (at) paths.add(at);
  }
  return [...paths].sort();
}

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** The status and compared headers of one answer. */
async function answer(base, path) {
  const response = await fetch(base + path, { redirect: "manual" });
  await response.arrayBuffer();
  const headers = Object.fromEntries(comparedHeaders.map((name) => [name, response.headers.get(name) ?? ""]));
  return { status: response.status, headers };
}

/** Starts `wrangler pages dev` on dir; resolves once it answers, with its output so far and a stop. */
async function startWrangler(dir) {
  const port = await freePort();
  const cwd = mkdtempSync(join(tmpdir(), "ukguide-cdn-"));
  const wrangler = resolve(import.meta.dirname, "../node_modules/.bin/wrangler");
  const child = spawn(wrangler, ["pages", "dev", dir, "--ip", "127.0.0.1", "--port", String(port), "--compatibility-date", compatibilityDate], {
    cwd,
    env: { ...process.env, CI: "1", NO_COLOR: "1", WRANGLER_SEND_METRICS: "false" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
  const exited = new Promise((done) => child.once("exit", done));
  const url = `http://127.0.0.1:${port}`;
  await new Promise((ready, reject) => {
    child.once("exit", (code) => reject(new Error(`wrangler pages dev exited with ${code}:\n${output}`)));
    const poll = () => {
      if (/Ready on http/.test(output)) ready(undefined);
      else child.stdout.once("data", poll);
    };
    poll();
  });
  return {
    url,
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      rmSync(cwd, { recursive: true, force: true });
    },
  };
}

/** The problems with wrangler's reading of the headers file: its warnings, and rules it did not read. */
export function headersFileProblems(output, rules) {
  const problems = [];
  const lines = output.split("\n");
  lines.forEach((line, i) => {
    if (/header/i.test(line) && /warn|invalid|maximum|skipping/i.test(line)) problems.push(lines.slice(i, i + 3).join("\n").trim());
  });
  const parsed = /Parsed (\d+) valid header rules?/.exec(output);
  if (!parsed) problems.push("wrangler did not say it parsed the headers file");
  else if (Number(parsed[1]) !== rules) problems.push(`wrangler parsed ${parsed[1]} header rules of the file's ${rules}`);
  return problems;
}

/** Runs fn over items, at most `limit` at a time. */
async function eachLimited(items, limit, fn) {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) await fn(items[next++]);
  }));
}

async function main() {
  const { values: options } = parseArgs({
    options: { bin: { type: "string", default: resolve(import.meta.dirname, "../../bin/ukguide") }, dir: { type: "string", default: "build/client" } },
  });
  const dir = resolve(options.dir);
  const started = Date.now();
  await promisify(execFile)(options.bin, ["-dir", dir, "-cdn-headers", join(dir, "_headers")]);
  const rules = readFileSync(join(dir, "_headers"), "utf8").split("\n").filter((line) => line.startsWith("/")).length;

  const binary = await startBinary(options.bin, ["-dir", dir, "-drain", "0s"]);
  let cdn;
  const problems = [];
  try {
    cdn = await startWrangler(dir);
    problems.push(...headersFileProblems(cdn.output(), rules));
    const paths = pathsToCheck(dir);
    await eachLimited(paths, 8, async (path) => {
      const [want, got] = await Promise.all([answer(binary.url, path), answer(cdn.url, path)]);
      if (want.status !== got.status) problems.push(`${path}: status ${got.status} on the CDN, ${want.status} from the binary`);
      for (const name of comparedHeaders) {
        const [a, b] = [want.headers[name], got.headers[name]];
        // A redirect's Location may be absolute on one side; both must name the same place.
        const same = name === "location" ? new URL(a || "x:", binary.url).pathname + new URL(a || "x:", binary.url).search === new URL(b || "x:", cdn.url).pathname + new URL(b || "x:", cdn.url).search : a === b;
        if (!same) problems.push(`${path}: ${name} on the CDN ${JSON.stringify(b)}, from the binary ${JSON.stringify(a)}`);
      }
    });
    const seconds = Math.round((Date.now() - started) / 1000);
    if (problems.length) {
      console.log(problems.slice(0, 40).join("\n"));
      console.log(`cdn-check: ${problems.length} differences between wrangler pages dev and the binary (${paths.length} paths, ${seconds} s)`);
      process.exitCode = 1;
    } else {
      console.log(`cdn-check: ${paths.length} paths answer alike from wrangler pages dev (${rules} header rules) and the binary (${seconds} s)`);
    }
  } finally {
    await Promise.all([binary.stop(), cdn?.stop()]);
  }
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) await main();
