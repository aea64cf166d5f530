// Host 1: a fresh Vite + React + TypeScript app at the versions web/ pins, as `npm create vite`
// makes it (no components.json, no Tailwind, no path alias, no stylesheet of its own), with the
// items added by `shadcn add <url>`, type-checked and built, served by a small static server
// that also serves each HTML snippet in a blank page (/snippet/<id>).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, sep } from "node:path";
import type { Side } from "./browser";
import {
  Fatal,
  addItems,
  addTheme,
  checkInstalledFiles,
  fail,
  hasFailed,
  ownersOf,
  pin,
  run,
  tail,
  writeFiles,
  writeJson,
  type CheckedItem,
  type Items,
} from "./common";

/** An example's HTML form (/html/<id>), and whether it needs Bootstrap's script. */
export interface Snippet {
  html: string;
  script: boolean;
}
export type ViteHost = ReturnType<typeof createViteHost>;

const host = "vite";

export function createViteHost(appDir: string) {
  let server: { origin: string; close: () => void } | undefined;
  const origin = () => {
    if (!server) throw new Fatal("vite: the app is not being served");
    return server.origin;
  };
  return {
    name: host,
    appDir,
    /** Writes the app and installs its packages. */
    async prepare() {
      writeApp(appDir);
      await run("npm", ["install", "--no-audit", "--no-fund"], { cwd: appDir, what: "vite: npm install" });
    },
    /** Adds the items, checks what landed, type-checks and builds; resolves the ids that built. */
    async install(base: string, items: Items): Promise<Set<string>> {
      await addItems(host, appDir, base, [...items.keys()]);
      checkInstalledFiles(host, appDir, items);
      const installed = new Map([...items].filter(([id]) => !hasFailed(host, id)));
      writeFileSync(join(appDir, "src/main.tsx"), mainModule(installed));
      await typeCheck(appDir, installed);
      await run("npx", ["vite", "build"], { cwd: appDir, what: "vite: vite build" });
      return new Set(installed.keys());
    },
    /** Installs a theme item alone, as a user re-themes the examples already there, and builds again. */
    async retheme(base: string, item: string) {
      await addTheme(host, appDir, base, item);
      await run("npx", ["vite", "build"], { cwd: appDir, what: "vite: vite build (themed)" });
    },
    /** Serves the build and the snippets; resolves the origin. */
    async start(base: string, snippets: ReadonlyMap<string, Snippet>): Promise<string> {
      server = await serveStatic(join(appDir, "dist"), base, snippets);
      return server.origin;
    },
    exampleSide(id: string, theme: string, frame: string): Side {
      return {
        url: `${origin()}/?id=${encodeURIComponent(id)}&theme=${theme}&frame=${encodeURIComponent(frame)}`,
        root: "main#root",
        ready: () => document.querySelector("main#root")?.firstElementChild != null,
      };
    },
    snippetSide(id: string, theme: string, frame: string): Side {
      return {
        url: `${origin()}/snippet/${encodeURIComponent(id)}?theme=${theme}&frame=${encodeURIComponent(frame)}`,
        root: "main#root",
        ready: () => document.querySelector("main#root")?.firstElementChild != null,
      };
    },
    async stop() {
      server?.close();
      server = undefined;
    },
  };
}

function writeApp(appDir: string) {
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
  writeFiles(appDir, {
    "vite.config.js": [
      'import react from "@vitejs/plugin-react";',
      'import { defineConfig } from "vite";',
      "",
      "export default defineConfig({ plugins: [react()] });",
      "",
    ].join("\n"),
    "index.html": [
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
  });
  // shadcn puts a target's src/ under src/ only when the app has one, as every Vite app does.
  mkdirSync(join(appDir, "src"), { recursive: true });
  writeFileSync(join(appDir, "src/main.tsx"), "export {};\n");
}

/**
 * The app's entry: every installed example, the one named by ?id= rendered into #root. No
 * stylesheet: each example imports its own.
 */
function mainModule(installed: Items) {
  const entries = [...installed].map(([id, item], index) => ({
    id,
    name: `Example${index}`,
    from: `./${item.example.target.slice("src/".length).replace(/\.tsx$/, "")}`,
  }));
  return [
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
async function typeCheck(appDir: string, installed: Map<string, CheckedItem>) {
  const { code, output } = await run("npx", ["tsc", "-p", "."], { cwd: appDir, what: "vite: tsc", allowFailure: true });
  if (code === 0) return;
  const errors = output.split("\n").filter((line) => /\): error TS\d+:/.test(line));
  const unattributed: string[] = [];
  for (const line of errors) {
    const owners = ownersOf(line.slice(0, line.indexOf("(")), installed);
    for (const id of owners) fail(host, id, `${id} ${host}: tsc: ${line}`);
    if (owners.length === 0) unattributed.push(line);
  }
  if (unattributed.length > 0 || errors.length === 0) throw new Fatal(`tsc failed in ${appDir}:\n${tail(output, 80)}`);
  for (const id of installed.keys()) if (hasFailed(host, id)) installed.delete(id);
  writeFileSync(join(appDir, "src/main.tsx"), mainModule(installed));
}

/**
 * Serves the built app, and /snippet/<id>: a blank page that links the site's /kit/ukguide.css
 * and holds the example's HTML fragment in <main id="root">. ?frame= pads main#root as the
 * preview pads its example (and the body loses its default margin, as the preview's has none).
 */
async function serveStatic(dist: string, base: string, snippets: ReadonlyMap<string, Snippet>) {
  const types: Record<string, string> = {
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
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const theme = url.searchParams.get("theme") === "dark" ? "dark" : "light";
    const asked = url.searchParams.get("frame") ?? "";
    const frame = /^[\d.]+px( [\d.]+px){3}$/.test(asked) ? asked : "0px 0px 0px 0px";
    // As the preview frames its example: no margin around the page, the preview's padding around it.
    const framed = (html: string) => html.replace("</head>", `<style>body { margin: 0; } main#root { padding: ${frame}; }</style>\n</head>`);
    const snippet = /^\/snippet\/([^/]+)$/.exec(url.pathname);
    const shown = snippet && snippets.get(decodeURIComponent(snippet[1]));
    if (shown) {
      response.writeHead(200, { "content-type": types[".html"] });
      response.end(framed(snippetPage(base, theme, shown)));
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
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

/**
 * A blank page of the user's: the site's compiled theme linked, the fragment in <main id="root">,
 * and Bootstrap's bundle where the snippet needs it (meta.htmlScript).
 */
function snippetPage(base: string, theme: string, { html, script }: Snippet) {
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
    `<main id="root">${html}</main>`,
    ...(script ? [`<script src="${base}/kit/ukguide.js"></script>`] : []),
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
