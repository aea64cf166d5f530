// Proves the shadcn registry works by doing what a user does, against the real binary, in two
// host apps:
//   vite  a fresh Vite + React app (no components.json, no Tailwind, no stylesheet of its own):
//         `shadcn add <site>/r/<id>.json`, tsc, vite build; and each HTML snippet
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
//
// One test per example and host (`<id> · vite`, `<id> · html` for the HTML snippet, `<id> · next`)
// and one for the Next host's own pages; then the themes (docs/decisions/010-theme-items.md), on the hosts
// already built: each host installs a preset's theme item alone (re-theming what it has), builds again and
// compares buttons-contained with its preview in that theme (1440 px, light and dark); then the Next host,
// whose shadcn theme is its own (blue, near-white in dark mode, radius 0.25rem, a serif font), installs "follow my
// app": the example's primary button must have the host Button's background, radius and font, and every example
// the app has read at AA on the host's colours (axe's contrast rule, text on gradients), light and dark. Each
// example test fails with the example's first difference,
// `<id> <host> @<width>: <path>: <property> preview=<a> <host>=<b>` (`… snippet=<b>` for the HTML form).
// The apps are installed and built in beforeAll hooks (Next's build runs while the Vite tests compare), for the
// examples whose tests run (`-t <id>` narrows them).
//
// From web/: npx vitest run --config vitest.registry.config.ts [-t <name>], with
//   UKGUIDE_BIN=../bin/ukguide    the binary to start (the default), UKGUIDE_DIR=build/client to
//                                 serve that build instead of the embedded one;
//   UKGUIDE_REGISTRY_BASE=<url>   a server already running instead;
//   UKGUIDE_REGISTRY_IDS=a,b      these examples, UKGUIDE_REGISTRY_ALL=1 every one (default: a
//                                 sample across all five groups);
//   UKGUIDE_REGISTRY_HOSTS=vite   the hosts (default: vite,next);
//   UKGUIDE_REGISTRY_KEEP=1       keep the temporary apps and print where they are.
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { existsSync, mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { registryItemSchema, registrySchema } from "shadcn/schema";
import { afterAll, beforeAll, describe, expect, test, type RunnerTask } from "vitest";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";
import type { RegistryIndex, RegistryItem, RegistryItemMeta } from "../registry-item";
import { startBinary as startBinaryWith } from "../scripts/start-binary.mjs";
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
  type Captured,
  type Described,
  type Side,
  type Trigger,
  type View,
  type Watched,
} from "./browser";
import { axeViolations } from "../e2e/axe";
import { installColourTools } from "../e2e/colour";
import { survey } from "../e2e/survey";
import { encodeTheme } from "../app/theme/code";
import { examplesThemedKey, themeCodeKey } from "../app/theme/choice";
import { presets } from "../app/theme/presets";
import { themeItemName } from "../app/theme/theme-item";
import { Fatal, fail, failures, hasFailed, webDir, type CheckedItem, type ShippedFile } from "./common";
import { createNextHost, hostPages, type NextHost } from "./next-host";
import { createViteHost, type Snippet, type ViteHost } from "./vite-host";

/** An item of the index with a preview: an example. */
type Example = RegistryItem & { meta: RegistryItemMeta };
type Host = "vite" | "html" | "next";

const groups = ["page-sections", "navigation", "input-areas", "attention-catchers", "elements"];
const exampleTarget = /^src\/ukguide\/examples\/[^/]+\.tsx$/;
/** The four examples whose CSS is added up (the first example of each kind in registry order), and the target for the sum. */
const weighedKinds = ["pricing-", "navbar-", "contact-", "modals-"];
const cssLimit = 60 * 1024;
/** The example the theme checks compare (every button colour, contained), and the preset they install. */
const themedId = "buttons-contained";
const themedPreset = presets.find((preset) => preset.key === "ocean")!;
const cssTargetOfFour = 200 * 1024;
/** Not speed tests: installing and building take minutes on a busy machine, an hour for every example. */
const minutes = 60_000;
const setupTimeout = 90 * minutes;
const exampleTimeout = 15 * minutes;

const env = process.env;
const hostNames = (env.UKGUIDE_REGISTRY_HOSTS ?? "vite,next").split(",").map((name) => name.trim());
const unknownHosts = hostNames.filter((name) => !["vite", "next"].includes(name));
if (unknownHosts.length > 0)
  throw new Error(`UKGUIDE_REGISTRY_HOSTS: no host named ${unknownHosts.join(", ")} (vite, next)`);
