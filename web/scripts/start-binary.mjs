// Starts the ukguide binary on a free port of 127.0.0.1 and waits until it is ready to serve the site.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { setTimeout as delay } from "node:timers/promises";

/** How long the binary has to become ready, and the pause between two attempts to reach it. */
const readyWithin = 60_000;
const retryEvery = 50;

/**
 * A port of 127.0.0.1 free a moment ago: listened on as port 0, then closed. Another process could
 * take it before the binary does; the binary then exits ("address already in use") and startBinary
 * fails with its stderr rather than waiting.
 * @returns {Promise<number>}
 */
async function freePort() {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("freePort: no TCP address");
  server.close();
  await once(server, "close");
  return address.port;
}

/**
 * Starts the binary and resolves once it is ready: GET /healthz answers 200 (it listens), then HEAD /
 * is answered (it has indexed the site: /healthz answers 200 at once, while every other request waits
 * for the index). Rejects with the binary's stderr if it exits first. stop() sends SIGTERM and waits
 * for the binary to exit (after its drain: pass -drain 0s to skip that).
 * @param {string} bin the binary
 * @param {string[]} args flags besides -addr (which this sets)
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startBinary(bin, args = []) {
  const url = `http://127.0.0.1:${await freePort()}`;
  const all = ["-addr", new URL(url).host, ...args];
  const child = spawn(bin, all, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  /** @type {Error | undefined} */
  let spawnError;
  child.once("error", (error) => (spawnError = error));
  // "close" comes after "exit" (or a failed spawn's "error"), once stderr has been read to its end.
  const closed = new Promise((resolve) => child.once("close", resolve));
  /** @type {Promise<never>} */
  const exited = closed.then(() =>
    Promise.reject(spawnError ?? new Error(`exited (${child.signalCode ?? child.exitCode}) before it was ready`)),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await closed;
  };
  const gaveUp = new AbortController();
  try {
    await Promise.race([exited, ready(url, gaveUp.signal)]);
  } catch (error) {
    await stop();
    throw new Error(`${bin} ${all.join(" ")}: ${error instanceof Error ? error.message : error}\n${stderr}`);
  } finally {
    gaveUp.abort();
  }
  return { url, stop };
}

/**
 * Resolves once the server at url is ready (see startBinary); rejects after readyWithin, or when
 * signal aborts (the binary exited).
 * @param {string} url
 * @param {AbortSignal} signal
 */
async function ready(url, signal) {
  const deadline = Date.now() + readyWithin;
  for (;;) {
    const health = await fetch(`${url}/healthz`, { signal }).catch((error) => (signal.aborted ? Promise.reject(error) : null));
    if (health?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`${url}/healthz: no 200 within ${readyWithin / 1000} s (last: ${health?.status ?? "no answer"})`);
    await delay(retryEvery, undefined, { signal });
  }
  // Held until the site is indexed; 503 if the index failed (the binary then exits).
  const home = await fetch(`${url}/`, { method: "HEAD", signal: AbortSignal.any([signal, AbortSignal.timeout(readyWithin)]) });
  if (home.status === 503) throw new Error("HEAD /: 503, the site could not be indexed");
}
