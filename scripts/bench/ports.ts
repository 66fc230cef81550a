import { createServer } from "node:net";

/**
 * The benchmark's servers listen from BENCH_PORT (default 3400) on, within a hundred ports, so a
 * bench run can be moved clear of the dev server and of test suites running beside it (which use
 * E2E_PORT and the 96 ports above it).
 */
const PORT_RANGE = 100;
const FIRST_PORT = benchPortFromEnvironment(process.env.BENCH_PORT);

/** Ports already given to a server that may not be listening yet (a child process starting). */
const handedOut = new Set<number>();

function benchPortFromEnvironment(value: string | undefined): number {
  if (value === undefined || value === "") return 3400;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1024 || port > 65535 - PORT_RANGE) {
    throw new Error(`BENCH_PORT must be a port from 1024 to ${65535 - PORT_RANGE}, not "${value}"`);
  }
  return port;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** The first port of the bench's range that nothing listens on and no other server of this run was given. */
export async function freePort(): Promise<number> {
  for (let port = FIRST_PORT; port < FIRST_PORT + PORT_RANGE; port += 1) {
    if (!handedOut.has(port) && (await isFree(port))) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port from ${FIRST_PORT} to ${FIRST_PORT + PORT_RANGE - 1} (BENCH_PORT)`);
}
