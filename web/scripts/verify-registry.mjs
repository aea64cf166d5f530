// Proves the shadcn registry works by doing what a user does, against the real binary: installs
// examples with `npx shadcn add <site>/r/<id>.json` into a fresh Vite + React app (no
// components.json, no Tailwind), type-checks and builds it, then compares each installed example
// in Chromium, element by element, with its /preview/ page; the same for the static HTML snippets
// (/html/<id>.html in a blank page that links /kit/ukguide.css). Views: 1440 and 375 px wide in
// light mode, 1440 in dark, with reduced motion, at rest. Exits 1 naming each failing example and
// its first difference, as `<id> @<width>: <path>: <property> preview=<a> installed=<b>`
// (`<id> html @<width>: … snippet=<b>` for the HTML form).
//
// Usage, from web/:
//   node scripts/verify-registry.mjs [--bin ../bin/ukguide] [--dir build/client]
//   node scripts/verify-registry.mjs --base http://127.0.0.1:8080     (a server already running)
//   options: --ids a,b,c | --all   (default: a sample across all five groups)
//            --keep                 (keep the temporary app and print where it is)
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { createInterface } from "node:readline";
import { extname, join, normalize, resolve, sep } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";

const webDir = resolve(import.meta.dirname, "..");
const shadcn = "shadcn@4.23.0";
const groups = ["page-sections", "navigation", "input-areas", "attention-catchers", "elements"];
const exampleTarget = /^src\/ukguide\/examples\/[^/]+\.tsx$/;
const themeTarget = "src/ukguide/ukguide.css";

/** Light at both widths the site is held to, and dark once: the theme's dark variables must come along. */
const views = [
  { width: 1440, height: 900, theme: "light" },
  { width: 375, height: 812, theme: "light" },
  { width: 1440, height: 900, theme: "dark" },
];
/** How long the document must stay unchanged before it counts as at rest. */
const settleMs = 500;
const viewLabel = (view) => `@${view.width}${view.theme === "dark" ? " dark" : ""}`;

/**
 * The computed styles compared on every element. Read with the CSS Typed OM
 * (`computedStyleMap`), which gives computed values, not used ones: `margin: auto`, `width: 50%`
 * and `padding-top: 56.25%` stay as written, so they do not depend on the page around the
 * example. Together they catch a missing or partial stylesheet (colour, type, spacing, borders
 * fall back to the browser's defaults), a wrong or missing class (display, flex, gap, size,
 * colour), missing dark-mode variables and icons drawn in the wrong colour. Left out: positions
 * and transforms (scripts set them from measurements) and what hover, focus or the pointer
 * decides. Besides these, each element with text is compared on the web font it is drawn in
 * ("font-face"), which the declared font-family cannot tell.
 */
// prettier-ignore
const comparedProperties = [
  // colour and type
  "color", "background-color", "background-image", "opacity", "visibility",
  "font-family", "font-size", "font-weight", "font-style", "line-height", "letter-spacing",
  "text-align", "text-transform", "text-decoration-line", "white-space", "vertical-align", "list-style-type",
  // the box
  ...["top", "right", "bottom", "left"].flatMap((side) => [`border-${side}-width`, `border-${side}-style`, `border-${side}-color`]),
  "border-top-left-radius", "border-top-right-radius", "border-bottom-right-radius", "border-bottom-left-radius",
  "box-shadow",
  ...["top", "right", "bottom", "left"].flatMap((side) => [`padding-${side}`, `margin-${side}`]),
  "width", "height", "min-width", "max-width", "min-height", "max-height",
  // layout
  "display", "position", "float", "overflow-x", "overflow-y",
  "flex-direction", "flex-wrap", "justify-content", "align-items", "row-gap", "column-gap",
  // SVG icons
  "fill", "stroke",
];

/** A tiny image answered for every request that would leave 127.0.0.1 (photos): nothing reaches the internet. */
const placeholderSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#7b809a"/></svg>';

class Fatal extends Error {}

