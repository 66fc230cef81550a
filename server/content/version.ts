import { randomUUID } from "node:crypto";
import type { Database, Db } from "../db/database.ts";
import { entriesDueBetween } from "../db/entries.ts";
import { getSetting, setSetting } from "../db/settings.ts";

const VERSION = "content_version";
/** How often each instance looks for published changes and for scheduled items coming due. */
const CONTENT_POLL_MS = 2_000;

/** Which state of the public content the database holds (any change gives it a new value). */
export async function contentVersion(db: Db): Promise<string> {
  return (await getSetting(db, VERSION)) ?? "";
}

/** Marks the public content changed, in the transaction that changed it. */
export async function bumpContentVersion(db: Db): Promise<void> {
  await setSetting(db, VERSION, randomUUID());
}

/**
 * Calls `onChange` when what visitors see may have changed: another instance (or this
 * one) published, unpublished or edited something, or a scheduled item's time came.
 * Every instance polls the database, so a change on one is served by all within seconds.
 * Returns a function that stops it.
 */
export function watchContent(
  database: Database,
  onChange: () => void,
  options: { intervalMs?: number; onError?: (error: unknown) => void; onTick?: () => void } = {},
): () => void {
  let version: string | undefined;
  let checkedAt = new Date().toISOString();
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const now = new Date().toISOString();
      const current = (await getSetting(database.db, VERSION)) ?? "";
      const due = await entriesDueBetween(database.db, checkedAt, now);
      if ((version !== undefined && current !== version) || due > 0) onChange();
      version = current;
      checkedAt = now;
      options.onTick?.();
    } catch (error) {
      options.onError?.(error);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), options.intervalMs ?? CONTENT_POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
