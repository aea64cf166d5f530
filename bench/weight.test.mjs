// The page-weight checker itself: `node --test bench/`.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const weight = join(dirname(fileURLToPath(import.meta.url)), "weight.mjs");

/** A two-page build whose /big page imports a chunk that imports another, and declares a font. */
function fixture() {
  const client = mkdtempSync(join(tmpdir(), "weight-"));
  mkdirSync(join(client, "assets"));
  mkdirSync(join(client, "html"));
  // Random bytes hardly compress, so the sizes stay predictable.
  /** @type {(kb: number) => string} */
  const noise = (kb) => randomBytes(kb * 1024).toString("base64");
  writeFileSync(join(client, "assets", "small.js"), "export const a = 1;");
  writeFileSync(join(client, "assets", "entry.js"), `import "./deep.js";\nexport const b = ${JSON.stringify(noise(4))};`);
  writeFileSync(join(client, "assets", "deep.js"), `export const c = ${JSON.stringify(noise(8))};`);
  writeFileSync(join(client, "assets", "site.css"), `@font-face{src:url(/assets/face.woff2)}body{color:red}`);
  writeFileSync(join(client, "assets", "face.woff2"), Buffer.alloc(3000, 1));
  /** @type {(script: string) => string} */
  const page = (script) =>
    `<!doctype html><link rel="stylesheet" href="/assets/site.css"><script type="module" src="${script}"></script>`;
  writeFileSync(join(client, "index.html"), page("/assets/small.js"));
  // Pages as the build names them (<route>.html); an example's HTML snippet and the not-found page are not pages.
  writeFileSync(join(client, "big.html"), page("/assets/entry.js"));
  writeFileSync(join(client, "html", "demo.html"), page("/assets/entry.js"));
  writeFileSync(join(client, "404.html"), page("/assets/entry.js"));
  // Its layout as the build's manifest gives it: no page in assets/ or html/.
  writeFileSync(join(client, "build-manifest.json"), JSON.stringify({ immutable: ["assets/"], shared: ["html/"], text: [], registry: "" }));
  return client;
}

/**
 * @param {string} client
 * @param {object[]} budgets
 */
function run(client, budgets) {
  const file = join(client, "..", `budgets-${Math.abs(client.length)}.json`);
  writeFileSync(file, JSON.stringify(budgets));
  return spawnSync(process.execPath, [weight, "--check", "--json", "--budgets", file, client], { encoding: "utf8" });
}

test("counts a page's JS through its chunks' static imports, its CSS and its fonts", () => {
  const client = fixture();
  const result = run(client, []);
  assert.equal(result.status, 0, result.stderr);
  const rows = JSON.parse(result.stdout.slice(0, result.stdout.lastIndexOf("]") + 1));
  const big = rows.find((/** @type {{ route: string }} */ row) => row.route === "/big");
  assert.deepEqual(big.files.js.sort(), ["/assets/deep.js", "/assets/entry.js"]);
  assert.deepEqual(big.files.fonts, ["/assets/face.woff2"]);
  assert.equal(big.fonts.raw, 3000);
  assert.ok(big.js.brotli > 8 * 1024, `brotli ${big.js.brotli}`);
  assert.deepEqual(rows.find((/** @type {{ route: string }} */ row) => row.route === "/").files.js, ["/assets/small.js"]);
  assert.deepEqual(rows.map((/** @type {{ route: string }} */ row) => row.route).sort(), ["/", "/big"]);
});

test("fails on a broken budget, naming the route, the budget and the largest file", () => {
  const client = fixture();
  const result = run(client, [{ name: "tiny pages", routes: ".", js: 2 }]);
  assert.equal(result.status, 1);
  assert.match(result.stderr, /\/big: JS \d+\.\d KB brotli > 2 KB \(tiny pages\); largest file \/assets\/deep\.js/);
  assert.doesNotMatch(result.stderr, /^\/: /m);
});

test("passes when every route is within budget", () => {
  const client = fixture();
  const result = run(client, [{ name: "roomy", routes: ".", js: 100, css: 10 }]);
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /all 2 routes within budget/);
});

test("reads the folder given alone, counts a stylesheet marked with '#' once, and leaves example previews out", () => {
  const client = fixture();
  mkdirSync(join(client, "preview", "x"), { recursive: true });
  writeFileSync(join(client, "preview", "x", "index.html"), '<link rel="stylesheet" href="/assets/site.css">');
  writeFileSync(
    join(client, "index.html"),
    '<!doctype html><link rel="stylesheet" href="/assets/site.css#"><link rel="stylesheet" href="/assets/site.css">' +
      '<script type="module" src="/assets/small.js"></script>',
  );
  const result = spawnSync(process.execPath, [weight, "--json", client], { encoding: "utf8" });
  assert.equal(result.status, 0, result.stderr);
  const rows = JSON.parse(result.stdout.slice(0, result.stdout.lastIndexOf("]") + 1));
  assert.deepEqual(rows.map((/** @type {{ route: string }} */ row) => row.route).sort(), ["/", "/big"]);
  assert.deepEqual(rows.find((/** @type {{ route: string }} */ row) => row.route === "/").files.css, ["/assets/site.css"]);
});