const keep = env.UKGUIDE_REGISTRY_KEEP === "1";

// The server and its index are read while the tests are collected: they are named after its examples.
const binary = env.UKGUIDE_REGISTRY_BASE
  ? undefined
  : await startBinary(resolve(env.UKGUIDE_BIN ?? join(webDir, "../bin/ukguide")), env.UKGUIDE_DIR && resolve(env.UKGUIDE_DIR));
const base = (env.UKGUIDE_REGISTRY_BASE ?? binary?.url ?? "").replace(/\/+$/, "");
const { chosen, weighed } = await (async () => {
  try {
    return chooseExamples(await readRegistry(base));
  } catch (error) {
    await binary?.stop();
    throw error;
  }
})();
console.log(
  `registry-check: ${chosen.length} examples from ${base} on ${hostNames.join(" and ")}: ${chosen.map((item) => item.name).join(", ")}`,
);

/** What the hosts share: the browser's views, the origins it may reach, the preview's captures and overlays. */
interface Check {
  contexts: { view: View; context: BrowserContext; frame: string; preview: Watched; other: Watched }[];
  allowed: Set<string>;
  references: Map<string, Promise<Captured>>;
  triggersOf: Map<string, Trigger[]>;
}
let check: Check;
let browser: Browser | undefined;
let items = new Map<string, CheckedItem>();
let snippets = new Map<string, Snippet>();
let vite: ViteHost | undefined;
let next: NextHost | undefined;
/** The Next host's install, started in the first beforeAll so that it builds while the Vite tests compare. */
let nextInstalled: Promise<{ before: Map<string, HostPage>; installed: Set<string> }> | undefined;
const tasks = new Map<string, { host: Host; id: string }>();
/** Whether a test of the host (for the example) runs, set once the tests are chosen (-t). */
let runs: (host: Host, id?: string) => boolean = () => true;

/** The test of an example on a host, named `<id> · <host>`, failing with the first difference found. */
function exampleTest(host: Host, id: string, body: () => Promise<void>) {
  const name = `${id} · ${host}`;
  tasks.set(name, { host, id });
  test(
    name,
    async () => {
      if (!hasFailed(host, id)) await body();
      const problem = failures.get(`registry ${id}`) ?? failures.get(`${host} ${id}`);
      if (problem) expect.fail(problem);
    },
    exampleTimeout,
  );
}

// Vitest hands the file's tasks to beforeAll after a context it requires destructured (empty here).
// eslint-disable-next-line no-empty-pattern
beforeAll(async ({}, file) => {
  // Only what the chosen tests need is installed: the examples of the tests that run (-t), on their hosts.
  const running = runningTests(file.tasks).flatMap((name) => tasks.get(name) ?? []);
  runs = (host, id) => running.some((task) => task.host === host && (!id || task.id === id));
  const wanted = chosen.filter((entry) => running.some((task) => task.id === entry.name));
  items = await readItems(base, wanted);
  snippets = await readSnippets(
    base,
    wanted.filter((entry) => runs("html", entry.name)),
  );
  if (runs("vite") || runs("html")) vite = createViteHost(mkdtempSync(join(tmpdir(), "ukguide-vite-host-")));
  if (runs("next")) next = createNextHost(mkdtempSync(join(tmpdir(), "ukguide-next-host-")));

  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const allowed = new Set([new URL(base).origin]);
  check = { contexts: await openViews(browser, allowed, `${base}${chosen[0].meta.preview}`), allowed, references: new Map(), triggersOf: new Map() };

  if (next) {
    const host = next;
    const forNext = new Map([...items].filter(([id]) => runs("next", id)));
    const namespaced = (wanted.find((entry) => entry.name.startsWith("modals-")) ?? wanted.at(-1))?.name ?? "";
    nextInstalled = (async () => {
      await host.prepare(base);
      const before = await snapshotHost(host, check.contexts[0].context, allowed);
      return { before, installed: await host.install(forNext, namespaced) };
    })();
    // Awaited by the Next tests' beforeAll; until then a failure must not count as unhandled.
    nextInstalled.catch(() => {});
  }
}, setupTimeout);

