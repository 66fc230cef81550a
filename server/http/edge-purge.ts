import type { FastifyBaseLogger } from "fastify";

/**
 * A render that began before a purge may reach the shared cache just after it, with the old
 * content: each purge is sent again once such a render has ended (renders time out after 6 s).
 */
const PURGE_AGAIN_MS = 7_000;
/** A cache that does not answer within this long is left to its short s-maxage. */
const PURGE_TIMEOUT_MS = 5_000;

/**
 * Tells the shared caches in front of the site (CACHE_PURGE_URL, e.g. Varnish with
 * deploy/varnish/default.vcl) to drop every page: content was published or withdrawn, or this
 * instance has just started (a deploy may have changed every page). Every instance purges when it
 * sees the change, the one that made it before it answers. A failure is logged; the pages'
 * s-maxage still bounds how long the old copies live.
 */
export function edgePurger(
  urls: readonly string[],
  log: FastifyBaseLogger,
): {
  purge(options?: { again?: boolean }): Promise<void>;
  purgeMedia(id: string): Promise<void>;
  stop(): void;
} {
  const timers = new Set<NodeJS.Timeout>();
  const send = (headers: Record<string, string> = {}) =>
    Promise.all(
      urls.map((url) =>
        fetch(url, { method: "BAN", headers, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) })
          .then(async (response) => {
            await response.arrayBuffer();
            if (!response.ok) log.error({ url, status: response.status }, "the shared cache refused to purge");
          })
          .catch((error: unknown) => log.error({ err: error, url }, "the shared cache could not be purged")),
      ),
    ).then(() => undefined);
  return {
    /**
     * Resolves once every cache has answered (or failed to): the instance that made a change waits
     * for it before it answers, so the next request anywhere gets the new page.
     * `again: false` when no render of older content can be in flight (this instance has just started).
     */
    async purge({ again = true } = {}) {
      if (urls.length === 0) return;
      if (again) {
        const later = setTimeout(() => {
          timers.delete(later);
          void send();
        }, PURGE_AGAIN_MS);
        later.unref();
        timers.add(later);
      }
      await send();
    },
    /**
     * A deleted library item: its files, kept as immutable under their tagged addresses, are
     * dropped too (`X-Purge-Media`, deploy/varnish/default.vcl), so its addresses answer 404.
     */
    async purgeMedia(id) {
      if (urls.length === 0 || !/^[0-9a-f-]{36}$/.test(id)) return;
      await send({ "X-Purge-Media": id });
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
