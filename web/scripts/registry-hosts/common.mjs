// What the registry check's hosts share: running commands, installing items with shadcn as a user
// does, checking what landed, and the failures found so far.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join, resolve } from "node:path";

export const webDir = resolve(import.meta.dirname, "../..");
export const shadcn = "shadcn@4.23.0";

/** A problem that stops the whole check (the binary, the registry, a host that cannot build). */
export class Fatal extends Error {}

/**
 * Each failing example's first difference (or first failed step) on each host, in the order found,
 * keyed by `<host> <id>`; "registry" for what fails the example everywhere.
 */
export const failures = new Map();
export function fail(host, id, message) {
  const key = `${host} ${id}`;
  if (failures.has(key)) return;
  failures.set(key, message);
  console.log(`FAIL ${message}`);
}
export const hasFailed = (host, id) => failures.has(`${host} ${id}`) || failures.has(`registry ${id}`);

/** The version web/package.json pins for a package: the hosts use the same React and TypeScript. */
export function pin(name) {
  const web = JSON.parse(readFileSync(join(webDir, "package.json"), "utf8"));
  const version = web.dependencies[name] ?? web.devDependencies[name];
  if (!version) throw new Fatal(`web/package.json does not pin ${name}`);
  return version;
}

/** Runs a command; resolves its output, or fails the run with it. */
export function run(command, args, { cwd, what, allowFailure = false, env = {} }) {
  const started = Date.now();
  return new Promise((done, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        npm_config_update_notifier: "false",
        npm_config_fund: "false",
        npm_config_audit: "false",
        ...env,
      },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code) => {
      console.log(`verify-registry: ${what}: exit ${code} after ${Math.round((Date.now() - started) / 1000)} s`);
      if (code === 0 || allowFailure) done({ code, output });
      else reject(new Fatal(`${what} failed (exit ${code}) in ${cwd}:\n${tail(output, 80)}`));
    });
  });
}

export function tail(text, lines) {
  return text.trimEnd().split("\n").slice(-lines).join("\n");
}

/** shadcn's output up to its advice to try an older release. */
export function withoutAdvice(output) {
  return output.split(/\nSuggestion:\n/)[0];
}

export function writeJson(path, value) {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

/** Writes files given by path relative to dir, making their folders. */
export function writeFiles(dir, files) {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

export function firstLineDifference(a, b) {
  const left = a.split("\n");
  const right = b.split("\n");
  const line = left.findIndex((text, index) => text !== right[index]);
  return `line ${line + 1}: ${JSON.stringify(left[line])} against ${JSON.stringify(right[line])}`;
}

/** A port nothing listens on now, for a server that takes a port number (next start). */
export async function freePort() {
  const server = createServer();
  await new Promise((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address();
  await new Promise((closed) => server.close(closed));
  return port;
}

/**
 * `npx shadcn add` of every item in one call (shadcn adds a kit file shared by several items
 * once); when that fails, one by one, to name the culprit.
 */
export async function addItems(host, appDir, base, ids, env = {}) {
  if (ids.length === 0) return;
  const urls = ids.map((id) => `${base}/r/${id}.json`);
  const add = (args) =>
    run("npx", ["-y", shadcn, "add", ...args, "--yes"], {
      cwd: appDir,
      what: `${host}: shadcn add`,
      allowFailure: true,
      env,
    });
  const all = await add(urls);
  if (all.code === 0) return;
  console.log(
    `verify-registry: ${host}: shadcn add of all ${urls.length} items failed; adding them one by one to name the culprit:\n${tail(all.output, 20)}`,
  );
  for (const id of ids) {
    const one = await add([`${base}/r/${id}.json`]);
    if (one.code !== 0)
      fail(
        host,
        id,
        `${id} ${host}: npx ${shadcn} add ${base}/r/${id}.json failed:\n${tail(withoutAdvice(one.output), 12)}`,
      );
  }
}

/** What lands must be what was served; a kit file shipped twice must be the same file. */
export function checkInstalledFiles(host, appDir, items) {
  const shippedBy = new Map();
  for (const [id, item] of items) {
    if (hasFailed(host, id)) continue;
    for (const file of item.files) {
      const path = join(appDir, file.target);
      const other = shippedBy.get(file.target);
      if (other && other.content !== file.content) {
        fail(
          host,
          id,
          `${id} ${host}: ${file.target} in /r/${file.from} differs from the one in /r/${other.from} (${firstLineDifference(other.content, file.content)})`,
        );
      } else if (!existsSync(path)) {
        fail(host, id, `${id} ${host}: ${file.target} was not installed`);
      } else if (readFileSync(path, "utf8").trimEnd() !== file.content.trimEnd()) {
        fail(
          host,
          id,
          `${id} ${host}: installed ${file.target} is not the one in /r/${file.from} (${firstLineDifference(file.content, readFileSync(path, "utf8"))})`,
        );
      }
      shippedBy.set(file.target, file);
    }
  }
}

/** The examples whose files a path belongs to (a type or build error in it fails them). */
export function ownersOf(file, items) {
  return [...items].filter(([, item]) => item.files.some((shipped) => shipped.target === file)).map(([id]) => id);
}
