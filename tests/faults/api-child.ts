import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
/** The project's Node 24 (the system one may be older and cannot strip types). */
const NODE = resolve(root, "node_modules/.bin/node");

export interface ApiChild {
  port: number;
  process: ChildProcess;
  /** What the process printed: its error logs, for failure messages. */
  output: () => string;
  kill: (signal: NodeJS.Signals) => Promise<void>;
}

const running = new Set<ApiChild>();

/** The API server (tests/faults/api-process.ts) in a process of its own, on DATA_DIR and optionally PostgreSQL. */
export async function startApiChild(options: { dataDir: string; databaseUrl?: string }): Promise<ApiChild> {
  let lastOutput = "";
  // Another program may take the probed port before the child binds it; then try the next one.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort(3300 + attempt * 30);
    const child = spawn(NODE, ["--disable-warning=ExperimentalWarning", "tests/faults/api-process.ts"], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe", "ipc"],
      env: {
        PATH: process.env.PATH,
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: options.dataDir,
        LOG_LEVEL: "error",
        RATE_LIMIT_PER_MINUTE: "100000",
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      },
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = once(child, "exit");
    const api: ApiChild = {
      port,
      process: child,
      output: () => output,
      kill: async (signal) => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill(signal);
          await exited;
        }
        running.delete(api);
      },
    };
    running.add(api);
    const ready = await Promise.race([once(child, "message").then(() => true), exited.then(() => false)]);
    if (ready) return api;
    running.delete(api);
    lastOutput = output;
  }
  throw new Error(`the API process did not start:\n${lastOutput}`);
}

/** Kills every child still running; for afterEach, so a failed test leaves no process behind. */
export async function killAllApiChildren() {
  await Promise.all([...running].map((api) => api.kill("SIGKILL")));
}

async function freePort(from: number): Promise<number> {
  // Ports from 3400 up belong to the page benchmarks.
  for (let port = from; port < 3400; port += 1) {
    const probe = createServer();
    const free = await new Promise<boolean>((done) => {
      probe.once("error", () => done(false));
      probe.listen(port, "127.0.0.1", () => done(true));
    });
    if (free) {
      await new Promise((done) => probe.close(done));
      return port;
    }
  }
  throw new Error(`no free port from ${from}`);
}
