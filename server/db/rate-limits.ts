import { sql } from "kysely";
import type { Db } from "./database.ts";

/** How many hits a key has in its current window, and when that window ends (epoch ms). */
export interface WindowCount {
  hits: number;
  endsAt: number;
}

/**
 * Counts a hit in the key's fixed window, opening a new window when the last one ended:
 * one upsert, atomic in PostgreSQL under concurrent instances.
 */
export async function hitWindow(db: Db, key: string, windowMs: number, now: number): Promise<WindowCount> {
  // SET expressions read the row as it was, so both CASEs see the old window.
  const row = await db
    .insertInto("rateLimits")
    .values({ key, hits: 1, windowEnds: now + windowMs })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        hits: sql<number>`CASE WHEN rate_limits.window_ends <= ${now} THEN 1 ELSE rate_limits.hits + 1 END`,
        windowEnds: sql<number>`CASE WHEN rate_limits.window_ends <= ${now} THEN excluded.window_ends ELSE rate_limits.window_ends END`,
      }),
    )
    .returning(["hits", "windowEnds"])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), endsAt: Number(row.windowEnds) };
}

export async function peekWindow(db: Db, key: string, now: number): Promise<WindowCount> {
  const row = await db
    .selectFrom("rateLimits")
    .select(["hits", "windowEnds"])
    .where("key", "=", key)
    .where("windowEnds", ">", now)
    .executeTakeFirst();
  return row ? { hits: Number(row.hits), endsAt: Number(row.windowEnds) } : { hits: 0, endsAt: now };
}

/** A key's stored count as it is, ended or not. */
export async function readWindow(db: Db, key: string): Promise<WindowCount | undefined> {
  const row = await db
    .selectFrom("rateLimits")
    .select(["hits", "windowEnds"])
    .where("key", "=", key)
    .executeTakeFirst();
  return row ? { hits: Number(row.hits), endsAt: Number(row.windowEnds) } : undefined;
}

/**
 * Sets a key's count only if it is still stored as `read` (undefined: no row), so that of
 * writers who read the same count only one succeeds: false for the others.
 */
export async function replaceWindow(
  db: Db,
  key: string,
  read: WindowCount | undefined,
  next: WindowCount,
): Promise<boolean> {
  const result = read
    ? await db
        .updateTable("rateLimits")
        .set({ hits: next.hits, windowEnds: next.endsAt })
        .where("key", "=", key)
        .where("hits", "=", read.hits)
        .where("windowEnds", "=", read.endsAt)
        .executeTakeFirst()
    : await db
        .insertInto("rateLimits")
        .values({ key, hits: next.hits, windowEnds: next.endsAt })
        .onConflict((conflict) => conflict.column("key").doNothing())
        .executeTakeFirst();
  return Number("numUpdatedRows" in result ? result.numUpdatedRows : result.numInsertedOrUpdatedRows) === 1;
}

/** Takes one hit back from a key's count. */
export async function giveBackHit(db: Db, key: string): Promise<void> {
  await db
    .updateTable("rateLimits")
    .set((eb) => ({ hits: eb("hits", "-", 1) }))
    .where("key", "=", key)
    .where("hits", ">", 0)
    .execute();
}

export async function deleteEndedWindows(db: Db, now: number): Promise<void> {
  await db.deleteFrom("rateLimits").where("windowEnds", "<=", now).execute();
}
