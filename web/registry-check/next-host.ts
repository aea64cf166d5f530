// Host 2: a Next.js App Router + TypeScript + Tailwind v4 app with shadcn/ui's components.json,
// globals.css and Button, and pages of its own (/, /other). It is built and served once before any
// example is added (the check snapshots its pages then), then the items are added as a user adds
// them (`shadcn add <url>`, and one by its namespace, `shadcn add @ukguide/<id>`), each
// example gets a Server Component page of its own (/examples/<id>), and it is built and served
// again with `next build` and `next start`.
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { freePort } from "../scripts/free-port";
import type { Side } from "./browser";
import {
  Fatal,
  addItems,
  addTheme,
  checkInstalledFiles,
  fail,
  firstLineDifference,
  hasFailed,
  ownersOf,
  pin,
  run,
  shadcn,
  shadcnBin,
  tail,
  withoutAdvice,
  writeFiles,
  type CheckedItem,
  type Items,
} from "./common";
import { examplePageTsx, examplesIndexTsx, hostFiles } from "./next-app";

const host = "next";
const nextEnv = { NEXT_TELEMETRY_DISABLED: "1", NO_COLOR: "1", FORCE_COLOR: "0" };
/** The host's own pages, compared before and after the examples come in. */
export const hostPages = ["/", "/other"];

export type NextHost = ReturnType<typeof createNextHost>;

export function createNextHost(appDir: string) {
  let server: { origin: string; stop: () => Promise<void> } | undefined;
  let base = "";
  let standIn: { url: string; close: () => void } | undefined;
  const requests: string[] = [];
  const exampleDir = (id: string) => `src/app/examples/${id}`;
  const origin = () => {
    if (!server) throw new Fatal("next: the app is not being served");
    return server.origin;
  };
  return {
    name: host,
    appDir,
    /** Writes the app, installs its packages and builds it as it is, without examples. */
    async prepare(registryBase: string) {
      base = registryBase;
      writeFiles(appDir, hostFiles(base, pin));
      await run("npm", ["install", "--no-audit", "--no-fund"], { cwd: appDir, what: "next: npm install" });
      await run(join(appDir, "node_modules/.bin/next"), ["build"], {
        cwd: appDir,
        what: "next: next build (host alone)",
        env: nextEnv,
      });
    },
    /**
     * Adds the items (the one named byNamespace through `@ukguide/<id>`, then `shadcn view` and
     * `shadcn search` of it), checks what landed and that the host's own files did not change, writes
     * a page per example and builds; resolves the ids that built.
     */
    async install(items: Items, byNamespace: string): Promise<Set<string>> {
      standIn = await startShadcnStandIn(requests);
      const env = { REGISTRY_URL: standIn.url };
      const ids = [...items.keys()].filter((id) => !hasFailed(host, id));
      await addItems(
        host,
        appDir,
        base,
        ids.filter((id) => id !== byNamespace),
        env,
      );
      if (byNamespace && items.has(byNamespace)) await addByNamespace(appDir, byNamespace, env);
      checkHostFiles(appDir, base);
      checkInstalledFiles(host, appDir, items);
      const installed = new Map([...items].filter(([id]) => !hasFailed(host, id)));
      for (const [id, item] of installed) {
        writeFiles(appDir, {
          [`${exampleDir(id)}/page.tsx`]: examplePageTsx(
            `@/${item.example.target.slice("src/".length).replace(/\.tsx$/, "")}`,
          ),
        });
      }
      await buildExamples(appDir, installed, exampleDir);
      return new Set(installed.keys());
    },
    /** Installs a theme item alone (every installed example takes it), builds and serves again; resolves the origin. */
    async retheme(item: string): Promise<string> {
      await server?.stop();
      server = undefined;
      await addTheme(host, appDir, base, item, standIn ? { REGISTRY_URL: standIn.url } : {});
      await run(join(appDir, "node_modules/.bin/next"), ["build"], { cwd: appDir, what: "next: next build (themed)", env: nextEnv });
      server = await startNext(appDir);
      return server.origin;
    },
    /** What shadcn asked of ui.shadcn.com (answered here by a stand-in), for the report. */
    shadcnRequests: () => requests,
    /** `next start` on a free port; resolves the origin once it answers. */
    async start(): Promise<string> {
      server = await startNext(appDir);
      return server.origin;
    },
    async stopServer() {
      await server?.stop();
      server = undefined;
    },
    exampleSide(id: string, theme: string, frame: string): Side {
      return {
        url: `${origin()}/examples/${id}?theme=${theme}&frame=${encodeURIComponent(frame)}`,
        root: "main#example",
        ready: () =>
          document.documentElement.dataset.hostReady === "true" &&
          document.querySelector("main#example")?.firstElementChild != null,
      };
    },
    /** One of the host's own pages, described whole, from <html> down. */
    hostSide(path: string): Side {
      return {
        url: `${origin()}${path}`,
        root: "html",
        wholePage: true,
        ready: () => document.documentElement.dataset.hostReady === "true",
      };
    },
    async stop() {
      await server?.stop();
      server = undefined;
      standIn?.close();
      standIn = undefined;
    },
  };
}

/**
 * `shadcn add @ukguide/<id>` (the namespace components.json maps to the server under test), then
 * `shadcn view @ukguide/<id>` must print the item and `shadcn search @ukguide -q <id>` list it.
 */
