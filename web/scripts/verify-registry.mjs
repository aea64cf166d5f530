// Proves the shadcn registry works by doing what a user does, against the real binary, in two
// host apps (web/scripts/registry-hosts/):
//   vite  a fresh Vite + React app (no components.json, no Tailwind, no stylesheet of its own):
//         `npx shadcn add <site>/r/<id>.json`, tsc, vite build; and each HTML snippet
//         (/html/<id>) in a blank page that links /kit/ukguide.css;
//   next  a Next.js App Router + Tailwind v4 app with shadcn/ui's components.json, globals.css and
//         Button, and pages of its own (/, /other): built and snapshotted alone first, then the
//         same `shadcn add` (one example by its namespace, `@ukguide/<id>`, with `shadcn view` and
//         `shadcn search`), a Server Component page per example, `next build`, `next start`.
// Each installed example is compared in Chromium, element by element (text and computed styles),
// with its /preview/ page: 1440 and 375 px wide in light mode and 1440 in dark (data-bs-theme in
// the Vite app, class="dark" on <html> in Next), with reduced motion, at rest, then with each of
// its overlays open (a modal, offcanvas, dropdown menu, toast, popover or tooltip, opened by the
// same hover or click on both sides). In Next, the host's own pages must keep every computed style
// they had before the examples came, loaded directly and reached by client-side navigation from
// each example, and each example's page may load at most 60 KB of CSS beyond what / loads (a
// table at the end). Any console error, hydration warning or failed request fails the page.
// Exits 1 naming each failing example and its first difference, as
// `<id> <host> @<width>: <path>: <property> preview=<a> <host>=<b>` (`<id> html @<width>: …
// snippet=<b>` for the HTML form).
//
// Usage, from web/:
//   node scripts/verify-registry.mjs [--bin ../bin/ukguide] [--dir build/client]
//   node scripts/verify-registry.mjs --base http://127.0.0.1:8080     (a server already running)
//   options: --ids a,b,c | --all   (default: a sample across all five groups)
//            --hosts vite,next      (default: both)
//            --keep                 (keep the temporary apps and print where they are)
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";
import {
  capture,
  findOverlayTriggers,
  firstDifference,
  followLinks,
  openContext,
  paddingOf,
  stylesheetBytes,
  viewLabel,
  views,
  watchedPage,
} from "./registry-hosts/browser.mjs";
import { Fatal, fail, failures, hasFailed, run, shadcn, webDir } from "./registry-hosts/common.mjs";
import { createNextHost, hostPages } from "./registry-hosts/next-host.mjs";
import { createViteHost } from "./registry-hosts/vite-host.mjs";
import { startBinary as startBinaryWith } from "./start-binary.mjs";

const groups = ["page-sections", "navigation", "input-areas", "attention-catchers", "elements"];
const exampleTarget = /^src\/ukguide\/examples\/[^/]+\.tsx$/;
/** The four examples whose CSS is added up (the first example of each kind in registry order), and the target for the sum. */
const weighedKinds = ["pricing-", "navbar-", "contact-", "modals-"];
const cssLimit = 60 * 1024;
const cssTargetOfFour = 200 * 1024;

