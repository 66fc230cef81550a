import type { Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { Schema } from "./schema.ts";

export type DigestDay = Selectable<Schema["digestDays"]>;

/**
 * Claims an account's morning digest for a day: true for the one run (on any instance)
 * whose row went in, false for every other, since an account has one row per day.
 */
export async function claimDigestDay(db: Db, claim: DigestDay): Promise<boolean> {
  const inserted = await db
    .insertInto("digestDays")
    .values(claim)
    .onConflict((conflict) => conflict.columns(["accountId", "day"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function getDigestDay(db: Db, id: string): Promise<DigestDay | undefined> {
  return db.selectFrom("digestDays").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Forgets the claims of days before this one: only today's keep anyone from a second digest. */
export async function deleteDigestDaysBefore(db: Db, day: string): Promise<void> {
  await db.deleteFrom("digestDays").where("day", "<", day).execute();
}
