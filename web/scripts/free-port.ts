// A port nothing listens on now, for a server that takes a port number (next start, wrangler dev).
import { createServer } from "node:net";

/** @returns {Promise<number>} */
export async function freePort() {
  const server = createServer();
  await new Promise((listening) => server.listen(0, "127.0.0.1", () => listening(undefined)));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise((closed) => server.close(closed));
  return port;
}
