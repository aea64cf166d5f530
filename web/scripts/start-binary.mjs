// Starts the ukguide binary on a free port of 127.0.0.1 and waits for its "listening on <url>" line.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

/**
 * @param {string} bin the binary
 * @param {string[]} args flags besides -addr (which this sets)
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startBinary(bin, args = []) {
  const all = ["-addr", "127.0.0.1:0", ...args];
  const child = spawn(bin, all, { stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((done) => child.once("exit", done));
  const url = await new Promise((resolveUrl, reject) => {
    child.once("error", (error) => reject(new Error(`${bin}: ${error.message}`)));
    child.once("exit", (code) => reject(new Error(`${bin} ${all.join(" ")} exited with ${code} before listening:\n${stderr}`)));
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
