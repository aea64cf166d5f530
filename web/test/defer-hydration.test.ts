import { describe, expect, it } from "vitest";
import { attribute, contentOf, elementsOf } from "../pipeline/shared/page-parser";
import { deferHydration, HYDRATION_SCRIPT, moveRouteData, PRELOADS_PER_TASK, ROUTE_DATA_SCRIPT } from "../pipeline/pages/defer-hydration";
import { staticImports } from "../pipeline/shared/script-parser";

// A page as React Router's prerender writes it (trimmed to what the rewrite reads).
const page = [
  '<!DOCTYPE html><html lang="en"><head><title>t</title>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/about-4.js"/>',
  '<link rel="stylesheet" href="/assets/root-5.css"/></head><body><main>text</main>',
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import "/assets/manifest-1.js";\n',
  'import * as route0 from "/assets/root-3.js";\n',
  'import * as route1 from "/assets/about-4.js";\n',
  '  \n  window.__reactRouterRouteModules = {"root":route0,"about":route1};\n\n',
  'import("/assets/entry.client-2.js");</script></body></html>',
].join("");

/** The chunks' imports of a build where no chunk imports another. */
const noImports = (): string[] => [];
/** The page's own imports, as React Router's script runs them: the manifest, the route modules, the client entry. */
const pageImports = ["import /assets/manifest-1.js", "import /assets/root-3.js", "import /assets/about-4.js", "import /assets/entry.client-2.js"];

