// The static-host deploy, checked on Cloudflare's own runtime. `wrangler pages dev` runs workerd,
// the engine behind Cloudflare Pages, offline; it serves the build folder with the _headers file
// the binary writes into it (`ukguide -dir <build> -cdn-headers <build>/_headers`, the deploy
// command in README), and the binary serves the same folder. Every route, each with a trailing
// slash and by its file name, missing pages and files in every folder, and every file of the
// build must answer both with the same status, Location, and security, caching and cross-origin
// headers: one test per kind of path, failing with the paths that differ. Any warning of
// wrangler's about the headers file fails a test of its own, as does a rule it did not read.
//
// Run with `make cdn-check`, or from web/: UKGUIDE_BIN=../bin/ukguide npx vitest run --config vitest.cdn.config.ts
// (UKGUIDE_CDN_DIR names another build folder than build/client).
import { execFile, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { manifestFile } from "../pipeline/serving/manifest";
import { freePort } from "../scripts/free-port";
import { startBinary } from "../scripts/start-binary.mjs";

/** The headers compared: security, caching and cross-origin access, and where a redirect goes. */
const comparedHeaders = [
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
 * redirect to it), a missing path in each folder and at the root, and every file of the build folder.
 */
function pathsToCheck(dir: string): string[] {
  const files = [...walk(dir)].map((file) => relative(dir, file).split(sep).join("/"));
  const paths = new Set<string>();
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

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** The status and compared headers of one answer. */
type Answer = { status: number; headers: Record<string, string> };

async function answer(base: string, path: string): Promise<Answer> {
  const response = await fetch(base + path, { redirect: "manual" });
  await response.arrayBuffer();
  const headers = Object.fromEntries(comparedHeaders.map((name) => [name, response.headers.get(name) ?? ""]));
  return { status: response.status, headers };
}

/** Starts `wrangler pages dev` on dir; resolves once it answers, with its output so far and a stop. */
async function startWrangler(dir: string) {
  const port = await freePort();
  const cwd = mkdtempSync(join(tmpdir(), "ukguide-cdn-"));
  const wrangler = resolve(import.meta.dirname, "../node_modules/.bin/wrangler");
  const child = spawn(wrangler, ["pages", "dev", dir, "--ip", "127.0.0.1", "--port", String(port), "--compatibility-date", compatibilityDate], {
    cwd,
    env: { ...process.env, CI: "1", NO_COLOR: "1", WRANGLER_SEND_METRICS: "false" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const stdout = child.stdout;
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => (output += chunk));
  const exited = new Promise((done) => child.once("exit", done));
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((ready, reject) => {
    child.once("exit", (code) => reject(new Error(`wrangler pages dev exited with ${code}:\n${output}`)));
    const poll = () => {
      if (/Ready on http/.test(output)) ready();
      else stdout.once("data", poll);
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
function headersFileProblems(output: string, rules: number): string[] {
  const problems: string[] = [];
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
async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) await fn(items[next++]);
  }));
}

/** The folders the build's manifest lays out (hashed, shared, plain text), outermost first: "/assets/", "/kit/"… */
function manifestFolders(dir: string): string[] {
  const layout = JSON.parse(readFileSync(join(dir, manifestFile), "utf8")) as { immutable: string[]; shared: string[]; text: string[] };
  return [...new Set([...layout.immutable, ...layout.shared, ...layout.text].filter((entry) => entry.endsWith("/")))].map((entry) => `/${entry}`).sort();
}

/** The kind of path, for one test each: the folders the site lays out, the routes, missing paths, the other files. */
function kindOf(path: string, folders: readonly string[]): string {
  if (/\/no-such-/.test(path)) return "missing paths";
  const folder = folders.find((each) => (path + "/").startsWith(each));
  if (folder) return folder;
  if (path === "/" || !/\.[a-z0-9]+$/i.test(path) || path.endsWith(".html")) return "routes and their redirects";
  return "files at the root";
}

/** How the CDN's answer to path differs from the binary's, one line a difference. */
function differences(path: string, want: Answer, got: Answer, binaryUrl: string, cdnUrl: string): string[] {
  const problems: string[] = [];
  if (want.status !== got.status) problems.push(`${path}: status ${got.status} on the CDN, ${want.status} from the binary`);
  for (const name of comparedHeaders) {
    const [a, b] = [want.headers[name], got.headers[name]];
    // A redirect's Location may be absolute on one side; both must name the same place.
    const same = name === "location" ? new URL(a || "x:", binaryUrl).pathname + new URL(a || "x:", binaryUrl).search === new URL(b || "x:", cdnUrl).pathname + new URL(b || "x:", cdnUrl).search : a === b;
    if (!same) problems.push(`${path}: ${name} on the CDN ${JSON.stringify(b)}, from the binary ${JSON.stringify(a)}`);
  }
  return problems;
}

const bin = resolve(process.env.UKGUIDE_BIN ?? resolve(import.meta.dirname, "../../bin/ukguide"));
const dir = resolve(import.meta.dirname, "..", process.env.UKGUIDE_CDN_DIR ?? "build/client");
const folders = manifestFolders(dir);
const kinds = new Map<string, string[]>();
for (const path of pathsToCheck(dir)) kinds.set(kindOf(path, folders), [...(kinds.get(kindOf(path, folders)) ?? []), path]);

let binary: Awaited<ReturnType<typeof startBinary>> | undefined;
let cdn: Awaited<ReturnType<typeof startWrangler>> | undefined;
let rules = 0;

beforeAll(async () => {
  await promisify(execFile)(bin, ["-dir", dir, "-cdn-headers", join(dir, "_headers")]);
  rules = readFileSync(join(dir, "_headers"), "utf8").split("\n").filter((line) => line.startsWith("/")).length;
  binary = await startBinary(bin, ["-dir", dir, "-drain", "0s"]);
  cdn = await startWrangler(dir);
}, 180_000);

afterAll(async () => {
  await Promise.all([binary?.stop(), cdn?.stop()]);
}, 60_000);

test("wrangler reads every rule of the headers file, with no warning", () => {
  if (!cdn) throw new Error("wrangler pages dev did not start");
  expect(headersFileProblems(cdn.output(), rules)).toEqual([]);
});

test.each([...kinds.keys()].sort())("%s answer alike from the CDN and the binary", async (kind) => {
  if (!binary || !cdn) throw new Error("the binary or wrangler pages dev did not start");
  const [binaryUrl, cdnUrl] = [binary.url, cdn.url];
  const paths = kinds.get(kind) ?? [];
  const problems: string[] = [];
  await eachLimited(paths, 8, async (path) => {
    const [want, got] = await Promise.all([answer(binaryUrl, path), answer(cdnUrl, path)]);
    problems.push(...differences(path, want, got, binaryUrl, cdnUrl));
  });
  expect(paths.length).toBeGreaterThan(0);
  expect(problems.sort(), `${problems.length} differences in ${paths.length} paths`).toEqual([]);
}, 120_000);