afterAll(async () => {
  await browser?.close();
  await nextInstalled?.catch(() => {});
  const apps = [vite, next].filter((app) => app !== undefined);
  await Promise.all(apps.map((app) => app.stop()));
  await binary?.stop();
  if (keep) for (const app of apps) console.log(`registry-check: the ${app.name} app is kept at ${app.appDir}`);
  else await Promise.all(apps.map((app) => rm(app.appDir, { recursive: true, force: true })));
}, 5 * minutes);

if (hostNames.includes("vite")) {
  describe("vite: a fresh Vite + React app, and each HTML snippet in a blank page", () => {
    let built = new Set<string>();
    beforeAll(async () => {
      if (!vite) return;
      await vite.prepare();
      built = await vite.install(base, new Map([...items].filter(([id]) => runs("vite", id))));
      check.allowed.add(new URL(await vite.start(base, snippets)).origin);
    }, setupTimeout);
    afterAll(() => vite?.stop());

    for (const entry of chosen) {
      const id = entry.name;
      exampleTest("vite", id, async () => {
        if (!built.has(id)) expect.fail(`${id} vite: not built`);
        await compareExample(entry, "vite", "vite", (view, frame) => vite!.exampleSide(id, view.theme, frame));
      });
      if (entry.meta.html)
        exampleTest("html", id, async () => {
          if (!snippets.has(id)) expect.fail(`${id} html: no snippet`);
          await compareExample(entry, "html", "snippet", (view, frame) => vite!.snippetSide(id, view.theme, frame));
        });
    }

    // Last: the theme item re-themes every example the app has.
    themeTest("vite", `theme ${themedPreset.key}`, async (entry) => {
      if (!vite || !built.has(themedId)) return `${themedId} vite: not built`;
      await vite.retheme(base, themeItemName(themedPreset.key));
      return compareThemed(entry, "vite", (view, frame) => vite!.exampleSide(themedId, view.theme, frame));
    });
  });
}

if (hostNames.includes("next")) {
  describe("next: a Next.js + Tailwind app with shadcn/ui and pages of its own", () => {
    let before = new Map<string, HostPage>();
    let after: Map<string, HostPage> | undefined;
    let installed = new Set<string>();
    /** Each example's stylesheets beyond /, by id: { URL: bytes }. */
    const weights = new Map<string, Record<string, number>>();
    beforeAll(async () => {
      if (!next || !nextInstalled) return;
      ({ before, installed } = await nextInstalled);
      check.allowed.add(new URL(await next.start()).origin);
      after = await captureHostPages(next, check.contexts[0].other).catch((error: Error) => {
        fail("next", "(host)", `next: ${error.message}`);
        return undefined;
      });
    }, setupTimeout);
    afterAll(() => {
      printWeights(weights);
      const asked = next?.shadcnRequests() ?? [];
      console.log(
        `registry-check: shadcn asked ui.shadcn.com (REGISTRY_URL, answered by a stand-in) for: ${asked.length > 0 ? [...new Set(asked)].join(", ") : "nothing"}`,
      );
    });

    test("the host's own pages · next", () => {
      for (const path of hostPages) {
        const difference = after && firstDifference(before.get(path)!.nodes, after.get(path)!.nodes, "before", "after");
        if (difference) fail("next", `(host ${path})`, `next: the host's ${path} after the examples came: ${difference}`);
      }
      const problems = [...failures].filter(([key]) => key.startsWith("next (host")).map(([, message]) => message);
      expect(problems).toEqual([]);
    });

    for (const entry of chosen) {
      const id = entry.name;
      exampleTest("next", id, async () => {
        if (!next || !installed.has(id)) expect.fail(`${id} next: not built`);
        const host = next;
        const homeCss = new Set(Object.keys(after?.get("/")?.stylesheets ?? {}));
        await compareExample(entry, "next", "next", (view, frame) => host.exampleSide(id, view.theme, frame), {
          onRest: async (page) => {
            const sizes = await stylesheetBytes(page);
            weights.set(id, Object.fromEntries(Object.entries(sizes).filter(([url]) => !homeCss.has(url))));
          },
        });
        if (hasFailed("next", id)) return;
        const from = host.exampleSide(id, "light", check.contexts[0].frame);
        const reached = await followLinks(
          check.contexts[0].other,
          from,
          hostPages.map((path) => ({ path, side: host.hostSide(path) })),
        );
        reached.forEach((page, at) => {
          const path = hostPages[at];
          const difference = page.problem ?? firstDifference(before.get(path)!.nodes, page.nodes!, "before", "after");
          if (difference)
            fail("next", id, `${id} next: the host's ${path}, reached by client-side navigation from /examples/${id}: ${difference}`);
        });
        const bytes = total(weights.get(id) ?? {});
        if (bytes > cssLimit) fail("next", id, `${id} next: /examples/${id} loads ${kb(bytes)} of CSS beyond / (at most ${kb(cssLimit)})`);
      });
    }

    // Last: a preset's theme item, then "follow my app", each re-theming every example the app has.
    themeTest("next", `theme ${themedPreset.key}`, async (entry) => {
      if (!next || !installed.has(themedId)) return `${themedId} next: not built`;
      check.allowed.add(new URL(await next.retheme(themeItemName(themedPreset.key))).origin);
      return compareThemed(entry, "next", (view, frame) => next!.exampleSide(themedId, view.theme, frame));
    });
    themeTest("next", "follow my app", async () => {
      if (!next || !installed.has(themedId)) return `${themedId} next: not built`;
      check.allowed.add(new URL(await next.retheme(themeItemName("follow-app"))).origin);
      return followsHost(next, installed);
    });
  });
}

