import { resolve } from "node:path";
import { startBinary } from "../scripts/start-binary.mjs";

/**
 * Starts the ukguide binary on 127.0.0.1 with a free port, waits until it serves the site, and hands
 * its URL to the tests; stops it afterwards.
 */
export default async function globalSetup() {
  const bin = process.env.UKGUIDE_BIN ?? resolve(import.meta.dirname, "../../bin/ukguide");
  // UKGUIDE_DIR (a build/client folder) serves that build instead of the embedded one.
  // No drain: nothing but the tests is asking it anything when it stops.
  const server = await startBinary(bin, ["-drain", "0s"]);
  process.env.UKGUIDE_URL = server.url;
  return server.stop;
}
