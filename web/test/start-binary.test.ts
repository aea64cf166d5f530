import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startBinary } from "../scripts/start-binary.mjs";

// A stand-in for the binary, told how to behave by -mode: like ukguide, it answers /healthz as soon
// as it listens and holds every other request until its index (a moment's timer here) is done.
const fake = `#!/usr/bin/env node
import { createServer } from "node:http";
const flag = (name) => process.argv[process.argv.indexOf(name) + 1];
const mode = flag("-mode");
if (mode === "exit") {
  console.error("ukguide: cannot open the site");
  process.exit(3);
}
const waiting = [];
let indexed = false;
const server = createServer((req, res) => {
  if (req.url === "/healthz") return res.end("ok");
  if (req.url === "/indexed") return res.end(String(indexed));
  if (indexed) return res.end("home");
  waiting.push(res);
});
setTimeout(() => {
  indexed = mode !== "index-fails";
  for (const res of waiting.splice(0)) {
    res.statusCode = indexed ? 200 : 503;
    res.end();
  }
  if (!indexed) {
    console.error("ukguide: index registry: no homepage");
    process.exit(1);
  }
}, 300);
const [host, port] = flag("-addr").split(":");
server.listen(Number(port), host);
process.on("SIGTERM", () => server.close(() => process.exit(0)));
`;

const dir = mkdtempSync(join(tmpdir(), "start-binary-"));
const bin = join(dir, "fake-ukguide.mjs");
writeFileSync(bin, fake);
chmodSync(bin, 0o755);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("startBinary", () => {
  it("resolves once the site is indexed, not as soon as /healthz answers, and stop() waits for the exit", async () => {
    const server = await startBinary(bin, ["-mode", "serve"]);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await (await fetch(`${server.url}/indexed`)).text()).toBe("true");
    await server.stop();
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });

  it("fails at once with the binary's stderr when it exits before listening", async () => {
    const started = Date.now();
    await expect(startBinary(bin, ["-mode", "exit"])).rejects.toThrow(/exited \(3\) before it was ready\n.*cannot open the site/s);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("fails with the binary's stderr when the site cannot be indexed", async () => {
    await expect(startBinary(bin, ["-mode", "index-fails"])).rejects.toThrow(/no homepage/);
  });

  it("fails when the binary cannot be started", async () => {
    await expect(startBinary(join(dir, "missing"))).rejects.toThrow(/ENOENT/);
  });
});