/** A theme check of the themed example on a host, named `<id> · <host> · <what>`; the body resolves its first problem. */
function themeTest(host: "vite" | "next", what: string, body: (entry: Example) => Promise<string | undefined>) {
  const entry = chosen.find((item) => item.name === themedId);
  if (!entry) return;
  const name = `${themedId} · ${host} · ${what}`;
  tasks.set(name, { host, id: themedId });
  test(
    name,
    async () => {
      const problem = await body(entry);
      if (problem) expect.fail(problem);
      console.log(`ok   ${themedId} ${host} ${what}`);
    },
    exampleTimeout,
  );
}

/** The views the theme checks compare: 1440 px, light and dark. */
const themedViews = () => check.contexts.filter(({ view }) => view.width === 1440);

/**
 * The installed example against its preview with "Show examples in my theme" on and the preset saved (the
 * site's localStorage, set before the page's scripts run), at rest; resolves the first difference.
 */
async function compareThemed(entry: Example, label: string, sideOf: (view: View, frame: string) => Side): Promise<string | undefined> {
  const code = encodeTheme(themedPreset.theme);
  for (const { view, frame, other } of themedViews()) {
    const context = await openContext(browser!, view, check.allowed);
    await context.addInitScript(
      ([keys, code]) => {
        localStorage.setItem(keys[0], code);
        localStorage.setItem(keys[1], "on");
      },
      [[themeCodeKey, examplesThemedKey], code] as const,
    );
    try {
      const preview = await watchedPage(context);
      const previewSide: Side = {
        url: `${base}${entry.meta.preview}?theme=${view.theme}`,
        root: "main.example-standalone",
        ready: () => document.documentElement.dataset.hydrated === "true" && document.querySelector("style[data-examples-theme]") !== null,
      };
      const [a, b] = await Promise.all([capture(preview, previewSide), capture(other, sideOf(view, frame))]);
      const difference = a.problem
        ? `preview: ${a.problem}`
        : b.problem
          ? `${label}: ${b.problem}`
          : firstDifference(a.nodes!, b.nodes!, `preview in ${themedPreset.label}`, label);
      if (difference) return `${entry.name} ${label} in ${themedPreset.label} ${viewLabel(view)}: ${difference}`;
    } finally {
      await context.close();
    }
  }
  return undefined;
}

/**
 * Under "follow my app", in light and in dark: the example's primary button against the host's own Button
 * (shadcn/ui's default variant, on /), the same background colour, corner radius and font; and every example the
 * app has readable on the host's colours, however light they are: axe's contrast rule, and text on gradients
 * (which axe leaves undecided) at the AA ratio for its size.
 */
