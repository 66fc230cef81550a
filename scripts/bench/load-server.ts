import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startNodeServer } from "./child.ts";
import { freePort } from "./ports.ts";

export interface LoadServer {
  url: string;
  dataDir: string;
  logFile: string;
  /** SIGTERM, then waits for the exit (the server drains requests in flight). */
  stop: () => Promise<void>;
}

/**
 * `scripts/serve.ts` in a child process, configured only through its environment: a fresh
 * DATA_DIR (which keeps its log, for a failed run), a rate limit the load cannot reach, and
 * nothing inherited that could send notifications or point it at another database.
 */
export async function startProductionServer(options: {
  databaseUrl?: string;
  /** More settings for this run (a trusted proxy, a cache to purge). */
  env?: Record<string, string>;
}): Promise<LoadServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "lojuvard-load-"));
  const logFile = join(dataDir, "server.log");
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: "100000",
    LOG_LEVEL: "warn",
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  try {
    const server = await startNodeServer("scripts/serve.ts", [], env, url, "/healthz", { logFile });
    return { url, dataDir, logFile, stop: server.stop };
  } catch (error) {
    throw new Error(`${(error as Error).message}; its log:\n${readFileSync(logFile, "utf8")}`, { cause: error });
  }
}
