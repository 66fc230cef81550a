import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";
import { once } from "node:events";

const root = resolve(import.meta.dirname, "../..");

/** The production build the server needs; built once when missing, otherwise reused as it is. */
export function ensureBuild() {
  if (existsSync(join(root, "build", "server", "index.js"))) return;
  console.log("No build in build/: running node scripts/build.ts…");
  const result = spawnSync(process.execPath, ["scripts/build.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PATH: `${join(root, "node_modules", ".bin")}${delimiter}${process.env.PATH ?? ""}` },
  });
  if (result.status !== 0) throw new Error("the build failed");
}

export interface RunningServer {
  url: string;
  dataDir: string;
  logFile: string;
  /** SIGTERM, then waits for the exit (the server drains requests in flight). */
  stop: () => Promise<void>;
}

/**
 * `server/main.ts` in a child process, configured only through its environment: a fresh
 * DATA_DIR, a rate limit the load cannot reach, and nothing inherited that could send
 * notifications or point it at another database.
 */
export async function startProductionServer(options: { databaseUrl?: string }): Promise<RunningServer> {
  const port = await freePort(3200);
  const dataDir = mkdtempSync(join(tmpdir(), "lojuvard-load-"));
  const logFile = join(dataDir, "server.log");
  const log = openSync(logFile, "a");
  const child = spawn(process.execPath, ["--disable-warning=ExperimentalWarning", "server/main.ts"], {
    cwd: root,
    stdio: ["ignore", log, log],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: "100000",
      LOG_LEVEL: "warn",
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
  });
  const exited = once(child, "exit");
  const url = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    url,
    dataDir,
    logFile,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/healthz`)).ok) return server;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  await server.stop();
  throw new Error(`the server did not start; its log:\n${readFileSync(logFile, "utf8")}`);
}

/** The first port from `from` on that nothing listens on. */
async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 100; port += 1) {
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
  throw new Error(`no free port in ${from}–${from + 99}`);
}