async function addByNamespace(appDir: string, id: string, env: Record<string, string>) {
  const name = `@ukguide/${id}`;
  const added = await run(shadcnBin, ["add", name, "--yes"], {
    cwd: appDir,
    what: `next: shadcn add ${name}`,
    allowFailure: true,
    env,
  });
  if (added.code !== 0) {
    fail(host, id, `${id} ${host}: ${shadcn} add ${name} failed:\n${tail(withoutAdvice(added.output), 12)}`);
    return;
  }
  const viewed = await run(shadcnBin, ["view", name], {
    cwd: appDir,
    what: `next: shadcn view ${name}`,
    allowFailure: true,
    env,
  });
  let shown: unknown;
  try {
    shown = JSON.parse(viewed.output.slice(viewed.output.indexOf("[")));
  } catch {
    shown = undefined;
  }
  if (viewed.code !== 0 || !Array.isArray(shown) || (shown[0] as { name?: unknown } | undefined)?.name !== id) {
    fail(
      host,
      id,
      `${id} ${host}: ${shadcn} view ${name} did not print the item (exit ${viewed.code}):\n${tail(withoutAdvice(viewed.output), 12)}`,
    );
    return;
  }
  const found = await run(shadcnBin, ["search", "@ukguide", "-q", id], {
    cwd: appDir,
    what: `next: shadcn search @ukguide -q ${id}`,
    allowFailure: true,
    env,
  });
  if (found.code !== 0 || !found.output.split("\n").some((line) => line.includes(`${name} `)))
    fail(
      host,
      id,
      `${id} ${host}: ${shadcn} search @ukguide -q ${id} did not list ${name} (exit ${found.code}):\n${tail(withoutAdvice(found.output), 12)}`,
    );
}

/** The host's own files as written (package.json aside, which shadcn adds dependencies to). */
function checkHostFiles(appDir: string, base: string) {
  for (const [path, content] of Object.entries(hostFiles(base, pin))) {
    // shadcn adds dependencies to package.json; next build rewrites next-env.d.ts.
    if (["package.json", "next-env.d.ts", "src/app/examples/page.tsx"].includes(path)) continue;
    const now = readFileSync(join(appDir, path), "utf8");
    if (now !== content)
      fail(host, "(host)", `${host}: shadcn add changed the host's ${path} (${firstLineDifference(content, now)})`);
  }
}

/**
 * `next build` with a page per example; an error that names an example's page or a file an item
 * shipped fails those examples, whose pages are taken out before building again. Any other error
 * fails the run.
 */
async function buildExamples(appDir: string, installed: Map<string, CheckedItem>, exampleDir: (id: string) => string) {
  for (;;) {
    writeFiles(appDir, { "src/app/examples/page.tsx": examplesIndexTsx([...installed.keys()]) });
    const { code, output } = await run(join(appDir, "node_modules/.bin/next"), ["build"], {
      cwd: appDir,
      what: "next: next build",
      allowFailure: true,
      env: nextEnv,
    });
    if (code === 0) return;
    const blamed = blameBuildErrors(output, installed);
    if (blamed.size === 0) throw new Fatal(`next build failed in ${appDir}:\n${tail(output, 80)}`);
    for (const [id, message] of blamed) {
      fail(host, id, `${id} ${host}: next build: ${message}`);
      installed.delete(id);
      rmSync(join(appDir, exampleDir(id)), { recursive: true, force: true });
    }
  }
}

/** Each example an error of the build names (by its page, or by a file its item shipped), with that error's first lines. */
function blameBuildErrors(output: string, installed: Items) {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\u001b\[[0-9;]*m/g, "");
  const blamed = new Map<string, string>();
  for (const block of plain.split(/\n\s*\n/)) {
    const ids = new Set<string>();
    for (const match of block.matchAll(/src\/app\/examples\/([^/\s]+)\/page\.tsx/g))
      if (installed.has(match[1])) ids.add(match[1]);
    for (const match of block.matchAll(/(src\/ukguide\/[^\s:()]+)/g))
      for (const id of ownersOf(match[1], installed)) ids.add(id);
    // Where (`./src/…:line:column`) and what (the first line of the error itself).
    const lines = block.split("\n").map((line) => line.trim());
    const where = lines.find((line) => /^\.\/src\/\S+:\d+:\d+$/.test(line));
    const what = lines.find((line) => /^(Type )?[Ee]rror:/.test(line) && !/build failed with/.test(line));
    const summary = [where, what].filter(Boolean).join(" ") || (lines.find(Boolean) ?? "");
    for (const id of ids) if (!blamed.has(id)) blamed.set(id, summary);
  }
  return blamed;
}

/** `next start` on a free port of 127.0.0.1, ready once / answers. */
async function startNext(appDir: string) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(join(appDir, "node_modules/.bin/next"), ["start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: appDir,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...nextEnv },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr.on("data", (chunk) => (output = (output + chunk).slice(-4000)));
  const exited = new Promise((done) => child.once("exit", done));
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (gone) throw new Fatal(`next start exited before answering:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Fatal(`next start did not answer ${origin}/ within 60 s:\n${output}`);
    }
    const answered = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    await Promise.race([exited, new Promise((soon) => setTimeout(soon, 200))]);
  }
  return {
    origin,
    async stop() {
      if (!gone) child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * shadcn fetches the base colour components.json names from ui.shadcn.com (REGISTRY_URL) on every
 * add, which this machine cannot reach: a stand-in answers it with an empty palette (the items
 * use none of it) and records every request.
 */
async function startShadcnStandIn(requests: string[]) {
  const palette = { light: {}, dark: {} };
  const baseColour = JSON.stringify({
    inlineColors: palette,
    cssVars: palette,
    cssVarsV4: palette,
    inlineColorsTemplate: "",
    cssVarsTemplate: "",
  });
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    if (/^\/r\/colors\/[a-z]+\.json$/.test(request.url ?? "")) {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(baseColour);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/r`,
    requests,
    close: () => server.close(),
  };
}
