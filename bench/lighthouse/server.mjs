// The ukguide binary on a free loopback port, for the Lighthouse scripts here.
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { createInterface } from "node:readline";

/**
 * Starts the binary (serving the build folder `dir` from disk when given, else its embedded build);
 * resolves with its base URL and a stop function.
 * @param {string} bin
 * @param {string | undefined} dir
 */
export async function startServer(bin, dir) {
  const args = ["-addr", "127.0.0.1:0", "-log-format", "none", ...(dir ? ["-dir", resolve(dir)] : [])];
  const child = spawn(resolve(bin), args, { stdio: ["ignore", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    const match = line.match(/listening on (http:\/\/\S+)/);
    if (match) return { base: match[1], stop: () => child.kill("SIGINT") };
  }
  throw new Error(`${bin} exited without saying where it listens`);
}
