import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { resolve } from "node:path";

/**
 * Starts the ukguide binary on 127.0.0.1 with a free port, waits for the line
 * that gives its URL, and hands the URL to the tests; stops it afterwards.
 */
export default async function globalSetup() {
  const bin = process.env.UKGUIDE_BIN ?? resolve(import.meta.dirname, "../../bin/ukguide");
  // UKGUIDE_DIR (a build/client folder) serves that build instead of the embedded one.
  const server = spawn(bin, ["-addr", "127.0.0.1:0"], { stdio: ["ignore", "pipe", "ignore"], env: process.env });
  const url = await new Promise<string>((resolveUrl, reject) => {
    server.once("error", reject);
    server.once("exit", (code) => reject(new Error(`${bin} exited with ${code} before listening`)));
    createInterface({ input: server.stdout }).on("line", (line) => {
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match) resolveUrl(match[1]);
    });
  });
  process.env.UKGUIDE_URL = url;
  return async () => {
    server.kill("SIGTERM");
    await new Promise((done) => server.once("exit", done));
  };
}
