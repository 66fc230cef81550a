import type { Db } from "./database.ts";

/**
 * Records that an item's id changed. Older ids that pointed at the old one now point at
 * the new one, so every old URL redirects in one step; an id taken again stops redirecting.
 */
export async function recordIdChange(db: Db, kind: string, from: string, to: string, now: string): Promise<void> {
  await db.updateTable("idRedirects").set({ newId: to }).where("kind", "=", kind).where("newId", "=", from).execute();
  await db.deleteFrom("idRedirects").where("kind", "=", kind).where("oldId", "=", to).execute();
  await db
    .insertInto("idRedirects")
    .values({ kind, oldId: from, newId: to, createdAt: now })
    .onConflict((conflict) => conflict.columns(["kind", "oldId"]).doUpdateSet({ newId: to, createdAt: now }))
    .execute();
}

/** The id an old id now redirects to, if any. */
export async function redirectedId(db: Db, kind: string, oldId: string): Promise<string | undefined> {
  return (
    await db
      .selectFrom("idRedirects")
      .select("newId")
      .where("kind", "=", kind)
      .where("oldId", "=", oldId)
      .executeTakeFirst()
  )?.newId;
}
