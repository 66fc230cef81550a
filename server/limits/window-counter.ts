import type { SqlEngine } from "../db/sql.ts";

/** How many hits a key has in its current window, and when that window ends (epoch ms). */
export interface WindowCount {
  hits: number;
  endsAt: number;
}

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
  private readonly engine: SqlEngine;

  constructor(engine: SqlEngine) {
    this.engine = engine;
  }

  async hit(key: string, windowMs: number, now = Date.now()): Promise<WindowCount> {
    // SET expressions read the row as it was, so both CASEs see the old window.
    const [row] = await this.engine.all(
      `INSERT INTO rate_limits (key, hits, window_ends) VALUES (?, 1, ?)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limits.window_ends <= ? THEN 1 ELSE rate_limits.hits + 1 END,
         window_ends = CASE WHEN rate_limits.window_ends <= ? THEN excluded.window_ends ELSE rate_limits.window_ends END
       RETURNING hits, window_ends`,
      [key, now + windowMs, now, now],
    );
    return { hits: Number(row?.hits), endsAt: Number(row?.window_ends) };
  }

  async peek(key: string, now = Date.now()): Promise<WindowCount> {
    const [row] = await this.engine.all("SELECT hits, window_ends FROM rate_limits WHERE key = ? AND window_ends > ?", [
      key,
      now,
    ]);
    return row ? { hits: Number(row.hits), endsAt: Number(row.window_ends) } : { hits: 0, endsAt: now };
  }

  async clear(key: string): Promise<void> {
    await this.engine.run("DELETE FROM rate_limits WHERE key = ?", [key]);
  }

  async sweep(now = Date.now()): Promise<void> {
    await this.engine.run("DELETE FROM rate_limits WHERE window_ends <= ?", [now]);
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
export function windowCounterFor(engine: SqlEngine): WindowCounter {
  return engine.dialect === "postgres" ? new SqlWindowCounter(engine) : new MemoryWindowCounter();
}
