import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
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
export async function startApiChild(options: {
  dataDir: string;
  databaseUrl?: string;
  /** More configuration (SMTP_URL, …). */
  env?: Record<string, string>;
}): Promise<ApiChild> {
  const child = spawn(NODE, ["--disable-warning=ExperimentalWarning", "tests/faults/api-process.ts"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe", "ipc"],
    env: {
      PATH: process.env.PATH,
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      LOG_LEVEL: "error",
      RATE_LIMIT_PER_MINUTE: "100000",
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, "exit");
  // The process listens on a port the system picks and reports it once it listens.
  const started = await Promise.race([
    once(child, "message").then(([message]) => (message as { port: number }).port),
    exited.then(() => null),
  ]);
  if (started === null) throw new Error(`the API process did not start:\n${output}`);
  const api: ApiChild = {
    port: started,
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
  return api;
}

/** Kills every child still running; for afterEach, so a failed test leaves no process behind. */
export async function killAllApiChildren() {
  await Promise.all([...running].map((api) => api.kill("SIGKILL")));
}
