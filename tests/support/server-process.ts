import { spawn, type ChildProcess } from "node:child_process";

/**
 * The production server (scripts/serve.ts, which needs a build) in a process of its own,
 * for browser tests that stop it or run several: resolves once it answers /readyz.
 * The environment adds to the test runner's own.
 */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--disable-warning=ExperimentalWarning", "scripts/serve.ts"], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // Up to 30 s: a busy machine takes a while to load the build and import the starting content.
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`the server on port ${port} did not become ready`);
}
