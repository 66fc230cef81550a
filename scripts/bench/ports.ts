import { createServer } from "node:net";

/** The benchmark's servers listen here and above, clear of the dev server and tests. */
const FIRST_PORT = 3400;

/** Ports already given to a server that may not be listening yet (a child process starting). */
const handedOut = new Set<number>();

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** The first port from `from` (3400) up that nothing listens on and no other server of this run was given. */
export async function freePort(from = FIRST_PORT): Promise<number> {
  for (let port = from; port < 65536; port += 1) {
    if (!handedOut.has(port) && (await isFree(port))) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port from ${from} up`);
}
