import { mkdir, writeFile } from "node:fs/promises";
import { get } from "node:http";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { RecordedResponse } from "./bare-server.ts";
import { startNodeServer } from "./child.ts";
import { freePort } from "./ports.ts";
import { startVarnish } from "./varnish.ts";
import { BENCH_DIR } from "./workspace.ts";

/** The part of autocannon's result used here; latencies in milliseconds. */
interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<AutocannonResult>;

// autocannon is CommonJS and ships no types; without a callback a run is a promise of its result.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

/** A first-time visitor's request: Brotli accepted, no cookies. */
const HEADERS = { "accept-encoding": "br" };
const LOAD = { connections: 50, duration: 10 };
const WARM_UP_SECONDS = 3;
/** Framing that each server sets for itself, so not replayed. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "date", "content-length"]);

interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Connection errors, timeouts and non-2xx answers: a valid measurement has none. */
  failures: number;
}

export interface Throughput {
  path: string;
  bodyBytes: number;
  connections: number;
  seconds: number;
  /** Through Varnish with the committed configuration (deploy/varnish/default.vcl), as deployed. */
  site: LoadResult;
  /** The instance alone, every request rendered (a shared cache's miss), reported beside it. */
  instance: LoadResult;
  bare: LoadResult;
}

/** One response as it came over the wire, body still compressed. */
function record(url: string): Promise<RecordedResponse & { body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const raw = response.rawHeaders;
        const headers: [string, string][] = [];
        for (let i = 0; i + 1 < raw.length; i += 2) {
          const [name, value] = [raw[i] ?? "", raw[i + 1] ?? ""];
          if (!HOP_BY_HOP.has(name.toLowerCase())) headers.push([name, value]);
        }
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    }).on("error", reject);
  });
}

async function load(url: string): Promise<LoadResult> {
  await autocannon({ url, headers: HEADERS, connections: LOAD.connections, duration: WARM_UP_SECONDS });
  const result = await autocannon({ url, headers: HEADERS, ...LOAD });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * A bare node:http server (the floor) answering every request with the site's response for
 * `path`, recorded as it came over the wire (Brotli body, same headers).
 */
export async function startBareServer(
  siteOrigin: string,
  path: string,
): Promise<{ origin: string; bodyBytes: number; stop(): Promise<void> }> {
  const { body, ...response } = await record(`${siteOrigin}${path}`);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const folder = join(BENCH_DIR, "bare");
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, "response.json"), JSON.stringify(response));
  await writeFile(join(folder, "body"), body);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startNodeServer(
    "scripts/bench/bare-server.ts",
    [String(port), folder],
    process.env,
    origin,
    "/",
  );
  return { origin, bodyBytes: body.length, stop: server.stop };
}

/**
 * Requests per second and p99 latency of the site for a page as deployed (Varnish in front, the one
 * HTML cache, decision 081), of the instance alone, then of a bare node:http server replaying that
 * page's bytes, under the same load from this process.
 */
export async function measureThroughput(siteOrigin: string, path = "/"): Promise<Throughput> {
  const bare = await startBareServer(siteOrigin, path);
  const varnish = await startVarnish({
    port: await freePort(),
    backendPort: Number(new URL(siteOrigin).port),
    memoryMb: 64,
  });
  try {
    await varnish.serving();
    process.stderr.write(
      `Load: ${LOAD.connections} connections × ${LOAD.duration} s on ${path}: through Varnish, the instance alone, bare node:http…\n`,
    );
    const site = await load(`${varnish.origin}${path}`);
    const instance = await load(`${siteOrigin}${path}`);
    const floor = await load(`${bare.origin}${path}`);
    return {
      path,
      bodyBytes: bare.bodyBytes,
      connections: LOAD.connections,
      seconds: LOAD.duration,
      site,
      instance,
      bare: floor,
    };
  } finally {
    await varnish.stop();
    await bare.stop();
  }
}
