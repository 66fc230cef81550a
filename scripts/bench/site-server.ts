import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { type RunningServer, startNodeServer } from "./child.ts";
import { freePort } from "./ports.ts";
import { BENCH_DIR, NODE, ROOT, TO_STDERR } from "./workspace.ts";

/** Settings that would reach real people or a real database: never inherited by the benchmark's server. */
const ISOLATED = [
  "DATABASE_URL",
  "SMTP_URL",
  "NOTIFY_EMAIL",
  "TELEGRAM_BOT_TOKEN",
  "TELEGRAM_CHAT_ID",
  "ADMIN_PASSWORD",
];

/** The production build, as `npm run build` makes it. */
export function buildSite(): void {
  process.stderr.write("Building the site (node scripts/build.ts)…\n");
  const result = spawnSync(NODE, ["scripts/build.ts"], { cwd: ROOT, stdio: TO_STDERR });
  if (result.status !== 0) throw new Error(`the site build failed (exit code ${result.status})`);
}

/** The production build in build/, made only when there is none. */
export function ensureBuilt(): void {
  if (!existsSync(join(ROOT, "build", "server", "index.js"))) buildSite();
}

/**
 * Starts the production server the way deployment does, on a free port with an empty data folder:
 * this checkout's, or the already built checkout at `root` (a build to compare with, --compare).
 * SITE_URL is the local origin so canonical, hreflang and og URLs point at the server Lighthouse
 * sees; the rate limit is lifted so the load test measures rendering, not 429s.
 */
export async function startSite(options: { root?: string } = {}): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  await mkdir(BENCH_DIR, { recursive: true });
  const dataDir = await mkdtemp(join(BENCH_DIR, "data-"));
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !ISOLATED.includes(name)));
  Object.assign(env, {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SITE_URL: origin,
    RATE_LIMIT_PER_MINUTE: "100000",
  });
  try {
    const server = await startNodeServer("scripts/serve.ts", [], env, origin, "/healthz", { root: options.root });
    return {
      origin,
      async stop() {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
