// What the registry check's hosts share: running commands, installing items with shadcn as a user
// does, checking what landed, and the failures found so far.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RegistryFile } from "../registry-item";

export const webDir = fileURLToPath(new URL("..", import.meta.url)).replace(/\/$/, "");
/** The shadcn CLI web/package.json pins, run from web/node_modules in each host app. */
export const shadcnBin = join(webDir, "node_modules/.bin/shadcn");
export const shadcn = `shadcn@${pin("shadcn")}`;

/** A file an install brings, with the item (/r/<from>) that ships it. */
export type ShippedFile = RegistryFile & { content: string; from: string };
/** An example's item as read from the server: its example file and every file its install brings. */
export interface CheckedItem {
  example: ShippedFile;
  files: ShippedFile[];
}
/** The items of the examples to install, by id. */
export type Items = ReadonlyMap<string, CheckedItem>;

/** A problem that stops the whole check (the binary, the registry, a host that cannot build). */
export class Fatal extends Error {}

/**
 * Each failing example's first difference (or first failed step) on each host, in the order found,
 * keyed by `<host> <id>`; "registry" for what fails the example everywhere.
 */
export const failures = new Map<string, string>();
export function fail(host: string, id: string, message: string) {
  const key = `${host} ${id}`;
  if (failures.has(key)) return;
  failures.set(key, message);
  console.log(`FAIL ${message}`);
}
export const hasFailed = (host: string, id: string) => failures.has(`${host} ${id}`) || failures.has(`registry ${id}`);

/** The version web/package.json pins for a package: the hosts use the same React and TypeScript. */
export function pin(name: string): string {
  const web = JSON.parse(readFileSync(join(webDir, "package.json"), "utf8")) as Record<"dependencies" | "devDependencies", Record<string, string>>;
  const version = web.dependencies[name] ?? web.devDependencies[name];
  if (!version) throw new Fatal(`web/package.json does not pin ${name}`);
  return version;
}

/** Runs a command; resolves its output, or fails the run with it. */
export function run(
  command: string,
  args: string[],
  { cwd, what, allowFailure = false, env = {} }: { cwd: string; what: string; allowFailure?: boolean; env?: Record<string, string> },
): Promise<{ code: number | null; output: string }> {
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
      console.log(`registry-check: ${what}: exit ${code} after ${Math.round((Date.now() - started) / 1000)} s`);
      if (code === 0 || allowFailure) done({ code, output });
      else reject(new Fatal(`${what} failed (exit ${code}) in ${cwd}:\n${tail(output, 80)}`));
    });
  });
}

export function tail(text: string, lines: number) {
  return text.trimEnd().split("\n").slice(-lines).join("\n");
}

/** shadcn's output up to its advice to try an older release. */
export function withoutAdvice(output: string) {
  return output.split(/\nSuggestion:\n/)[0];
}

export function writeJson(path: string, value: unknown) {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

/** Writes files given by path relative to dir, making their folders. */
export function writeFiles(dir: string, files: Record<string, string>) {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

export function firstLineDifference(a: string, b: string) {
  const left = a.split("\n");
  const right = b.split("\n");
  const line = left.findIndex((text, index) => text !== right[index]);
  return `line ${line + 1}: ${JSON.stringify(left[line])} against ${JSON.stringify(right[line])}`;
}

/**
 * `shadcn add` of every item in one call (shadcn adds a kit file shared by several items
 * once); when that fails, one by one, to name the culprit.
 */
export async function addItems(host: string, appDir: string, base: string, ids: string[], env: Record<string, string> = {}) {
  if (ids.length === 0) return;
  const urls = ids.map((id) => `${base}/r/${id}.json`);
  const add = (args: string[]) =>
    run(shadcnBin, ["add", ...args, "--yes"], {
      cwd: appDir,
      what: `${host}: shadcn add`,
      allowFailure: true,
      env,
    });
  const all = await add(urls);
  if (all.code === 0) return;
  console.log(
    `registry-check: ${host}: shadcn add of all ${urls.length} items failed; adding them one by one to name the culprit:\n${tail(all.output, 20)}`,
  );
  for (const id of ids) {
    const one = await add([`${base}/r/${id}.json`]);
    if (one.code !== 0)
      fail(
        host,
        id,
        `${id} ${host}: ${shadcn} add ${base}/r/${id}.json failed:\n${tail(withoutAdvice(one.output), 12)}`,
      );
  }
}

/** What lands must be what was served; a kit file shipped twice must be the same file. */
export function checkInstalledFiles(host: string, appDir: string, items: Items) {
  const shippedBy = new Map<string, ShippedFile>();
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
export function ownersOf(file: string, items: Items) {
  return [...items].filter(([, item]) => item.files.some((shipped) => shipped.target === file)).map(([id]) => id);
}

/**
 * `shadcn add <theme item> --overwrite` alone, as the Code tab says to re-theme examples already installed; the
 * installed theme stylesheet must then be the item's.
 */
export async function addTheme(host: string, appDir: string, base: string, name: string, env: Record<string, string> = {}) {
  const url = `${base}/r/${name}.json`;
  await run(shadcnBin, ["add", url, "--overwrite", "--yes"], { cwd: appDir, what: `${host}: shadcn add ${name}`, env });
  const item = (await (await fetch(url)).json()) as { files: RegistryFile[] };
  const [file] = item.files;
  const installed = readFileSync(join(appDir, file.target), "utf8");
  if (installed.trimEnd() !== (file.content ?? "").trimEnd())
    throw new Fatal(`${host}: after shadcn add ${name}, ${file.target} is not the item's (${firstLineDifference(file.content ?? "", installed)})`);
}