async function followsHost(host: NextHost, installed: ReadonlySet<string>): Promise<string | undefined> {
  // Transitions finished first: the host's Button eases its colour in as the dark class arrives.
  const looks = (selector: string) =>
    `(() => { document.getAnimations().forEach((animation) => animation.finish()); const style = getComputedStyle(document.querySelector(${JSON.stringify(selector)})); return { background: style.backgroundColor, radius: style.borderTopLeftRadius, font: style.fontFamily }; })()`;
  for (const { view, frame, other } of themedViews()) {
    const { page } = other;
    const hostButton = host.hostSide("/");
    await page.goto(`${hostButton.url}?theme=${view.theme}`);
    await page.waitForFunction(hostButton.ready);
    const wanted = (await page.evaluate(looks('main [data-slot="button"]'))) as Record<string, string>;
    const example = host.exampleSide(themedId, view.theme, frame);
    await page.goto(example.url);
    await page.waitForFunction(example.ready);
    const got = (await page.evaluate(looks("main#example .ukg .btn-primary"))) as Record<string, string>;
    for (const property of ["background", "radius", "font"]) {
      if (got[property] !== wanted[property])
        return `${themedId} next, follow my app ${viewLabel(view)}: the primary button's ${property} is ${got[property]}, the host Button's ${wanted[property]}`;
    }
    console.log(`registry-check: follow my app ${viewLabel(view)}: the primary button and the host's Button both ${JSON.stringify(got)}`);

    const context = await openContext(browser!, view, check.allowed);
    await context.addInitScript(installColourTools);
    try {
      const watched = await watchedPage(context);
      for (const id of installed) {
        const side = host.exampleSide(id, view.theme, frame);
        await watched.page.goto(side.url);
        await watched.page.waitForFunction(side.ready);
        const unreadable = [
          ...(await axeViolations(watched.page, ["color-contrast"])),
          ...(await watched.page.evaluate(survey, null)).gradientText,
        ];
        if (unreadable.length > 0) return `${id} next, follow my app ${viewLabel(view)}: text under the AA ratio: ${unreadable.join("; ")}`;
      }
      console.log(`registry-check: follow my app ${viewLabel(view)}: ${installed.size} examples readable on the host's colours`);
    } finally {
      await context.close();
    }
  }
  return undefined;
}

/** The names of the tests that will run (not skipped by -t or .only elsewhere). */
function runningTests(list: readonly RunnerTask[]): string[] {
  return list.flatMap((task) => ("tasks" in task ? runningTests(task.tasks) : task.mode === "run" ? [task.name] : []));
}

/** The Next host's own pages before any example comes: served, captured on a page of their own, stopped. */
async function snapshotHost(host: NextHost, context: BrowserContext, allowed: Set<string>) {
  const origin = new URL(await host.start()).origin;
  allowed.add(origin);
  const watched = await watchedPage(context);
  try {
    return await captureHostPages(host, watched);
  } finally {
    await watched.page.close();
    await host.stopServer();
    allowed.delete(origin);
  }
}

/**
 * One browser context per view, each with a page for the preview and one for the installed form,
 * and the preview's padding around its example, which the other side gives its example too, so
 * both get the same width.
 */
async function openViews(browser: Browser, allowed: Set<string>, previewUrl: string): Promise<Check["contexts"]> {
  return Promise.all(
    views.map(async (view) => {
      const context = await openContext(browser, view, allowed);
      const preview = await watchedPage(context);
      const other = await watchedPage(context);
      const { padding, problem } = await paddingOf(preview, `${previewUrl}?theme=${view.theme}`, "main.example-standalone");
      if (problem || padding === undefined) throw new Fatal(problem ?? `no padding at ${previewUrl}`);
      return { view, context, frame: padding, preview, other };
    }),
  );
}

/**
 * Compares one installed form of an example with its preview in every view: at rest, then with
 * each of its overlays open. Fails the example on this host at the first difference.
 */
