import type { Database, Db } from "../db/database.ts";
import {
  deleteEndedWindows,
  giveBackHit,
  hitWindow,
  peekWindow,
  readWindow,
  replaceWindow,
  type WindowCount,
} from "../db/rate-limits.ts";

export type { WindowCount };

/** A turn taken under a growing wait (`takeTurn`), or when it may be taken. */
export type Turn = { granted: true; hits: number } | { granted: false; retryAt: number };

/**
 * Hit counters: the API's rate limits and the inbox's sign-in limits.
 * - `hit` counts in a fixed window: it opens at a key's first hit and lasts `windowMs`;
 *   a hit after it ends opens a new one.
 * - `takeTurn` counts turns that must wait longer the more there were: a turn is granted
 *   once `waitMs(hits)` has passed since the key's last turn, and turns are forgotten
 *   `memoryMs` after the last one.
 */
export interface WindowCounter {
  hit(key: string, windowMs: number, now?: number): Promise<WindowCount>;
  /** The current count without adding a hit (0 hits when no window is open). */
  peek(key: string, now?: number): Promise<WindowCount>;
  takeTurn(key: string, memoryMs: number, waitMs: (hits: number) => number, now?: number): Promise<Turn>;
  /** Takes one hit or turn back (it turned out not to count: a sign-in that succeeded). */
  giveBack(key: string): Promise<void>;
  /** Forgets windows that have ended. */
  sweep(now?: number): Promise<void>;
}

/** Whether a key counted as `count` at `now` may take a turn, and the count after it. */
function nextTurn(
  count: WindowCount | undefined,
  memoryMs: number,
  waitMs: (hits: number) => number,
  now: number,
): { turn: Turn; count?: WindowCount } {
  const hits = count && count.endsAt > now ? count.hits : 0;
  if (hits > 0) {
    const retryAt = count!.endsAt - memoryMs + waitMs(hits);
    if (now < retryAt) return { turn: { granted: false, retryAt } };
  }
  return { turn: { granted: true, hits: hits + 1 }, count: { hits: hits + 1, endsAt: now + memoryMs } };
}

/** Concurrent turns of one key that lost the race to another retry this often, then wait a second. */
const TURN_RETRIES = 5;

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

  /**
   * Reads the key, decides, and writes only if nobody changed it meanwhile (compare and
   * swap): instances taking turns of one key at once each see every other's turn.
   */
  async takeTurn(key: string, memoryMs: number, waitMs: (hits: number) => number, now = Date.now()): Promise<Turn> {
    for (let attempt = 0; attempt < TURN_RETRIES; attempt += 1) {
      const stored = await readWindow(this.db, key);
      const { turn, count } = nextTurn(stored, memoryMs, waitMs, now);
      if (!count) return turn;
      if (await replaceWindow(this.db, key, stored, count)) return turn;
    }
    return { granted: false, retryAt: now + 1_000 };
  }

  giveBack(key: string): Promise<void> {
    return giveBackHit(this.db, key);
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

  async takeTurn(key: string, memoryMs: number, waitMs: (hits: number) => number, now = Date.now()): Promise<Turn> {
    const { turn, count } = nextTurn(this.windows.get(key), memoryMs, waitMs, now);
    if (count) this.windows.set(key, count);
    return turn;
  }

  async giveBack(key: string): Promise<void> {
    const count = this.windows.get(key);
    if (count && count.hits > 0) this.windows.set(key, { ...count, hits: count.hits - 1 });
  }

  async sweep(now = Date.now()): Promise<void> {
    for (const [key, count] of this.windows) if (count.endsAt <= now) this.windows.delete(key);
  }
}

/** Shared counters where instances share a database (PostgreSQL), in memory otherwise. */
export function windowCounterFor(database: Database): WindowCounter {
  return database.engine === "postgres" ? new SqlWindowCounter(database.db) : new MemoryWindowCounter();
}