/** Runs a rewritten page's module script with a recording stand-in for the browser. */
function run(html: string) {
  const element = elementsOf(html).find((each) => each.tagName === "script" && attribute(each, "type") === "module");
  const code = contentOf(element!, html).text;
  const log: string[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const win: { __reactRouterRouteModules?: Record<string, unknown> } = {};
  const doc = {
    getElementById: (id: string) => ({ textContent: dataBlock(html, id) }),
    createElement: () => ({}) as { rel?: string; href?: string },
    head: { append: (link: { rel: string; href: string }) => log.push(`${link.rel} ${link.href}`) },
  };
  const load = (href: string) => {
    log.push(`import ${href}`);
    return Promise.resolve({ href });
  };
  const script = new Function("requestAnimationFrame", "setTimeout", "document", "window", "load", code.replaceAll("import(", "load("));
  script((callback: () => void) => frames.push(callback), (callback: () => void) => tasks.push(callback), doc, win, load);
  return { log, frames, tasks, win };
}

/** The text of a page's data block, as the browser reads it. */
function dataBlock(html: string, id: string) {
  const block = elementsOf(html).find((element) => element.tagName === "script" && attribute(element, "id") === id);
  return contentOf(block!, html).text;
}

/** Runs the page's tasks in turn (each may queue the next) until none is left; returns what each added to the log. */
async function runTasks(tasks: (() => void)[], log: string[]) {
  const perTask: string[][] = [];
  while (tasks.length) {
    const before = log.length;
    tasks.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    perTask.push(log.slice(before));
  }
  return perTask;
}

describe("deferHydration", () => {
  it("leaves nothing but the HTML, stylesheets and fonts before the first frame", () => {
    const html = deferHydration(page, noImports);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-5.css"/>');
    expect(html).toContain("<main>text</main>");
    expect(html).not.toMatch(/^\s*import /m);

    const { log, frames, tasks } = run(html);
    expect(log).toEqual([]);
    expect(tasks).toEqual([]);
    frames.forEach((frame) => frame());
    expect(log).toEqual([]); // a task after the frame, not the frame callback itself
    expect(tasks).toHaveLength(1);
  });

  it("then preloads the same chunks and runs the same imports in the same order", async () => {
    const { log, frames, tasks, win } = run(deferHydration(page, noImports));
    frames.forEach((frame) => frame());
    await runTasks(tasks, log);
    expect(log).toEqual([
      "modulepreload /assets/manifest-1.js",
      "modulepreload /assets/entry.client-2.js",
      "modulepreload /assets/root-3.js",
      "modulepreload /assets/about-4.js",
      // Each module evaluated in a task of its own, the client entry left to the end…
      ...pageImports.slice(0, -1),
      // …then the same imports as React Router's script, in its order.
      ...pageImports,
    ]);
    expect(win.__reactRouterRouteModules).toEqual({ root: { href: "/assets/root-3.js" }, about: { href: "/assets/about-4.js" } });
  });

  it("starts each preload in a task of its own, so that no task is long", async () => {
    // A page with 14 chunks to preload: manifest, entry, root, about and ten shared ones.
    const shared = Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`);
    const many = page.replace(
      '<link rel="stylesheet"',
      shared.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("") + '<link rel="stylesheet"',
    );
    const { log, frames, tasks } = run(deferHydration(many, noImports));
    frames.forEach((frame) => frame());
    const perTask = await runTasks(tasks, log);
    expect(PRELOADS_PER_TASK).toBe(1);
    const batches = Array.from({ length: Math.ceil(14 / PRELOADS_PER_TASK) }, (_, i) => Math.min(PRELOADS_PER_TASK, 14 - i * PRELOADS_PER_TASK));
    // The preloads in tasks of their own, then none in the tasks that evaluate the modules.
    expect(perTask.map((entries) => entries.filter((entry) => entry.startsWith("modulepreload")).length)).toEqual([...batches, 0, 0, 0, 0]);
    expect(log.filter((entry) => entry.startsWith("modulepreload"))).toEqual(
      ["/assets/manifest-1.js", "/assets/entry.client-2.js", "/assets/root-3.js", "/assets/about-4.js", ...shared].map((href) => `modulepreload ${href}`),
    );
    // The imports come once every preload has started, after the last batch: the page's own in a task of their own.
    expect(log.slice(14)).toEqual([...pageImports.slice(0, -1), ...pageImports]);
    expect(perTask.at(-1)).toEqual(pageImports);
  });

  it("writes the same module script into every page, what differs going into a data block the browser does not run", () => {
    const other = page.replaceAll("about-4", "contact-9").replace('"about":route1', '"contact":route1');
    const [one, two] = [deferHydration(page, noImports), deferHydration(other, noImports)];
    for (const html of [one, two]) expect(html).toContain(`<script type="module" async="">${HYDRATION_SCRIPT}</script>`);
    expect(JSON.parse(dataBlock(two, "ukg-hydration")).routes).toEqual({ root: "/assets/root-3.js", contact: "/assets/contact-9.js" });
    const tricky = page.replaceAll("/assets/about-4.js", "/assets/a<b-4.js");
    expect(dataBlock(deferHydration(tricky, noImports), "ukg-hydration")).not.toContain("<");
  });

  it("leaves a page without React Router's scripts as it is", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>x</p></body></html>";
    expect(deferHydration(plain, noImports)).toBe(plain);
  });

  it("refuses a script of another shape rather than ship a page that never hydrates", () => {
    expect(() => deferHydration(page.replace('import("/assets/entry.client-2.js");', 'start("/assets/entry.client-2.js");'), noImports)).toThrow(
      'unexpected statement in the inline module script: start("/assets/entry.client-2.js");',
    );
    expect(() => deferHydration(page.replace(/import\("[^"]+"\);/, ""), noImports)).toThrow("lacks the manifest, route modules or client entry");
    expect(() => deferHydration(page.replace('<script type="module" async="">', "<script>"), noImports)).toThrow("exactly one inline module script");
  });

  it("with the chunks' imports, evaluates each module in a task of its own, in the browser's order, before hydrating", async () => {
    // root and about share a chunk; the entry imports the shell, which the shared chunk imports too.
    const imports: Record<string, string[]> = {
      "/assets/manifest-1.js": [],
      "/assets/root-3.js": ["/assets/shell-7.js"],
      "/assets/about-4.js": ["/assets/shared-6.js", "/assets/shell-7.js"],
      "/assets/shared-6.js": ["/assets/shell-7.js"],
      "/assets/shell-7.js": [],
      "/assets/entry.client-2.js": ["/assets/shell-7.js", "/assets/react-8.js"],
      "/assets/react-8.js": [],
    };
    const { log, frames, tasks, win } = run(deferHydration(page, (href) => imports[href]));
    frames.forEach((frame) => frame());
    const perTask = await runTasks(tasks, log);
    const evaluated = ["/assets/manifest-1.js", "/assets/shell-7.js", "/assets/root-3.js", "/assets/shared-6.js", "/assets/about-4.js", "/assets/react-8.js"];
    const imported = perTask.map((entries) => entries.filter((entry) => entry.startsWith("import ")));
    // One module per task once the preloads have started, depth first, each after what it imports;
    // then, in a task of their own, the page's imports in its order, the client entry last: it hydrates.
    expect(imported.slice(4)).toEqual([...evaluated.map((href) => [`import ${href}`]), pageImports]);
    expect(win.__reactRouterRouteModules).toEqual({ root: { href: "/assets/root-3.js" }, about: { href: "/assets/about-4.js" } });
  });

  it("preloads and evaluates the modules a page imports on demand (its examples) before hydrating", async () => {
    const imports: Record<string, string[]> = {
      "/assets/manifest-1.js": [],
      "/assets/root-3.js": [],
      "/assets/about-4.js": [],
      "/assets/entry.client-2.js": [],
      "/assets/Example-9.js": ["/assets/kit-10.js"],
      "/assets/kit-10.js": [],
    };
    const { log, frames, tasks } = run(deferHydration(page, (href) => imports[href], ["/assets/Example-9.js"]));
    frames.forEach((frame) => frame());
    const perTask = await runTasks(tasks, log);
    const preloaded = log.filter((entry) => entry.startsWith("modulepreload")).map((entry) => entry.split(" ")[1]);
    expect(preloaded.slice(-2)).toEqual(["/assets/Example-9.js", "/assets/kit-10.js"]);
    const imported = perTask.flatMap((entries) => entries.filter((entry) => entry.startsWith("import ")));
    // The example after the kit it imports, both before the client entry hydrates.
    expect(imported.indexOf("import /assets/kit-10.js")).toBeLessThan(imported.indexOf("import /assets/Example-9.js"));
    expect(imported.indexOf("import /assets/Example-9.js")).toBeLessThan(imported.indexOf("import /assets/entry.client-2.js"));
  });
});

describe("staticImports", () => {
  it("reads the imports of a built chunk, past the comments Vite writes between them, and nothing else", () => {
    const chunk = [
      "//# allFunctionsCalledOnLoad",
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/Later-1.js"])))=>i.map(i=>d[i]);',
      'import{j as e,w as a}from"./shell-2.js";import"./side-3.js";import*as n from"./ns-4.js";import d,{x}from"./both-5.js";',
      '/* empty css              */import"./after-7.js";',
      'const t=()=>import("./Later-1.js");const s="import{a}from\\"./not-6.js\\"";export{t as default};',
    ].join("\n");
    expect(staticImports(chunk, "/assets/page-0.js")).toEqual(["/assets/shell-2.js", "/assets/side-3.js", "/assets/ns-4.js", "/assets/both-5.js", "/assets/after-7.js"]);
    expect(staticImports('console.log("no imports");import("./x.js")', "/assets/page-0.js")).toEqual([]);
  });
});

describe("moveRouteData", () => {
  const data = '"[{\\"_1\\":2},\\"loaderData\\",{\\"$&\\":1}]\\n"';
  const stream = `<main>x</main><script>window.__reactRouterContext.streamController.enqueue(${data});</script><!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$-->`;

  it("moves the page's route data into a data block; the script that reads it is the same on every page", () => {
    const html = moveRouteData(stream);
    expect(html).toBe(
      `<main>x</main><script type="application/json" id="ukg-route-data">${data}</script><!--$--><script>${ROUTE_DATA_SCRIPT}</script><!--/$-->`,
    );
    // What React Router's stream receives is what its own script enqueued.
    const received: string[] = [];
    const controller = { enqueue: (chunk: string) => received.push(chunk), close: () => received.push("closed") };
    new Function("window", "document", ROUTE_DATA_SCRIPT)(
      { __reactRouterContext: { streamController: controller } },
      { getElementById: (id: string) => ({ textContent: dataBlock(html, id) }) },
    );
    expect(received).toEqual([JSON.parse(data), "closed"]);
  });

  it("leaves a page without the stream as it is, and refuses another shape", () => {
    expect(moveRouteData("<p>x</p>")).toBe("<p>x</p>");
    expect(() => moveRouteData(stream.replace("close();", "end();"))).toThrow("expected one enqueue of the route data, then the stream's close");
    expect(() => moveRouteData(stream.replace("<main>", stream))).toThrow("expected one enqueue");
  });
});