const { values: options } = parseArgs({
  options: {
    bin: { type: "string", default: resolve(webDir, "../bin/ukguide") },
    dir: { type: "string" },
    base: { type: "string" },
    ids: { type: "string" },
    all: { type: "boolean", default: false },
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

/** Each failing example's first difference (or first failed step), in the order found. */
const failures = new Map();
function fail(id, message) {
  if (failures.has(id)) return;
  failures.set(id, message);
  console.log(`FAIL ${message}`);
}

try {
  await main();
} catch (error) {
  if (!(error instanceof Fatal)) throw error;
  console.error(`verify-registry: ${error.message}`);
  process.exitCode = 1;
}

async function main() {
  const binary = options.base ? null : await startBinary(resolve(options.bin), options.dir && resolve(options.dir));
  const base = (options.base ?? binary.url).replace(/\/+$/, "");
  let appDir;
  let staticServer;
  let browser;
  try {
    const registry = await readRegistry(base);
    const chosen = chooseExamples(registry);
    console.log(
      `verify-registry: ${chosen.length} examples from ${base}: ${chosen.map((item) => item.name).join(", ")}`,
    );

    const items = new Map();
    const fetched = new Map();
    for (const entry of chosen) {
      const item = await readItem(base, entry, fetched);
      if (item) items.set(entry.name, item);
    }
    const snippets = new Map();
    for (const entry of chosen.filter((entry) => entry.meta.html)) {
      const snippet = await fetchText(`${base}/html/${entry.name}.html`);
      if (snippet.ok) snippets.set(entry.name, snippet.text);
      else fail(entry.name, `${entry.name} html: GET /html/${entry.name}.html answered ${snippet.status}`);
    }
    if (snippets.size > 0) {
      const kit = await fetchText(`${base}/kit/ukguide.css`);
      if (!kit.ok || !/text\/css/.test(kit.type)) {
        throw new Fatal(`GET /kit/ukguide.css answered ${kit.status} ${kit.type}`);
      }
    }

    appDir = mkdtempSync(join(tmpdir(), "ukguide-registry-"));
    const installed = await installApp(appDir, base, items);
    await typeCheck(appDir, installed);
    await run("npx", ["vite", "build"], { cwd: appDir, what: "vite build" });

    staticServer = await serveStatic(join(appDir, "dist"), base, snippets);
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const allowed = new Set([new URL(base).origin, staticServer.origin]);
    const contexts = [];
    for (const view of views) {
      const pages = await openView(browser, view, allowed);
      // The example gets the same width on both sides: the other page's root takes the preview's padding.
      const frame = await paddingOf(pages.preview.page, `${base}${chosen[0].meta.preview}?theme=${view.theme}`);
      contexts.push({ view, frame, ...pages });
    }

    // Each form against the preview in every view at once (the views' contexts are independent).
    const check = async (entry, label, urlOf) => {
      const differences = await Promise.all(
        contexts.map(({ view, frame, preview, other }) =>
          compare(
            preview,
            `${base}${entry.meta.preview}?theme=${view.theme}`,
            other,
            `${urlOf(view)}&frame=${encodeURIComponent(frame)}`,
            label,
          ),
        ),
      );
      const index = differences.findIndex(Boolean);
      const form = label === "snippet" ? " html" : "";
      if (index >= 0) fail(entry.name, `${entry.name}${form} ${viewLabel(views[index])}: ${differences[index]}`);
    };
    for (const entry of chosen) {
      const id = entry.name;
      const forms = [];
      if (!failures.has(id) && installed.has(id)) {
        forms.push("app");
        await check(
          entry,
          "installed",
          (view) => `${staticServer.origin}/?id=${encodeURIComponent(id)}&theme=${view.theme}`,
        );
      }
      if (!failures.has(id) && snippets.has(id)) {
        forms.push("html");
        await check(
          entry,
          "snippet",
          (view) => `${staticServer.origin}/snippet/${encodeURIComponent(id)}?theme=${view.theme}`,
        );
      }
      if (!failures.has(id)) console.log(`ok   ${id} (${forms.join(" + ")}, ${views.map(viewLabel).join(", ")})`);
    }

    const failed = [...failures.keys()];
    if (failed.length > 0) {
      console.log(
        `verify-registry: ${chosen.length - failed.length} passed, ${failed.length} failed: ${failed.join(", ")}`,
      );
      process.exitCode = 1;
    } else {
      console.log(`verify-registry: all ${chosen.length} examples passed`);
    }
  } finally {
    await browser?.close();
    staticServer?.close();
    await binary?.stop();
    if (appDir && options.keep) console.log(`verify-registry: the app is kept at ${appDir}`);
    else if (appDir) rmSync(appDir, { recursive: true, force: true });
  }
}

/** Starts the binary on a free port and waits for the line that gives its URL. */
async function startBinary(bin, dir) {
  if (!existsSync(bin)) throw new Fatal(`no binary at ${bin} (build it, or pass --bin or --base)`);
  const args = ["-addr", "127.0.0.1:0", ...(dir ? ["-dir", dir] : [])];
  const child = spawn(bin, args, { stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((done) => child.once("exit", done));
  const url = await new Promise((resolveUrl, reject) => {
    child.once("error", (error) => reject(new Fatal(`${bin}: ${error.message}`)));
    child.once("exit", (code) =>
      reject(new Fatal(`${bin} ${args.join(" ")} exited with ${code} before listening:\n${stderr}`)),
    );
    createInterface({ input: child.stdout }).on("line", (line) => {
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match) resolveUrl(match[1]);
    });
  });
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
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
  if (!registry.items.some((item) => item.name === "theme"))
    throw new Fatal("/r/registry.json has no item named theme");
  for (const item of registry.items.filter((item) => item.meta?.preview)) {
    const { group, page, preview, html } = item.meta;
    if (!groups.includes(group))
      throw new Fatal(
        `/r/registry.json: ${item.name}: meta.group ${JSON.stringify(group)} is none of ${groups.join(", ")}`,
      );
    if (typeof page !== "string" || !new RegExp(`^/preview/${group}/[^/]+/${item.name}$`).test(preview)) {
      throw new Fatal(
        `/r/registry.json: ${item.name}: meta.preview is ${JSON.stringify(preview)}, not /preview/${group}/<page>/${item.name}`,
      );
    }
    if (typeof html !== "boolean") throw new Fatal(`/r/registry.json: ${item.name}: meta.html is not a boolean`);
  }
  return registry;
}

/**
 * --ids, --all, or the default sample: the first two examples of each group in registry order,
 * plus the group's first example with an HTML snippet when neither of those has one.
 */
function chooseExamples(registry) {
  const examples = registry.items.filter((item) => item.meta?.preview);
  if (options.ids) {
    const ids = options.ids
      .split(",")
      .map((id) => id.trim())
      .filter(Boolean);
    const missing = ids.filter((id) => !examples.some((item) => item.name === id));
    if (missing.length > 0) throw new Fatal(`not examples of /r/registry.json: ${missing.join(", ")}`);
    return ids.map((id) => examples.find((item) => item.name === id));
  }
  if (options.all) return examples;
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
  return sample;
}

/**
 * /r/<id>.json and the items it names in registryDependencies (kit parts, the theme), each checked
 * against the contract. Resolves the item with `example` (its example file) and `files` (every file
 * the install brings, each with the item that ships it), or undefined (and the example failed).
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
    fail(id, `${id}: ${error.message}`);
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

/** Runs a command; resolves its output, or fails the run with it. */
function run(command, args, { cwd, what, allowFailure = false }) {
  const started = Date.now();
  return new Promise((done, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, npm_config_update_notifier: "false", npm_config_fund: "false", npm_config_audit: "false" },
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

/** shadcn's output up to its advice to try an older release. */
function withoutAdvice(output) {
  return output.split(/\nSuggestion:\n/)[0];
}

function tail(text, lines) {
  return text.trimEnd().split("\n").slice(-lines).join("\n");
}

/**
 * A fresh Vite + React + TypeScript app at the versions web/ pins, as `npm create vite` would
 * make it (no components.json, no Tailwind, no path alias), with the items added by shadcn.
 * Resolves the ids whose example file is in place.
 */
async function installApp(appDir, base, items) {
  const web = JSON.parse(readFileSync(join(webDir, "package.json"), "utf8"));
  const pin = (name) => {
    const version = web.dependencies[name] ?? web.devDependencies[name];
    if (!version) throw new Fatal(`web/package.json does not pin ${name}`);
    return version;
  };
  writeJson(join(appDir, "package.json"), {
    name: "ukguide-registry-check",
    private: true,
    type: "module",
    dependencies: { react: pin("react"), "react-dom": pin("react-dom") },
    devDependencies: {
      "@types/react": pin("@types/react"),
      "@types/react-dom": pin("@types/react-dom"),
      // 5.2.0: the newest release that still runs on Node 20.
      "@vitejs/plugin-react": "5.2.0",
      typescript: pin("typescript"),
      vite: pin("vite"),
    },
  });
  // create-vite's react-ts settings, so the kit must type-check in the app a user most likely has.
  writeJson(join(appDir, "tsconfig.json"), {
    compilerOptions: {
      target: "ES2022",
      lib: ["ES2022", "DOM", "DOM.Iterable"],
      module: "ESNext",
      types: ["vite/client"],
      skipLibCheck: true,
      moduleResolution: "bundler",
      verbatimModuleSyntax: true,
      moduleDetection: "force",
      noEmit: true,
      jsx: "react-jsx",
      strict: true,
      noUnusedLocals: true,
      noUnusedParameters: true,
      noFallthroughCasesInSwitch: true,
      noUncheckedSideEffectImports: true,
    },
    include: ["src"],
  });
  writeFileSync(
    join(appDir, "vite.config.js"),
    [
      'import react from "@vitejs/plugin-react";',
      'import { defineConfig } from "vite";',
      "",
      "export default defineConfig({ plugins: [react()] });",
      "",
    ].join("\n"),
  );
  writeFileSync(
    join(appDir, "index.html"),
    [
      "<!doctype html>",
      '<html lang="en-GB">',
      "  <head>",
      '    <meta charset="utf-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
      "    <title>ukguide registry check</title>",
      "  </head>",
      "  <body>",
      '    <main id="root"></main>',
      '    <script type="module" src="/src/main.tsx"></script>',
      "  </body>",
      "</html>",
      "",
    ].join("\n"),
  );
  // shadcn puts a target's src/ under src/ only when the app has one, as every Vite app does.
  mkdirSync(join(appDir, "src"));
  writeFileSync(join(appDir, "src/main.tsx"), "export {};\n");
  await run("npm", ["install", "--no-audit", "--no-fund"], { cwd: appDir, what: "npm install" });

  const urls = [...items.keys()].map((id) => `${base}/r/${id}.json`);
  if (urls.length > 0) {
    // One call for every item: shadcn adds a kit file shared by several items once.
    const all = await run("npx", ["-y", shadcn, "add", ...urls, "--yes"], {
      cwd: appDir,
      what: "shadcn add",
      allowFailure: true,
    });
    if (all.code !== 0) {
      console.log(
        `verify-registry: shadcn add of all ${urls.length} items failed; adding them one by one to name the culprit:\n${tail(all.output, 20)}`,
      );
      for (const id of items.keys()) {
        const one = await run("npx", ["-y", shadcn, "add", `${base}/r/${id}.json`, "--yes"], {
          cwd: appDir,
          what: "shadcn add",
          allowFailure: true,
        });
        if (one.code !== 0)
          fail(id, `${id}: npx ${shadcn} add ${base}/r/${id}.json failed:\n${tail(withoutAdvice(one.output), 12)}`);
      }
    }
  }
  if (!existsSync(join(appDir, themeTarget)))
    throw new Fatal(`after shadcn add, ${themeTarget} is missing: no item brought the theme`);

  // What lands must be what was served; a kit file shipped twice must be the same file.
  const shippedBy = new Map();
  for (const [id, item] of items) {
    if (failures.has(id)) continue;
    for (const file of item.files) {
      const path = join(appDir, file.target);
      const other = shippedBy.get(file.target);
      if (other && other.content !== file.content) {
        fail(
          id,
          `${id}: ${file.target} in /r/${file.from} differs from the one in /r/${other.from} (${firstLineDifference(other.content, file.content)})`,
        );
      } else if (!existsSync(path)) {
        fail(id, `${id}: ${file.target} was not installed`);
      } else if (readFileSync(path, "utf8").trimEnd() !== file.content.trimEnd()) {
        fail(
          id,
          `${id}: installed ${file.target} is not the one in /r/${file.from} (${firstLineDifference(file.content, readFileSync(path, "utf8"))})`,
        );
      }
      shippedBy.set(file.target, file);
    }
  }

  const installed = new Map([...items].filter(([id]) => !failures.has(id)));
  writeFileSync(join(appDir, "src/main.tsx"), mainModule(installed));
  return installed;
}

function writeJson(path, value) {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

function firstLineDifference(a, b) {
  const left = a.split("\n");
  const right = b.split("\n");
  const line = left.findIndex((text, index) => text !== right[index]);
  return `line ${line + 1}: ${JSON.stringify(left[line])} against ${JSON.stringify(right[line])}`;
}

/** The app's entry: the theme once, every installed example, the one named by ?id= rendered into #root. */
function mainModule(installed) {
  const entries = [...installed].map(([id, item], index) => ({
    id,
    name: `Example${index}`,
    from: `./${item.example.target.slice("src/".length).replace(/\.tsx$/, "")}`,
  }));
  return [
    'import "./ukguide/ukguide.css";',
    'import { StrictMode, type ComponentType } from "react";',
    'import { createRoot } from "react-dom/client";',
    ...entries.map((entry) => `import ${entry.name} from ${JSON.stringify(entry.from)};`),
    "",
    "const examples: Record<string, ComponentType> = {",
    ...entries.map((entry) => `  ${JSON.stringify(entry.id)}: ${entry.name},`),
    "};",
    "",
    "const params = new URLSearchParams(location.search);",
    'document.documentElement.dataset.bsTheme = params.get("theme") === "dark" ? "dark" : "light";',
    'const Example = examples[params.get("id") ?? ""];',
    'const root = document.getElementById("root");',
    'if (!root) throw new Error("no #root");',
    "createRoot(root).render(",
    '  <StrictMode>{Example ? <Example /> : <p>No example named {params.get("id")}</p>}</StrictMode>,',
    ");",
    "",
  ].join("\n");
}

/** `tsc -p .`; an error in a file an item shipped fails that item, any other fails the run. */
async function typeCheck(appDir, installed) {
  const { code, output } = await run("npx", ["tsc", "-p", "."], { cwd: appDir, what: "tsc", allowFailure: true });
  if (code === 0) return;
  const errors = output.split("\n").filter((line) => /\): error TS\d+:/.test(line));
  const unattributed = [];
  for (const line of errors) {
    const file = line.slice(0, line.indexOf("("));
    const owners = [...installed]
      .filter(([, item]) => item.files.some((shipped) => shipped.target === file))
      .map(([id]) => id);
    for (const id of owners) fail(id, `${id}: tsc: ${line}`);
    if (owners.length === 0) unattributed.push(line);
  }
  if (unattributed.length > 0 || errors.length === 0) throw new Fatal(`tsc failed in ${appDir}:\n${tail(output, 80)}`);
  for (const id of installed.keys()) if (failures.has(id)) installed.delete(id);
}

/**
 * Serves the built app, and /snippet/<id>: a blank page that links the site's /kit/ukguide.css
 * and holds the example's HTML fragment in <main id="root">.
 */
async function serveStatic(dist, base, snippets) {
  const types = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript",
    ".css": "text/css",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".webp": "image/webp",
    ".woff2": "font/woff2",
    ".woff": "font/woff",
    ".json": "application/json",
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url, "http://127.0.0.1");
    const theme = url.searchParams.get("theme") === "dark" ? "dark" : "light";
    const frame = /^[\d.]+px( [\d.]+px){3}$/.test(url.searchParams.get("frame") ?? "")
      ? url.searchParams.get("frame")
      : "0px 0px 0px 0px";
    const framed = (html) => html.replace("</head>", `<style>main#root { padding: ${frame}; }</style>\n</head>`);
    const snippet = /^\/snippet\/([^/]+)$/.exec(url.pathname);
    if (snippet && snippets.has(decodeURIComponent(snippet[1]))) {
      response.writeHead(200, { "content-type": types[".html"] });
      response.end(framed(snippetPage(base, theme, snippets.get(decodeURIComponent(snippet[1])))));
      return;
    }
    if (url.pathname === "/favicon.ico") {
      response.writeHead(204).end();
      return;
    }
    const file = normalize(join(dist, url.pathname === "/" ? "index.html" : decodeURIComponent(url.pathname)));
    if (!file.startsWith(dist + sep) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = readFileSync(file);
      response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
      response.end(extname(file) === ".html" ? framed(body.toString("utf8")) : body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((listening) => server.listen(0, "127.0.0.1", listening));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** A blank page of the user's: the site's compiled theme linked, the fragment in <main id="root">. */
function snippetPage(base, theme, fragment) {
  return [
    "<!doctype html>",
    `<html lang="en-GB" data-bs-theme="${theme}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    "<title>ukguide snippet</title>",
    `<link rel="stylesheet" href="${base}/kit/ukguide.css">`,
    "</head>",
    "<body>",
    `<main id="root">${fragment}</main>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/** One browser context per view, with the page for the preview and the page for the installed form. */
async function openView(browser, view, allowed) {
  const context = await browser.newContext({
    viewport: { width: view.width, height: view.height },
    reducedMotion: "reduce",
    colorScheme: view.theme,
  });
  await context.route(
    (url) => !allowed.has(url.origin),
    (route) =>
      route.request().resourceType() === "image"
        ? route.fulfill({ status: 200, contentType: "image/svg+xml", body: placeholderSvg })
        : route.fulfill({ status: 204 }),
  );
  const preview = await watchedPage(context);
  const other = await watchedPage(context);
  return { preview, other };
}

/** The computed padding of the preview's main, as "top right bottom left". */
async function paddingOf(page, url) {
  const response = await page.goto(url);
  if (!response?.ok()) throw new Fatal(`GET ${url} answered ${response?.status()}`);
  return page.locator("main.example-standalone").evaluate((main) => {
    const style = getComputedStyle(main);
    return [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft].join(" ");
  });
}

/** A page that remembers what went wrong on it since it last navigated: errors, failed requests. */
async function watchedPage(context) {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // When the body last changed: a page is at rest once nothing has changed for a while.
  await page.addInitScript(() => {
    window.__lastMutation = performance.now();
    new MutationObserver((records) => {
      if (records.some((record) => document.body?.contains(record.target))) window.__lastMutation = performance.now();
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
  const problems = [];
  const watched = { page, problems, onProblem: () => {} };
  const report = (problem) => {
    problems.push(problem);
    watched.onProblem(problem);
  };
  page.on("pageerror", (error) => report(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") report(`console error: ${message.text()}`);
  });
  page.on("requestfailed", (request) => {
    // Aborted: cancelled by the page or by leaving it (the previous page's late preloads), not refused.
    if (request.failure()?.errorText !== "net::ERR_ABORTED")
      report(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) report(`request failed: ${response.url()} (${response.status()})`);
  });
  return watched;
}

/** Loads both pages and resolves the first difference between the example roots, or undefined. */
async function compare(preview, previewUrl, other, otherUrl, label) {
  const [reference, candidate] = await Promise.all([
    snapshot(
      preview,
      previewUrl,
      "main.example-standalone",
      () => document.documentElement.dataset.hydrated === "true",
    ),
    snapshot(other, otherUrl, "main#root", () => document.querySelector("main#root")?.firstElementChild != null),
  ]);
  if (reference.problem) return `preview: ${reference.problem}`;
  if (candidate.problem) return `${label}: ${candidate.problem}`;
  return firstDifference(reference.nodes, candidate.nodes, label);
}

/**
 * Opens the page, waits until it is ready and at rest (fonts loaded, eager images done, animations
 * and transitions finished), and describes every element under the example root in document order.
 */
async function snapshot(watched, url, rootSelector, ready) {
  const { page, problems } = watched;
  problems.length = 0;
  // Whatever goes wrong (an error, a failed request) is the answer: no waiting for a page that will not come.
  const troubled = new Promise((_, reject) => (watched.onProblem = reject));
  troubled.catch(() => {});
  try {
    const response = await Promise.race([page.goto(url, { waitUntil: "load" }), troubled]);
    if (!response?.ok()) return { problem: `GET ${url} answered ${response?.status()}` };
    // The preview hydrates (root.tsx marks it); the app mounts its example.
    await Promise.race([page.waitForFunction(ready), troubled]);
    await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === "lazy"));
    // Effects that wait a moment (the nav pills' sliding highlight comes 100 ms after mounting) have
    // run once the page's body has not changed for half a second since it was ready.
    await page.evaluate(() => (window.__lastMutation = Math.max(window.__lastMutation, performance.now())));
    await page.waitForFunction((quiet) => performance.now() - window.__lastMutation > quiet, settleMs);
    await page.evaluate(async () => {
      void document.body.offsetHeight; // lay out, so the fonts the text needs start loading
      await document.fonts.ready;
      for (const animation of document.getAnimations()) {
        // Infinite animations (spinners) have no end to jump to; they move only transforms.
        if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
      }
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    });
  } catch (error) {
    return { problem: problems[0] ?? `${error.message.split("\n")[0]} at ${url}` };
  } finally {
    watched.onProblem = () => {};
  }
  if (problems.length > 0) return { problem: problems[0] };
  const nodes = await page.evaluate(describe, { rootSelector, properties: comparedProperties });
  return { nodes };
}

/** Runs in the page: one record per element under the root (the preview's visually hidden h1 left out). */
function describe({ rootSelector, properties }) {
  const ignored = new Set(["script", "style", "template", "noscript"]);
  const childrenOf = (element) => [...element.children].filter((child) => !ignored.has(child.localName));
  const segment = (element, siblings) => {
    const classes = [...element.classList]
      .slice(0, 3)
      .map((name) => `.${CSS.escape(name)}`)
      .join("");
    const position = siblings.length > 1 ? `:nth-child(${siblings.indexOf(element) + 1})` : "";
    return `${element.localName}${classes}${position}`;
  };
  // What a form control shows besides text: its value, or whether it is checked.
  const formState = (element) => {
    if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
      return ` [checked=${element.checked}]`;
    }
    const field = [HTMLInputElement, HTMLTextAreaElement, HTMLSelectElement].some((type) => element instanceof type);
    return field ? ` [value=${JSON.stringify(element.value)}]` : "";
  };
  const loadedFaces = [...document.fonts].filter((face) => face.status === "loaded");
  const unquote = (family) => family.trim().replace(/^["']|["']$/g, "");
  const webFontOf = (computed) => {
    const family = unquote(String(computed.get("font-family")).split(",")[0]);
    const weight = Number(String(computed.get("font-weight")));
    const style = String(computed.get("font-style"));
    const face = loadedFaces.find((candidate) => {
      const [low, high = low] = candidate.weight.split(" ").map(Number);
      return unquote(candidate.family) === family && candidate.style === style && weight >= low && weight <= high;
    });
    return face ? `${family} ${face.weight} ${face.style}` : `(no web font for ${family} ${weight} ${style})`;
  };
  const nodes = [];
  const walk = (element, siblings, parentPath) => {
    const path = parentPath ? `${parentPath} > ${segment(element, siblings)}` : segment(element, siblings);
    const ownText = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.data)
      .join("");
    const text = `${ownText}${formState(element)}`.replace(/\s+/g, " ").trim();
    const computed = element.computedStyleMap();
    const styles = {};
    for (const property of properties) {
      styles[property] = String(computed.get(property) ?? getComputedStyle(element).getPropertyValue(property));
    }
    // The declared font-family is the same list whether or not its files came along: name the face
    // in use, where the text is laid out (a browser loads a face only for text it lays out).
    if (text && element.checkVisibility()) styles["font-face"] = webFontOf(computed);
    nodes.push({ path, tag: element.localName, text, className: element.getAttribute("class") ?? "", styles });
    const children = childrenOf(element);
    for (const child of children) walk(child, children, path);
  };
  let top = childrenOf(document.querySelector(rootSelector));
  if (top[0]?.matches("h1.visually-hidden")) top = top.slice(1);
  for (const element of top) walk(element, top, "");
  return nodes;
}

function firstDifference(reference, candidate, label) {
  for (let index = 0; index < Math.max(reference.length, candidate.length); index += 1) {
    const a = reference[index];
    const b = candidate[index];
    if (!b) return `${a.path}: element preview=<${a.tag}> ${label}=(none)`;
    if (!a) return `${b.path}: element preview=(none) ${label}=<${b.tag}>`;
    if (a.tag !== b.tag) return `${a.path}: element preview=<${a.tag}> ${label}=<${b.tag}>`;
    const classes =
      a.className === b.className
        ? ""
        : ` (class preview=${JSON.stringify(a.className)} ${label}=${JSON.stringify(b.className)})`;
    if (a.text !== b.text)
      return `${a.path}: text preview=${JSON.stringify(a.text)} ${label}=${JSON.stringify(b.text)}${classes}`;
    for (const property of [...comparedProperties, "font-face"]) {
      if (!sameValue(a.styles[property], b.styles[property]))
        return `${a.path}: ${property} preview=${a.styles[property]} ${label}=${b.styles[property]}${classes}`;
    }
  }
  return undefined;
}

/**
 * Whether two computed values look alike: equal once written the same way, colour channels
 * within 1 of each other (Sass writes `rgb(84.1176%, …)`, a minifier rounds it to a hex a unit
 * away) and alpha within 0.01.
 */
function sameValue(a, b) {
  const [left, right] = [comparable(a), comparable(b)];
  if (left === right) return true;
  const colour = /rgba?\(([^)]*)\)/g;
  if (left?.replace(colour, "rgb()") !== right?.replace(colour, "rgb()")) return false;
  const channels = (value) => [...value.matchAll(colour)].map((match) => match[1].split(/[\s,/]+/).map(Number));
  const [ours, theirs] = [channels(left), channels(right)];
  return ours.every((colourA, index) => {
    const colourB = theirs[index];
    return (
      colourA.length === colourB.length &&
      colourA.every((channel, at) => Math.abs(channel - colourB[at]) <= (at === 3 ? 0.01 : 1))
    );
  });
}

/**
 * A computed value with the gradients' default stop positions left out: minifiers differ in
 * writing `red 0%, blue 100%` or `red, blue`, which the browser keeps as written and draws alike.
 */
function comparable(value) {
  if (!value?.includes("gradient(")) return value;
  let result = "";
  let index = 0;
  for (const match of value.matchAll(/(?:repeating-)?(?:linear|radial)-gradient\(/g)) {
    if (match.index < index) continue;
    const start = match.index + match[0].length;
    const args = [];
    let depth = 0;
    let from = start;
    let end = start;
    for (; end < value.length; end += 1) {
      const char = value[end];
      if (char === "(") depth += 1;
      else if (char === ")" && depth-- === 0) break;
      else if (char === "," && depth === 0) {
        args.push(value.slice(from, end).trim());
        from = end + 1;
      }
    }
    args.push(value.slice(from, end).trim());
    const stops = args
      .map((arg, position) => ({ arg, position }))
      .filter(({ arg }) => /^(rgba?|hsla?|color|oklch|oklab|lab|lch|hwb)\(|^(transparent|currentcolor)\b/.test(arg));
    if (stops.length > 0) {
      args[stops[0].position] = stops[0].arg.replace(/ 0%$/, "");
      args[stops.at(-1).position] = stops.at(-1).arg.replace(/ 100%$/, "");
    }
    result += `${value.slice(index, start)}${args.join(", ")})`;
    index = end + 1;
  }
  return result + value.slice(index);
}
