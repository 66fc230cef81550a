import type { Db } from "./database.ts";
import type { IsoDate, Subscriber } from "./schema.ts";

/**
 * Adds a subscriber; subscribing again (in any letter case) keeps one row and is not an
 * error, and after an unsubscribe it is a new consent.
 */
export async function upsertSubscriber(
  db: Db,
  subscriber: { id: string; email: string; language: string; now: IsoDate },
): Promise<"created" | "exists"> {
  const emailKey = subscriber.email.toLowerCase();
  const inserted = await db
    .insertInto("subscribers")
    .values({
      id: subscriber.id,
      email: subscriber.email,
      emailKey,
      language: subscriber.language,
      createdAt: subscriber.now,
    })
    .onConflict((conflict) => conflict.column("emailKey").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows) === 1) return "created";
  await db.updateTable("subscribers").set({ unsubscribedAt: null }).where("emailKey", "=", emailKey).execute();
  return "exists";
}

export async function getSubscriber(db: Db, id: string): Promise<Subscriber | undefined> {
  return db.selectFrom("subscribers").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Records an unsubscribe (the first time only); false when no such subscriber exists. */
export async function markUnsubscribed(db: Db, id: string, now: IsoDate): Promise<boolean> {
  const subscriber = await getSubscriber(db, id);
  if (!subscriber) return false;
  if (!subscriber.unsubscribedAt) {
    await db.updateTable("subscribers").set({ unsubscribedAt: now }).where("id", "=", id).execute();
  }
  return true;
}