async function compareExample(
  entry: Example,
  host: Host,
  label: string,
  sideOf: (view: View, frame: string) => Side,
  { onRest }: { onRest?: (page: Watched) => Promise<void> } = {},
) {
  const { contexts, references, triggersOf } = check;
  const id = entry.name;
  const previewSide = (view: View): Side => ({
    url: `${base}${entry.meta.preview}?theme=${view.theme}`,
    root: "main.example-standalone",
    ready: () => document.documentElement.dataset.hydrated === "true",
  });
  // The preview's captures serve every host: each is taken once.
  const reference = (at: number, trigger?: Trigger) => {
    const key = `${id} ${at} ${trigger ? trigger.index : "rest"}`;
    if (!references.has(key)) references.set(key, capture(contexts[at].preview, previewSide(contexts[at].view), trigger));
    return references.get(key)!;
  };
  if (!triggersOf.has(id)) triggersOf.set(id, await findOverlayTriggers(contexts[0].preview, previewSide(contexts[0].view)));
  for (const trigger of [undefined, ...triggersOf.get(id)!]) {
    const differences = await Promise.all(
      contexts.map(async ({ view, frame, other }, at) => {
        const [a, b] = await Promise.all([reference(at, trigger), capture(other, sideOf(view, frame), trigger)]);
        if (!trigger && at === 0) await onRest?.(other);
        if (a.problem) return `preview: ${a.problem}`;
        if (b.problem) return `${label}: ${b.problem}`;
        if (a.hidden && b.hidden) return undefined;
        if (a.hidden || b.hidden) return `${trigger!.label} is ${a.hidden ? "hidden" : "shown"} on the preview, not on the ${label}`;
        return firstDifference(a.nodes!, b.nodes!, "preview", label);
      }),
    );
    const at = differences.findIndex(Boolean);
    if (at >= 0) {
      const opened = trigger ? `with ${trigger.label} ${trigger.action === "hover" ? "hovered" : "clicked"}: ` : "";
      fail(host, id, `${id} ${host} ${viewLabel(views[at])}: ${opened}${differences[at]}`);
      return;
    }
  }
  const count = triggersOf.get(id)!.length;
  console.log(`ok   ${id} ${host} (${views.map(viewLabel).join(", ")}${count > 0 ? `, ${count} overlay${count > 1 ? "s" : ""} opened` : ""})`);
}

/** One of the Next host's own pages: every element, loaded directly at 1440 in light, and its stylesheets. */
interface HostPage {
  nodes: Described[];
  stylesheets: Record<string, number>;
}

async function captureHostPages(host: NextHost, watched: Watched) {
  const pages = new Map<string, HostPage>();
  for (const path of hostPages) {
    const captured = await capture(watched, host.hostSide(path));
    if (captured.problem || !captured.nodes) throw new Fatal(`next: the host's ${path}: ${captured.problem}`);
    pages.set(path, { nodes: captured.nodes, stylesheets: await stylesheetBytes(watched) });
  }
  return pages;
}

function total(sizes: Record<string, number>) {
  return Object.values(sizes).reduce((sum, bytes) => sum + bytes, 0);
}

function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The CSS table: each example's page beyond /, and the four named kinds together. */
function printWeights(weights: ReadonlyMap<string, Record<string, number>>) {
  if (weights.size === 0) return;
  const lines = ["registry-check: CSS each example's page loads beyond / in the Next host (uncompressed):"];
  const width = Math.max(...[...weights.keys()].map((id) => id.length));
  for (const [id, sizes] of weights) {
    const bytes = total(sizes);
    lines.push(`  ${id.padEnd(width)}  ${kb(bytes).padStart(9)}${bytes > cssLimit ? `  over ${kb(cssLimit)}` : ""}`);
  }
  const four = weighed.map((entry) => weights.get(entry.name)).filter((sizes) => sizes !== undefined);
  if (four.length === weighed.length) {
    const sum = four.reduce((sum, sizes) => sum + total(sizes), 0);
    const distinct = total(Object.assign({}, ...four));
    lines.push(
      `  ${weighed.map((entry) => entry.name).join(" + ")}: ${kb(sum)} (${kb(distinct)} in distinct files; target ${kb(cssTargetOfFour)})${sum > cssTargetOfFour ? "  OVER TARGET" : ""}`,
    );
  } else {
    lines.push(`  (${weighed.map((entry) => entry.name).join(", ")} not all weighed: no total)`);
  }
  console.log(lines.join("\n"));
}

/**
 * Starts the binary on a free port, naming the address it listens on in the registry items
 * (-site-url listen), and waits for the line that gives its URL.
 */
async function startBinary(bin: string, dir: string | undefined) {
  if (!existsSync(bin)) throw new Error(`no binary at ${bin} (build it, or set UKGUIDE_BIN or UKGUIDE_REGISTRY_BASE)`);
  // No drain: nothing but this check is asking it anything when it stops.
  return startBinaryWith(bin, ["-drain", "0s", ...(dir ? ["-dir", dir] : []), "-site-url", "listen"]);
}

