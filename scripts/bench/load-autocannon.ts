import { createRequire } from "node:module";

/** One request of a connection's sequence; `setupRequest` may return null to restart the sequence. */
export interface LoadRequest<Context extends object = object> {
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  setupRequest?: (request: LoadRequest<Context>, context: Context) => LoadRequest<Context> | null;
  onResponse?: (status: number, body: string, context: Context) => void;
}

/** The fields of autocannon's result the benchmark reports. */
export interface LoadResult {
  duration: number;
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}

/** autocannon's per-connection client: requests sent so far, and the count after which it stops. */
interface Client {
  reqsMade: number;
  responseMax?: number;
}

type Autocannon = (
  options: {
    url: string;
    connections: number;
    duration: number;
    timeout: number;
    requests: readonly unknown[];
    setupClient: (client: Client) => void;
  },
  done: (error: Error | null, result: LoadResult) => void,
) => unknown;

// autocannon is CommonJS and ships no types; this file states the part of its API in use.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

/** Longer than autocannon's 10 s request timeout, so a stuck request ends as a timeout, not a hang. */
const DRAIN_LIMIT_S = 15;

/**
 * Holds `connections` connections for `durationS` seconds, each looping through `requests`.
 * autocannon ends a timed run by closing its connections with requests still in flight,
 * which the server may then commit unanswered. Instead, when the time is up every
 * connection finishes the request it has in flight and stops, so each submission sent
 * has an answer and the answers can be matched exactly with what was stored.
 */
export function runLoad<Context extends object>(options: {
  url: string;
  connections: number;
  durationS: number;
  requests: LoadRequest<Context>[];
}): Promise<LoadResult> {
  const clients: Client[] = [];
  return new Promise((resolve, reject) => {
    const drain = setTimeout(() => {
      for (const client of clients) client.responseMax = client.reqsMade;
    }, options.durationS * 1000);
    autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationS + DRAIN_LIMIT_S,
        timeout: 10,
        requests: options.requests,
        setupClient: (client) => clients.push(client),
      },
      (error, result) => {
        clearTimeout(drain);
        if (error) reject(error);
        else resolve(result);
      },
    );
  });
}
