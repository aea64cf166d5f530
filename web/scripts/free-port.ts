// A port nothing listens on now, for a server that takes a port number (next start, wrangler dev).
import { createServer } from "node:net";

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", () => listening()));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise((closed) => server.close(closed));
  return port;
}
