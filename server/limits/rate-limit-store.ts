import type { WindowCounter } from "./window-counter.ts";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit (which constructs it with `new`) that keeps its
 * counts in a WindowCounter, so every instance sharing the database shares the limits.
 */
export function rateLimitStore(counter: WindowCounter, prefix: string) {
  return class CounterStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      counter.hit(`${prefix}|${key}`, timeWindow, now).then(
        (count) => callback(null, { current: count.hits, ttl: count.endsAt - now }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      const now = Date.now();
      counter.peek(`${prefix}|${key}`, now).then(
        (count) => callback(null, { current: count.hits, ttl: count.endsAt - now }),
        (error: Error) => callback(error),
      );
    }

    /** Per-route stores are the same store: keys already name their endpoint. */
    child(): this {
      return this;
    }
  };
}
