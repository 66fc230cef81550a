import type { Database, Db } from "../db/database.ts";
import { clearWindow, deleteEndedWindows, hitWindow, peekWindow, type WindowCount } from "../db/rate-limits.ts";

export type { WindowCount };

/**
 * Fixed-window hit counters: the API's rate limits and the inbox's sign-in lockout.
 * A key's window opens at its first hit and lasts `windowMs`; a hit after it ends
 * opens a new one.
 */
export interface WindowCounter {
  hit(key: string, windowMs: number, now?: number): Promise<WindowCount>;
  /** The current count without adding a hit (0 hits when no window is open). */
  peek(key: string, now?: number): Promise<WindowCount>;
  clear(key: string): Promise<void>;
  /** Forgets windows that have ended. */
  sweep(now?: number): Promise<void>;
}

/**
 * Counters in the database, so several instances behind one load balancer share
 * them. One upsert per hit, atomic in PostgreSQL under concurrent instances.
 */
export class SqlWindowCounter implements WindowCounter {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  hit(key: string, windowMs: number, now = Date.now()): Promise<WindowCount> {
    return hitWindow(this.db, key, windowMs, now);
  }

  peek(key: string, now = Date.now()): Promise<WindowCount> {
    return peekWindow(this.db, key, now);
  }

  clear(key: string): Promise<void> {
    return clearWindow(this.db, key);
  }

  sweep(now = Date.now()): Promise<void> {
    return deleteEndedWindows(this.db, now);
  }
}

/**
 * Counters in this process's memory: for SQLite, where one process serves the site
 * and a durable write (an fsync) per request would only slow every submission down.
 */
export class MemoryWindowCounter implements WindowCounter {
  private readonly windows = new Map<string, WindowCount>();

  async hit(key: string, windowMs: number, now = Date.now()): Promise<WindowCount> {
    const open = this.windows.get(key);
    const count =
      open && open.endsAt > now ? { hits: open.hits + 1, endsAt: open.endsAt } : { hits: 1, endsAt: now + windowMs };
    this.windows.set(key, count);
    return count;
  }

  async peek(key: string, now = Date.now()): Promise<WindowCount> {
    const open = this.windows.get(key);
    return open && open.endsAt > now ? { ...open } : { hits: 0, endsAt: now };
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async sweep(now = Date.now()): Promise<void> {
    for (const [key, count] of this.windows) if (count.endsAt <= now) this.windows.delete(key);
  }
}

/** Shared counters where instances share a database (PostgreSQL), in memory otherwise. */
export function windowCounterFor(database: Database): WindowCounter {
  return database.engine === "postgres" ? new SqlWindowCounter(database.db) : new MemoryWindowCounter();
}
