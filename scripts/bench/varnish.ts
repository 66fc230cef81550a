import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "./workspace.ts";

/** The Varnish configuration docs/deployment.md gives, committed with the site. */
const VARNISH_CONFIG = join(ROOT, "deploy", "varnish", "default.vcl");
/** Debian's `varnish` package; VARNISHD names another. */
const VARNISHD = process.env.VARNISHD ?? "/usr/sbin/varnishd";
const VARNISHSTAT = "/usr/bin/varnishstat";

/** Varnish's counters of what it answered itself and what it asked the site for. */
export interface VarnishCounters {
  /** Requests from clients. */
  requests: number;
  /** Answered from the cache (a stale copy served while it refreshes included). */
  hits: number;
  /** Requests Varnish sent to the site: misses, passes and refreshes. */
  backendRequests: number;
}

export interface RunningVarnish {
  origin: string;
  counters(): VarnishCounters;
  /** Resolves once Varnish answers from its backend (its health check passes). */
  serving(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The committed configuration with its instance moved to the servers on `backendPorts` (one
 * backend each, all in its director): the only lines that differ between this machine and a
 * deployment. Fails if the configuration no longer has the lines it rewrites.
 */
function varnishConfigFor(backendPorts: readonly number[]): string {
  const config = readFileSync(VARNISH_CONFIG, "utf8");
  const backend = /backend site1 \{\s*\.host = "127\.0\.0\.1";\s*\.port = "3000";\s*\.probe = ready;\s*\}/;
  const added = /\n(\s*)instances\.add_backend\(site1\);/;
  if (!backend.test(config) || !added.test(config))
    throw new Error(
      `${VARNISH_CONFIG}: no backend site1 on 127.0.0.1:3000 in the instances director to point elsewhere`,
    );
  const names = backendPorts.map((_, index) => `site${index + 1}`);
  return config
    .replace(
      backend,
      backendPorts
        .map(
          (port, index) =>
            `backend ${names[index]} {\n    .host = "127.0.0.1";\n    .port = "${port}";\n    .probe = ready;\n}`,
        )
        .join("\n\n"),
    )
    .replace(added, (_, indent: string) => names.map((name) => `\n${indent}instances.add_backend(${name});`).join(""));
}

/**
 * varnishd in the foreground (a child process of this one) on `port`, with the site's configuration
 * in front of the server(s) on `backendPort`, Brotli passed through as deployment runs it
 * (`http_gzip_support=off`), in a working folder of its own. Resolves once it answers, whether
 * or not the server is up yet.
 */
export async function startVarnish(options: {
  port: number;
  /** The site's instance, or several behind the configuration's round-robin director. */
  backendPort: number | readonly number[];
  memoryMb?: number;
}): Promise<RunningVarnish> {
  if (!existsSync(VARNISHD)) throw new Error(`${VARNISHD} is missing: install Varnish (apt-get install varnish)`);
  const dir = mkdtempSync(join(tmpdir(), "lojuvard-varnish-"));
  // Varnish's worker process runs as its own user and reads the compiled configuration from here.
  chmodSync(dir, 0o755);
  const configFile = join(dir, "default.vcl");
  writeFileSync(configFile, varnishConfigFor([options.backendPort].flat()));
  const origin = `http://127.0.0.1:${options.port}`;
  const child = spawn(
    VARNISHD,
    [
      "-F",
      "-a",
      `127.0.0.1:${options.port}`,
      "-f",
      configFile,
      "-n",
      join(dir, "work"),
      "-s",
      `malloc,${options.memoryMb ?? 256}m`,
      "-p",
      "http_gzip_support=off",
      "-T",
      "none",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const exited = once(child, "exit");
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await answering(child, `${origin}/healthz`);
  } catch (error) {
    await stop();
    throw new Error(`varnishd did not start: ${(error as Error).message}\n${errors}`, { cause: error });
  }
  const workDir = join(dir, "work");
  const counters = (): VarnishCounters => {
    const stats = JSON.parse(execFileSync(VARNISHSTAT, ["-1", "-j", "-n", workDir], { encoding: "utf8" })) as {
      counters: Record<string, { value: number }>;
    };
    const value = (name: string) => stats.counters[name]?.value ?? 0;
    return {
      requests: value("MAIN.client_req"),
      hits: value("MAIN.cache_hit"),
      backendRequests: value("MAIN.backend_req"),
    };
  };
  return { origin, counters, serving: () => answering(child, `${origin}/readyz`, { ok: true }), stop };
}

/** Waits until `url` answers (with `ok`: answers 2xx). */
async function answering(child: ChildProcess, url: string, { ok = false } = {}): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`it exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!ok || response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 30 s`);
}
