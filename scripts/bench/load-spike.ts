import { runLoad, type LoadRequest, type LoadResult } from "./load-autocannon.ts";
import { startProductionServer, type LoadServer } from "./load-server.ts";
import { freePort } from "./ports.ts";
import { startBareServer } from "./throughput.ts";
import { startVarnish, type VarnishCounters } from "./varnish.ts";

/**
 * A traffic spike (issue 30): a post shared in a large Telegram channel. Every visitor opens the
 * post (most of them), the home page, the blog or careers, in their language. Measured three ways, each at the
 * highest rate this machine can drive (many connections, no pause between requests):
 *
 * - **edge**: Varnish with deploy/varnish/default.vcl in front of one production instance, as
 *   docs/deployment.md sets it up, with the site purging it (CACHE_PURGE_URL);
 * - **Node**: the same instance without the cache;
 * - **bare node:http**: a bare server answering every request with the post's bytes, the floor.
 */
export interface SpikeRow {
  name: string;
  result: LoadResult;
  /** Through the edge: what Varnish answered itself and what reached Node. */
  edge?: VarnishCounters;
}

const VISITS = [
  { path: "/blog/post/credit-scoring-pipeline", weight: 6 },
  { path: "/ru/blog/post/credit-scoring-pipeline", weight: 3 },
  { path: "/uz/blog/post/credit-scoring-pipeline", weight: 3 },
  { path: "/", weight: 2 },
  { path: "/blog", weight: 1 },
  { path: "/company/careers", weight: 1 },
];
/** Who visits an unprefixed page: first-timers and crawlers (no cookie), returning readers with a language and analytics. */
const COOKIES = ["", "", "language=ru; _ga=GA1.1.1.1", "language=uz", "cookie=true; language=en; _ga=GA1.1.2.2"];
const HEADERS = { accept: "text/html", "accept-encoding": "br, gzip" };

/** Each visit's page, in the visitor's language (its data for hydration travels in the document, decision 081). */
function visits(): LoadRequest[] {
  const weighted = VISITS.flatMap(({ path, weight }) => Array.from({ length: weight }, () => path));
  let n = 0;
  return [
    {
      method: "GET",
      path: "/",
      setupRequest: (request) => {
        n += 1;
        const path = weighted[n % weighted.length]!;
        const cookie = path.startsWith("/ru") || path.startsWith("/uz") ? "" : COOKIES[n % COOKIES.length]!;
        return { ...request, path, headers: { ...HEADERS, ...(cookie ? { cookie } : {}) } };
      },
    },
  ];
}

/** Every page a spike visitor may open, as each kind of visitor gets it, asked for once through `origin` (a spike's first visitors fill the caches). */
async function warmUp(origin: string): Promise<void> {
  for (const { path } of VISITS) {
    for (const cookie of new Set(path.startsWith("/ru") || path.startsWith("/uz") ? [""] : COOKIES)) {
      const response = await fetch(`${origin}${path}`, { headers: { ...HEADERS, ...(cookie ? { cookie } : {}) } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} (${cookie || "no cookie"}): answered ${response.status}`);
    }
  }
}

export async function measureSpike(options: {
  connections: number;
  durationS: number;
  log: (message: string) => void;
}): Promise<SpikeRow[]> {
  const varnishPort = await freePort();
  const server: LoadServer = await startProductionServer({
    env: { TRUST_PROXY: "127.0.0.1", CACHE_PURGE_URL: `http://127.0.0.1:${varnishPort}/` },
  });
  const rows: SpikeRow[] = [];
  try {
    const varnish = await startVarnish({ port: varnishPort, backendPort: Number(new URL(server.url).port) });
    try {
      await varnish.serving();
      await warmUp(varnish.origin);
      const load = (origin: string) =>
        runLoad({
          url: origin,
          connections: options.connections,
          durationS: options.durationS,
          requests: visits(),
        });
      options.log(`spike through Varnish (${varnish.origin} → ${server.url})…`);
      const before = varnish.counters();
      const edge = await load(varnish.origin);
      const after = varnish.counters();
      rows.push({
        name: "edge: Varnish in front of one instance",
        result: edge,
        edge: {
          requests: after.requests - before.requests,
          hits: after.hits - before.hits,
          backendRequests: after.backendRequests - before.backendRequests,
        },
      });
      options.log("spike straight to the instance…");
      await warmUp(server.url);
      rows.push({ name: "Node: the instance alone", result: await load(server.url) });
    } finally {
      await varnish.stop();
    }
    const bare = await startBareServer(server.url, VISITS[0]!.path);
    try {
      options.log("spike on a bare node:http server answering the post's bytes…");
      const floor = await runLoad({
        url: bare.origin,
        connections: options.connections,
        durationS: options.durationS,
        requests: [{ method: "GET", path: VISITS[0]!.path, headers: HEADERS }],
      });
      rows.push({ name: "floor: bare node:http", result: floor });
    } finally {
      await bare.stop();
    }
  } finally {
    await server.stop();
  }
  return rows;
}
