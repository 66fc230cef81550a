import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { openSync } from "node:fs";
import { join } from "node:path";
import { NODE, ROOT } from "./workspace.ts";

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts a Node script as a child process on the project's Node (or in another checkout, `root`,
 * on its own) and resolves once `readyUrl`
 * answers 200. Its errors go to stderr, so a server that fails to start says why, or with
 * `logFile` all its output goes there, to be kept with the run's data.
 */
export async function startNodeServer(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  origin: string,
  readyPath: string,
  options: { logFile?: string; root?: string } = {},
): Promise<RunningServer> {
  const log = options.logFile ? openSync(options.logFile, "a") : undefined;
  // Another checkout runs on its own Node and its own dependencies.
  const root = options.root ?? ROOT;
  const node = options.root ? join(options.root, "node_modules", ".bin", "node") : NODE;
  const child = spawn(node, ["--disable-warning=ExperimentalWarning", script, ...args], {
    cwd: root,
    env,
    stdio: log === undefined ? ["ignore", "ignore", "inherit"] : ["ignore", log, log],
  });
  const exited = once(child, "exit");
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    await exited;
  };
  try {
    await waitUntilReady(child, `${origin}${readyPath}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** How long a server may take to open its database and load the build. */
const START_TIMEOUT_MS = 30_000;

async function waitUntilReady(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url}: the server did not answer within ${START_TIMEOUT_MS / 1000} s`);
}
