// What the Lighthouse scripts here share: their common options, the ukguide binary on a free
// loopback port, and one headless Chromium audited with nothing leaving the machine.
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { fullChromiumPath } from "../../web/chromium.mjs";
import { startBinary } from "../../web/scripts/start-binary.mjs";

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The options of every script here, for `parseArgs`: the binary, Chromium, and runs per route.
 * @param {string} runs the default number of runs
 */
export function commonOptions(runs) {
  return {
    bin: { type: /** @type {const} */ ("string"), default: join(here, "..", "..", "bin", "ukguide") },
    chromium: { type: /** @type {const} */ ("string"), default: process.env.CHROME_PATH ?? fullChromiumPath },
    runs: { type: /** @type {const} */ ("string"), default: runs },
  };
}

/** --runs as a number; anything but a whole number ≥ 1 is an error. @param {string} value */
export function parseRuns(value) {
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs: expected a whole number ≥ 1, got ${value}`);
  return runs;
}

/**
 * One Lighthouse run; a trace Chromium failed to record (NO_NAVSTART and the like) says nothing
 * about the page, so it is tried again, up to three times in all.
 * @param {string} url @param {object} flags @param {object} [config]
 */
export async function audit(url, flags, config) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, config);
    if (!result?.lhr.runtimeError || attempt === 3) return result;
  }
}

/** A headless Chromium for Lighthouse to drive. @param {string} path */
export function launchChromium(path) {
  return chromeLauncher.launch({ chromePath: path, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
}

/**
 * Lighthouse's flags for an audit in that Chromium of the given categories (and any further flags).
 * @param {{ port: number }} chrome
 * @param {string[]} categories
 * @param {object} [more]
 */
export function auditFlags(chrome, categories, more = {}) {
  return {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: categories,
    // Nothing leaves the machine: the site is plain http on loopback, every external host is https.
    blockedUrlPatterns: ["https://*"],
    ...more,
  };
}

/**
 * Starts the binary on a free loopback port (serving the build folder `dir` from disk when given, else
 * its embedded build) and resolves, once it serves the site, with its base URL and a function that
 * stops it and waits for it to exit.
 * @param {string} bin
 * @param {string | undefined} dir
 * @returns {Promise<{ base: string, stop: () => Promise<void> }>}
 */
export async function startServer(bin, dir) {
  const args = ["-log-format", "none", "-drain", "0s", ...(dir ? ["-dir", resolve(dir)] : [])];
  const { url, stop } = await startBinary(resolve(bin), args);
  return { base: url, stop };
}