async function fetchText(url: string) {
  const response = await fetch(url);
  return {
    ok: response.ok,
    status: response.status,
    type: response.headers.get("content-type") ?? "",
    text: await response.text(),
  };
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetchText(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  try {
    return JSON.parse(response.text);
  } catch (error) {
    throw new Error(`GET ${url}: not JSON (${String(error)})`, { cause: error });
  }
}

/** shadcn's first objection to a value, as `<path>: <message>`, or undefined. */
function schemaProblem(schema: typeof registryItemSchema | typeof registrySchema, value: unknown) {
  const result = schema.safeParse(value);
  const issue = result.error?.issues[0];
  return issue && `not as shadcn's schema has it: ${issue.path.join(".") || "(the whole)"}: ${issue.message}`;
}

/** registry.json, checked against shadcn's schema and the site's contract; its examples are the items with a preview. */
async function readRegistry(base: string): Promise<RegistryIndex> {
  const value = await fetchJson(`${base}/r/registry.json`);
  const problem = schemaProblem(registrySchema, value);
  if (problem) throw new Error(`/r/registry.json: ${problem}`);
  const registry = value as RegistryIndex;
  const problems = [];
  if (registry.$schema !== "https://ui.shadcn.com/schema/registry.json") problems.push(`$schema is ${JSON.stringify(registry.$schema)}`);
  if (registry.name !== "ukguide") problems.push(`name is ${JSON.stringify(registry.name)}`);
  if (typeof registry.homepage !== "string") problems.push("homepage is missing");
  if (problems.length > 0) throw new Error(`/r/registry.json: ${problems.join("; ")}`);
  for (const item of registry.items.filter((item) => item.meta?.preview)) {
    const { group, page, preview, html, htmlScript } = item.meta!;
    const where = `/r/registry.json: ${item.name}`;
    if (!groups.includes(group)) throw new Error(`${where}: meta.group ${JSON.stringify(group)} is none of ${groups.join(", ")}`);
    if (typeof page !== "string" || !new RegExp(`^/preview/${group}/[^/]+/${item.name}$`).test(preview))
      throw new Error(`${where}: meta.preview is ${JSON.stringify(preview)}, not /preview/${group}/<page>/${item.name}`);
    if (typeof html !== "boolean") throw new Error(`${where}: meta.html is not a boolean`);
    if (htmlScript !== undefined && typeof htmlScript !== "boolean") throw new Error(`${where}: meta.htmlScript is not a boolean`);
  }
  return registry;
}

/**
 * UKGUIDE_REGISTRY_IDS, UKGUIDE_REGISTRY_ALL, or the default sample: the first two examples of each
 * group in registry order, plus the group's first example with an HTML snippet when neither of those
 * has one, plus the weighed four (the first pricing, navbar, contact and modal examples), plus the one
 * the theme checks compare.
 */
function chooseExamples(registry: RegistryIndex): { chosen: Example[]; weighed: Example[] } {
  const examples = registry.items.filter((item): item is Example => Boolean(item.meta?.preview));
  const weighed = weighedKinds.map((prefix) => examples.find((item) => item.name.startsWith(prefix)));
  const unweighed = weighed.indexOf(undefined);
  if (unweighed >= 0) throw new Error(`/r/registry.json has no example named ${weighedKinds[unweighed]}*`);
  const four = weighed.filter((entry) => entry !== undefined);
  if (env.UKGUIDE_REGISTRY_IDS) {
    const ids = env.UKGUIDE_REGISTRY_IDS.split(",")
      .map((id) => id.trim())
      .filter(Boolean);
    const missing = ids.filter((id) => !examples.some((item) => item.name === id));
    if (missing.length > 0) throw new Error(`UKGUIDE_REGISTRY_IDS: not examples of /r/registry.json: ${missing.join(", ")}`);
    return { chosen: ids.map((id) => examples.find((item) => item.name === id)!), weighed: four };
  }
  if (env.UKGUIDE_REGISTRY_ALL === "1") return { chosen: examples, weighed: four };
  const sample: Example[] = [];
  for (const group of groups) {
    const ofGroup = examples.filter((item) => item.meta.group === group);
    if (ofGroup.length < 2) throw new Error(`/r/registry.json has ${ofGroup.length} examples of ${group}; the sample takes two`);
    const picked = ofGroup.slice(0, 2);
    const withHtml = ofGroup.find((item) => item.meta.html);
    if (withHtml && !picked.some((item) => item.meta.html)) picked.push(withHtml);
    sample.push(...picked);
  }
  sample.push(...four.filter((entry) => !sample.includes(entry)));
  const themed = examples.find((item) => item.name === themedId);
  if (!themed) throw new Error(`/r/registry.json has no example named ${themedId}, which the theme checks compare`);
  if (!sample.includes(themed)) sample.push(themed);
  return { chosen: sample, weighed: four };
}

/** Each chosen example's item (see readItem), by id; an item that breaks the contract fails its example. */
async function readItems(base: string, chosen: readonly Example[]) {
  const items = new Map<string, CheckedItem>();
  const fetched = new Map<string, Promise<unknown>>();
  for (const entry of chosen) {
    const item = await readItem(base, entry, fetched);
    if (item) items.set(entry.name, item);
  }
  return items;
}

/** The HTML snippets of the chosen examples that have one: { html, script } by id. */
async function readSnippets(base: string, chosen: readonly Example[]) {
  const snippets = new Map<string, Snippet>();
  for (const entry of chosen.filter((entry) => entry.meta.html)) {
    const snippet = await fetchText(`${base}/html/${entry.name}`);
    if (snippet.ok) snippets.set(entry.name, { html: snippet.text, script: entry.meta.htmlScript === true });
    else fail("html", entry.name, `${entry.name} html: GET /html/${entry.name} answered ${snippet.status}`);
  }
  if (snippets.size > 0) {
    const kit = await fetchText(`${base}/kit/ukguide.css`);
    if (!kit.ok || !/text\/css/.test(kit.type)) throw new Fatal(`GET /kit/ukguide.css answered ${kit.status} ${kit.type}`);
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
async function readItem(base: string, entry: Example, cache: Map<string, Promise<unknown>>): Promise<CheckedItem | undefined> {
  const id = entry.name;
  const files: ShippedFile[] = [];
  const seen = new Set<string>();
  const visit = async (url: string, isExample: boolean) => {
    if (seen.has(url)) return;
    seen.add(url);
    const name = url.slice(url.lastIndexOf("/") + 1);
    if (!cache.has(url)) cache.set(url, fetchJson(url));
    const value = await cache.get(url);
    const problem = schemaProblem(registryItemSchema, value) ?? itemProblem(value as RegistryItem, name.replace(/\.json$/, ""), base, isExample);
    if (problem) throw new Error(`/r/${name}: ${problem}`);
    const item = value as RegistryItem;
    files.push(...item.files.map((file) => ({ ...file, content: file.content ?? "", from: name })));
    for (const dependency of item.registryDependencies ?? []) await visit(dependency, false);
  };
  try {
    await visit(`${base}/r/${id}.json`, true);
  } catch (error) {
    fail("registry", id, `${id}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  return { example: files.find((file) => exampleTarget.test(file.target))!, files };
}

/** What the site promises of an item beyond shadcn's schema (which readItem checks first), or undefined. */
function itemProblem(item: RegistryItem, name: string, base: string, isExample: boolean) {
  if (item.name !== name) return `name is ${JSON.stringify(item.name)}`;
  if (item.type !== "registry:item") return `type is ${JSON.stringify(item.type)}, not registry:item`;
  if (item.files.length === 0) return "no files";
  for (const file of item.files) {
    if (file.type !== "registry:file") return `${file.path}: type is ${JSON.stringify(file.type)}, not registry:file`;
    if (!file.target.startsWith("src/ukguide/") || file.target.split("/").includes(".."))
      return `${file.path}: target ${JSON.stringify(file.target)} is not under src/ukguide/`;
    if (!file.content) return `${file.target}: no content`;
  }
  const examples = item.files.filter((file) => exampleTarget.test(file.target));
  if (examples.length !== (isExample ? 1 : 0))
    return `${examples.length} files under src/ukguide/examples/, not ${isExample ? "one" : "none"}`;
  if (isExample && !/^export default /m.test(examples[0].content ?? "")) return `${examples[0].target} has no default export`;
  for (const dependency of item.dependencies ?? []) {
    if (!/^(@[^/@]+\/)?[^/@]+@\S+$/.test(dependency)) return `dependency ${JSON.stringify(dependency)} is not name@version`;
  }
  // shadcn fetches these as they are: a name goes to shadcn's own registry, another host to the internet.
  for (const dependency of item.registryDependencies ?? []) {
    if (!URL.canParse(dependency) || new URL(dependency).origin !== new URL(base).origin)
      return `registryDependencies has ${JSON.stringify(dependency)}, which is not on the server under test (${base})`;
  }
  return undefined;
}
