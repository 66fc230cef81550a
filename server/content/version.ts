import { randomUUID } from "node:crypto";
import { afterCommit, type Database, type Db } from "../db/database.ts";
import { entriesDueBetween } from "../db/entries.ts";
import { getSetting, setSetting } from "../db/settings.ts";

const VERSION = "content_version";
/** How often each instance looks for published changes and for scheduled items coming due. */
const CONTENT_POLL_MS = 2_000;

/** Which state of the public content the database holds (any change gives it a new value). */
export async function contentVersion(db: Db): Promise<string> {
  return (await getSetting(db, VERSION)) ?? "";
}

/** The watchers of this process, told of a change made here as soon as it commits. */
const localWatchers = new Set<() => Promise<void>>();

/** Marks the public content changed, in the transaction that changed it. */
export async function bumpContentVersion(db: Db): Promise<void> {
  await setSetting(db, VERSION, randomUUID());
  // The instance that made the change has looked (emptied its page cache, purged the shared
  // caches) before the request that made it answers; the others follow within CONTENT_POLL_MS.
  await afterCommit(db, async () => {
    await Promise.all([...localWatchers].map((look) => look()));
  });
}

/**
 * Calls `onChange` when what visitors see may have changed: another instance (or this
 * one) published, unpublished or edited something, or a scheduled item's time came.
 * Every instance polls the database, so a change on one is served by all within seconds,
 * and looks at once when a change made in this process commits.
 * Returns a function that stops it.
 */
export function watchContent(
  database: Database,
  onChange: () => void | Promise<void>,
  options: { intervalMs?: number; onError?: (error: unknown) => void; onTick?: () => void } = {},
): () => void {
  let version: string | undefined;
  let checkedAt = new Date().toISOString();
  const tick = async () => {
    try {
      const now = new Date().toISOString();
      const current = (await getSetting(database.db, VERSION)) ?? "";
      const due = await entriesDueBetween(database.db, checkedAt, now);
      if ((version !== undefined && current !== version) || due > 0) await onChange();
      version = current;
      checkedAt = now;
      options.onTick?.();
    } catch (error) {
      options.onError?.(error);
    }
  };
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  /** One look at a time; one asked for meanwhile may follow a change the running one read before. */
  const look = (): Promise<void> => {
    if (!running) {
      running = tick().finally(() => (running = undefined));
      return running;
    }
    queued ??= running.then(() => {
      queued = undefined;
      return look();
    });
    return queued;
  };
  void look();
  localWatchers.add(look);
  const timer = setInterval(() => void look(), options.intervalMs ?? CONTENT_POLL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    localWatchers.delete(look);
  };
}