const { values: options } = parseArgs({
  options: {
    bin: { type: "string", default: resolve(webDir, "../bin/ukguide") },
    dir: { type: "string" },
    base: { type: "string" },
    ids: { type: "string" },
    all: { type: "boolean", default: false },
    hosts: { type: "string", default: "vite,next" },
    keep: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});

if (options.help) {
  const usage = readFileSync(import.meta.filename, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("//"));
  console.log(usage.map((line) => line.slice(3)).join("\n"));
  process.exit(0);
}

try {
  await main();
} catch (error) {
  if (!(error instanceof Fatal)) throw error;
  console.error(`verify-registry: ${error.message}`);
  process.exitCode = 1;
}

async function main() {
  const started = Date.now();
  const hostNames = options.hosts.split(",").map((name) => name.trim());
  const unknown = hostNames.filter((name) => !["vite", "next"].includes(name));
  if (unknown.length > 0) throw new Fatal(`--hosts: no host named ${unknown.join(", ")} (vite, next)`);
  const binary = options.base ? null : await startBinary(resolve(options.bin), options.dir && resolve(options.dir));
  const base = (options.base ?? binary.url).replace(/\/+$/, "");
  const apps = [];
  let browser;
  try {
    const registry = await readRegistry(base);
    const { chosen, weighed } = chooseExamples(registry);
    console.log(
      `verify-registry: ${chosen.length} examples from ${base} on ${hostNames.join(" and ")}: ${chosen.map((item) => item.name).join(", ")}`,
    );
    const items = await readItems(base, chosen);
    const snippets = hostNames.includes("vite") ? await readSnippets(base, chosen) : new Map();

    const vite = hostNames.includes("vite") ? createViteHost(mkdtempSync(join(tmpdir(), "ukguide-vite-host-"))) : null;
    const next = hostNames.includes("next") ? createNextHost(mkdtempSync(join(tmpdir(), "ukguide-next-host-"))) : null;
    apps.push(...[vite, next].filter(Boolean));

    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const allowed = new Set([new URL(base).origin]);
    const contexts = await openViews(browser, allowed, `${base}${chosen[0].meta.preview}`);

    // The two apps install and build side by side, and Vite's comparisons run while Next builds; Next
    // compares once Vite is done, sharing the preview pages (and the captures of them) with it.
    const check = { contexts, allowed, references: new Map(), triggersOf: new Map(), base };
    const namespaced = (chosen.find((entry) => entry.name.startsWith("modals-")) ?? chosen.at(-1)).name;
    // One npx download of shadcn before the two apps ask for it at once.
    const shadcnReady = run("npx", ["-y", shadcn, "--version"], { cwd: tmpdir(), what: "npx shadcn --version" });
    const viteDone = vite && checkVite(check, vite, chosen, items, snippets, shadcnReady);
    const nextDone =
      next &&
      (async () => {
        await next.prepare(base);
        const before = await snapshotHost(next, contexts[0].context, allowed);
        await shadcnReady;
        const installed = await next.install(items, namespaced);
        await viteDone?.catch(() => {});
        allowed.add(new URL(await next.start()).origin);
        return checkNext(check, next, chosen, { before, installed });
      })();
    const settled = await Promise.allSettled([shadcnReady, viteDone, nextDone]);
    const failed = settled.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    const weights = settled[2].value;

    if (weights) printWeights(weights, weighed);
    if (next) {
      const asked = next.shadcnRequests();
      console.log(
        `verify-registry: shadcn asked ui.shadcn.com (REGISTRY_URL, answered by a stand-in) for: ${asked.length > 0 ? [...new Set(asked)].join(", ") : "nothing"}`,
      );
    }
    report(chosen, hostNames, started);
  } finally {
    await browser?.close();
    await Promise.all(apps.map((app) => app.stop()));
    await binary?.stop();
    if (options.keep)
      for (const app of apps) console.log(`verify-registry: the ${app.name} app is kept at ${app.appDir}`);
    else await Promise.all(apps.map((app) => rm(app.appDir, { recursive: true, force: true })));
  }
}

/** The Vite host: install, build, then each example (app and HTML snippet) against its preview. */
async function checkVite(check, vite, chosen, items, snippets, shadcnReady) {
  await vite.prepare();
  await shadcnReady;
  const built = await vite.install(check.base, items);
  check.allowed.add(new URL(await vite.start(check.base, snippets)).origin);
  for (const entry of chosen) {
    const id = entry.name;
    const forms = [];
    if (built.has(id) && !hasFailed("vite", id)) {
      forms.push("app");
      await compareExample(check, entry, "vite", "vite", (view, frame) => vite.exampleSide(id, view.theme, frame));
    }
    if (snippets.has(id) && !hasFailed("html", id)) {
      forms.push("html");
      await compareExample(check, entry, "html", "snippet", (view, frame) => vite.snippetSide(id, view.theme, frame));
    }
    if (!hasFailed("vite", id) && !hasFailed("html", id) && forms.length > 0)
      console.log(
        `ok   ${id} vite (${forms.join(" + ")}, ${views.map(viewLabel).join(", ")}${overlayNote(check.triggersOf, id)})`,
      );
  }
  await vite.stop();
}

/** The Next host's own pages before any example comes: served, captured on a page of their own, stopped. */
async function snapshotHost(next, context, allowed) {
  const origin = new URL(await next.start()).origin;
  allowed.add(origin);
  const watched = await watchedPage(context);
  try {
    return await captureHostPages(next, watched);
  } finally {
    await watched.page.close();
    await next.stopServer();
    allowed.delete(origin);
  }
}

/**
 * One browser context per view, each with a page for the preview and one for the installed form,
 * and the preview's padding around its example, which the other side gives its example too, so
 * both get the same width.
 */
async function openViews(browser, allowed, previewUrl) {
  return Promise.all(
    views.map(async (view) => {
      const context = await openContext(browser, view, allowed);
      const preview = await watchedPage(context);
      const other = await watchedPage(context);
      const { padding, problem } = await paddingOf(
        preview,
        `${previewUrl}?theme=${view.theme}`,
        "main.example-standalone",
      );
      if (problem) throw new Fatal(problem);
      return { view, context, frame: padding, preview, other };
    }),
  );
}

/**
 * Compares one installed form of an example with its preview in every view: at rest, then with
 * each of its overlays open. Fails the example on this host at the first difference.
 */
async function compareExample(check, entry, host, label, sideOf, { onRest } = {}) {
  const { contexts, references, triggersOf, base } = check;
  const id = entry.name;
  const previewSide = (view) => ({
    url: `${base}${entry.meta.preview}?theme=${view.theme}`,
    root: "main.example-standalone",
    ready: () => document.documentElement.dataset.hydrated === "true",
  });
  // The preview's captures serve every host: each is taken once.
  const reference = (at, trigger) => {
    const key = `${id} ${at} ${trigger ? trigger.index : "rest"}`;
    if (!references.has(key))
      references.set(key, capture(contexts[at].preview, previewSide(contexts[at].view), trigger));
    return references.get(key);
  };
  if (!triggersOf.has(id))
    triggersOf.set(id, await findOverlayTriggers(contexts[0].preview, previewSide(contexts[0].view)));
  for (const trigger of [undefined, ...triggersOf.get(id)]) {
    const differences = await Promise.all(
      contexts.map(async ({ view, frame, other }, at) => {
        const [a, b] = await Promise.all([reference(at, trigger), capture(other, sideOf(view, frame), trigger)]);
        if (!trigger && at === 0) await onRest?.(other);
        if (a.problem) return `preview: ${a.problem}`;
        if (b.problem) return `${label}: ${b.problem}`;
        if (a.hidden && b.hidden) return undefined;
        if (a.hidden || b.hidden)
          return `${trigger.label} is ${a.hidden ? "hidden" : "shown"} on the preview, not on the ${label}`;
        return firstDifference(a.nodes, b.nodes, "preview", label);
      }),
    );
    const at = differences.findIndex(Boolean);
    if (at >= 0) {
      const opened = trigger ? `with ${trigger.label} ${trigger.action === "hover" ? "hovered" : "clicked"}: ` : "";
      fail(host, id, `${id} ${host} ${viewLabel(views[at])}: ${opened}${differences[at]}`);
      return;
    }
  }
}

function overlayNote(triggersOf, id) {
  const count = triggersOf.get(id)?.length ?? 0;
  return count > 0 ? `, ${count} overlay${count > 1 ? "s" : ""} opened` : "";
}

/** Every element of the host's own pages, loaded directly at 1440 in light. */
async function captureHostPages(next, watched) {
  const pages = new Map();
  for (const path of hostPages) {
    const captured = await capture(watched, next.hostSide(path));
    if (captured.problem) throw new Fatal(`next: the host's ${path} before any example: ${captured.problem}`);
    pages.set(path, { nodes: captured.nodes, stylesheets: await stylesheetBytes(watched) });
  }
  return pages;
}

/**
 * The Next host after the examples came: its own pages as they were, each example against its
 * preview, the host's pages again after client-side navigation from the example, and the CSS each
 * example's page loads beyond /. Resolves a Map of id to { stylesheet URL: bytes } for the examples
 * whose page loaded.
 */
async function checkNext(check, next, chosen, { before, installed }) {
  const watched = check.contexts[0].other;
  const after = await captureHostPages(next, watched).catch((error) => {
    fail("next", "(host)", `next: ${error.message}`);
    return undefined;
  });
  for (const path of hostPages) {
    const difference = after && firstDifference(before.get(path).nodes, after.get(path).nodes, "before", "after");
    if (difference) fail("next", `(host ${path})`, `next: the host's ${path} after the examples came: ${difference}`);
  }
  const homeCss = new Set(Object.keys(after?.get("/").stylesheets ?? {}));
  const weights = new Map();
  for (const entry of chosen) {
    const id = entry.name;
    if (!installed.has(id) || hasFailed("next", id)) continue;
    await compareExample(check, entry, "next", "next", (view, frame) => next.exampleSide(id, view.theme, frame), {
      onRest: async (page) => {
        const sizes = await stylesheetBytes(page);
        weights.set(id, Object.fromEntries(Object.entries(sizes).filter(([url]) => !homeCss.has(url))));
      },
    });
    const from = next.exampleSide(id, "light", check.contexts[0].frame);
    const reached = await followLinks(
      watched,
      from,
      hostPages.map((path) => ({ path, side: next.hostSide(path) })),
    );
    reached.forEach((page, at) => {
      const path = hostPages[at];
      const difference = page.problem ?? firstDifference(before.get(path).nodes, page.nodes, "before", "after");
      if (difference)
        fail(
          "next",
          id,
          `${id} next: the host's ${path}, reached by client-side navigation from /examples/${id}: ${difference}`,
        );
    });
    const bytes = weights.has(id) ? total(weights.get(id)) : 0;
    if (bytes > cssLimit)
      fail("next", id, `${id} next: /examples/${id} loads ${kb(bytes)} of CSS beyond / (at most ${kb(cssLimit)})`);
    if (!hasFailed("next", id))
      console.log(
        `ok   ${id} next (${views.map(viewLabel).join(", ")}${overlayNote(check.triggersOf, id)}, host pages untouched, ${kb(bytes)} CSS)`,
      );
  }
  return weights;
}

function total(sizes) {
  return Object.values(sizes).reduce((sum, bytes) => sum + bytes, 0);
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The CSS table: each example's page beyond /, and the four named kinds together. */
function printWeights(weights, weighed) {
  if (weights.size === 0) return;
  console.log("verify-registry: CSS each example's page loads beyond / in the Next host (uncompressed):");
  const width = Math.max(...[...weights.keys()].map((id) => id.length));
  for (const [id, sizes] of weights) {
    const bytes = total(sizes);
    console.log(`  ${id.padEnd(width)}  ${kb(bytes).padStart(9)}${bytes > cssLimit ? `  over ${kb(cssLimit)}` : ""}`);
  }
  const four = weighed.filter((entry) => weights.has(entry.name));
  if (four.length === weighed.length) {
    const sum = four.reduce((sum, entry) => sum + total(weights.get(entry.name)), 0);
    const distinct = total(Object.assign({}, ...four.map((entry) => weights.get(entry.name))));
    console.log(
      `  ${four.map((entry) => entry.name).join(" + ")}: ${kb(sum)} (${kb(distinct)} in distinct files; target ${kb(cssTargetOfFour)})${sum > cssTargetOfFour ? "  OVER TARGET" : ""}`,
    );
  } else {
    console.log(`  (${weighed.map((entry) => entry.name).join(", ")} not all weighed: no total)`);
  }
}

/** The closing lines: which examples failed where, and the plain count. */
function report(chosen, hostNames, started) {
  const minutes = `${((Date.now() - started) / 60000).toFixed(1)} min`;
  const hostProblems = [...failures.keys()].filter((key) => key.includes(" ("));
  const failed = chosen
    .map((entry) => entry.name)
    .filter((id) => [...failures.keys()].some((key) => key.endsWith(` ${id}`)));
  if (hostProblems.length > 0) console.log(`verify-registry: host problems: ${hostProblems.join(", ")}`);
  if (failed.length > 0 || hostProblems.length > 0) {
    process.exitCode = 1;
    console.log(
      `verify-registry (${hostNames.join(" + ")}, ${minutes}): ${chosen.length - failed.length} passed, ${failed.length} failed: ${failed.join(", ")}`,
    );
  } else {
    console.log(`verify-registry (${hostNames.join(" + ")}, ${minutes}): all ${chosen.length} examples passed`);
  }
}

/**
 * Starts the binary on a free port, naming the address it listens on in the registry items
 * (-site-url listen), and waits for the line that gives its URL.
 */
async function startBinary(bin, dir) {
  if (!existsSync(bin)) throw new Fatal(`no binary at ${bin} (build it, or pass --bin or --base)`);
  // No drain: nothing but this check is asking it anything when it stops.
  const args = ["-drain", "0s", ...(dir ? ["-dir", dir] : [])];
  try {
    return await startBinaryWith(bin, [...args, "-site-url", "listen"]);
  } catch (error) {
    if (!/flag provided but not defined: -site-url/.test(error.message)) throw new Fatal(error.message);
    console.log(`verify-registry: ${bin} has no -site-url flag; started without it`);
    return startBinaryWith(bin, args).catch((error) => {
      throw new Fatal(error.message);
    });
  }
}

async function fetchText(url) {
  const response = await fetch(url);
  return {
    ok: response.ok,
    status: response.status,
    type: response.headers.get("content-type") ?? "",
    text: await response.text(),
  };
}

async function fetchJson(url) {
  const response = await fetchText(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  try {
    return JSON.parse(response.text);
  } catch (error) {
    throw new Error(`GET ${url}: not JSON (${error.message})`, { cause: error });
  }
}

/** registry.json, checked against the contract; its examples are the items with a preview. */
async function readRegistry(base) {
  let registry;
  try {
    registry = await fetchJson(`${base}/r/registry.json`);
  } catch (error) {
    throw new Fatal(error.message);
  }
  const problems = [];
  if (registry.$schema !== "https://ui.shadcn.com/schema/registry.json")
    problems.push(`$schema is ${JSON.stringify(registry.$schema)}`);
  if (registry.name !== "ukguide") problems.push(`name is ${JSON.stringify(registry.name)}`);
  if (typeof registry.homepage !== "string") problems.push("homepage is missing");
  if (!Array.isArray(registry.items)) problems.push("items is not an array");
  if (problems.length > 0) throw new Fatal(`/r/registry.json: ${problems.join("; ")}`);
  for (const item of registry.items.filter((item) => item.meta?.preview)) {
    const { group, page, preview, html, htmlScript } = item.meta;
    const where = `/r/registry.json: ${item.name}`;
    if (!groups.includes(group))
      throw new Fatal(`${where}: meta.group ${JSON.stringify(group)} is none of ${groups.join(", ")}`);
    if (typeof page !== "string" || !new RegExp(`^/preview/${group}/[^/]+/${item.name}$`).test(preview)) {
      throw new Fatal(
        `${where}: meta.preview is ${JSON.stringify(preview)}, not /preview/${group}/<page>/${item.name}`,
      );
    }
    if (typeof html !== "boolean") throw new Fatal(`${where}: meta.html is not a boolean`);
    if (htmlScript !== undefined && typeof htmlScript !== "boolean")
      throw new Fatal(`${where}: meta.htmlScript is not a boolean`);
  }
  return registry;
}

/**
 * --ids, --all, or the default sample: the first two examples of each group in registry order,
 * plus the group's first example with an HTML snippet when neither of those has one, plus the
 * weighed four (the first pricing, navbar, contact and modal examples). Resolves { chosen, weighed }.
 */
function chooseExamples(registry) {
  const examples = registry.items.filter((item) => item.meta?.preview);
  const weighed = weighedKinds.map((prefix) => examples.find((item) => item.name.startsWith(prefix)));
  if (weighed.some((entry) => !entry))
    throw new Fatal(`/r/registry.json has no example named ${weighedKinds[weighed.indexOf(undefined)]}*`);
  if (options.ids) {
    const ids = options.ids
      .split(",")
      .map((id) => id.trim())
      .filter(Boolean);
    const missing = ids.filter((id) => !examples.some((item) => item.name === id));
    if (missing.length > 0) throw new Fatal(`not examples of /r/registry.json: ${missing.join(", ")}`);
    return { chosen: ids.map((id) => examples.find((item) => item.name === id)), weighed };
  }
  if (options.all) return { chosen: examples, weighed };
  const sample = [];
  for (const group of groups) {
    const ofGroup = examples.filter((item) => item.meta.group === group);
    if (ofGroup.length < 2)
      throw new Fatal(`/r/registry.json has ${ofGroup.length} examples of ${group}; the sample takes two`);
    const picked = ofGroup.slice(0, 2);
    const withHtml = ofGroup.find((item) => item.meta.html);
    if (withHtml && !picked.some((item) => item.meta.html)) picked.push(withHtml);
    sample.push(...picked);
  }
  sample.push(...weighed.filter((entry) => !sample.includes(entry)));
  return { chosen: sample, weighed };
}

/** Each chosen example's item (see readItem), by id; an item that breaks the contract fails its example. */
async function readItems(base, chosen) {
  const items = new Map();
  const fetched = new Map();
  for (const entry of chosen) {
    const item = await readItem(base, entry, fetched);
    if (item) items.set(entry.name, item);
  }
  return items;
}

/** The HTML snippets of the chosen examples that have one: { html, script } by id. */
async function readSnippets(base, chosen) {
  const snippets = new Map();
  for (const entry of chosen.filter((entry) => entry.meta.html)) {
    const snippet = await fetchText(`${base}/html/${entry.name}`);
    if (snippet.ok) snippets.set(entry.name, { html: snippet.text, script: entry.meta.htmlScript === true });
    else fail("html", entry.name, `${entry.name} html: GET /html/${entry.name} answered ${snippet.status}`);
  }
  if (snippets.size > 0) {
    const kit = await fetchText(`${base}/kit/ukguide.css`);
    if (!kit.ok || !/text\/css/.test(kit.type))
      throw new Fatal(`GET /kit/ukguide.css answered ${kit.status} ${kit.type}`);
  }
  if ([...snippets.values()].some((snippet) => snippet.script)) {
    const script = await fetchText(`${base}/kit/ukguide.js`);
    if (!script.ok || !/javascript/.test(script.type))
      throw new Fatal(`GET /kit/ukguide.js answered ${script.status} ${script.type}`);
  }
  return snippets;
}

/**
 * /r/<id>.json and the items it names in registryDependencies (kit parts), each checked against
 * the contract. Resolves the item with `example` (its example file) and `files` (every file the
 * install brings, each with the item that ships it), or undefined (and the example failed).
 */
async function readItem(base, entry, cache) {
  const id = entry.name;
  const files = [];
  const seen = new Set();
  const visit = async (url, isExample) => {
    if (seen.has(url)) return;
    seen.add(url);
    const name = url.slice(url.lastIndexOf("/") + 1);
    if (!cache.has(url)) cache.set(url, fetchJson(url));
    const item = await cache.get(url);
    const problem = itemProblem(item, name.replace(/\.json$/, ""), base, isExample);
    if (problem) throw new Error(`/r/${name}: ${problem}`);
    files.push(...item.files.map((file) => ({ ...file, from: name })));
    for (const dependency of item.registryDependencies ?? []) await visit(dependency, false);
  };
  try {
    await visit(`${base}/r/${id}.json`, true);
  } catch (error) {
    fail("registry", id, `${id}: ${error.message}`);
    return undefined;
  }
  return { example: files.find((file) => exampleTarget.test(file.target)), files };
}

function itemProblem(item, name, base, isExample) {
  if (item.name !== name) return `name is ${JSON.stringify(item.name)}`;
  if (item.type !== "registry:item") return `type is ${JSON.stringify(item.type)}, not registry:item`;
  if (!Array.isArray(item.files) || item.files.length === 0) return "no files";
  for (const file of item.files) {
    if (file.type !== "registry:file")
      return `${file.path ?? file.target}: type is ${JSON.stringify(file.type)}, not registry:file`;
    if (
      typeof file.target !== "string" ||
      !file.target.startsWith("src/ukguide/") ||
      file.target.split("/").includes("..")
    ) {
      return `${file.path}: target ${JSON.stringify(file.target)} is not under src/ukguide/`;
    }
    if (typeof file.content !== "string" || file.content === "") return `${file.target}: no content`;
  }
  const examples = item.files.filter((file) => exampleTarget.test(file.target));
  if (examples.length !== (isExample ? 1 : 0))
    return `${examples.length} files under src/ukguide/examples/, not ${isExample ? "one" : "none"}`;
  if (isExample && !/^export default /m.test(examples[0].content)) return `${examples[0].target} has no default export`;
  for (const dependency of item.dependencies ?? []) {
    if (!/^(@[^/@]+\/)?[^/@]+@\S+$/.test(dependency))
      return `dependency ${JSON.stringify(dependency)} is not name@version`;
  }
  // shadcn fetches these as they are: a name goes to shadcn's own registry, another host to the internet.
  for (const dependency of item.registryDependencies ?? []) {
    if (!URL.canParse(dependency) || new URL(dependency).origin !== new URL(base).origin) {
      return `registryDependencies has ${JSON.stringify(dependency)}, which is not on the server under test (${base})`;
    }
  }
  return undefined;
}
