import type { Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { IsoDate, Schema } from "./schema.ts";

export type Subscriber = Selectable<Schema["subscribers"]>;

/**
 * Newsletter addresses. One row per address whatever its letter case; it is a subscriber
 * once `confirmedAt` is set and until `unsubscribedAt` is (server/newsletter/).
 */

/**
 * Records a request to subscribe. A new address, one that unsubscribed, or an unconfirmed
 * one whose last request is older than `resendBefore` is (again) waiting for
 * confirmation: "requested", with the row's id. A confirmed subscriber stays as it is.
 */
export async function requestSubscription(
  db: Db,
  request: { id: string; email: string; language: string; now: IsoDate; resendBefore: IsoDate },
): Promise<{ state: "requested"; id: string } | { state: "already-subscribed" | "recently-requested" }> {
  const emailKey = request.email.toLowerCase();
  const inserted = await db
    .insertInto("subscribers")
    .values({
      id: request.id,
      email: request.email,
      emailKey,
      language: request.language,
      createdAt: request.now,
      confirmationRequestedAt: request.now,
    })
    .onConflict((conflict) => conflict.column("emailKey").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows) === 1) return { state: "requested", id: request.id };
  const existing = await db.selectFrom("subscribers").selectAll().where("emailKey", "=", emailKey).executeTakeFirst();
  if (!existing) return { state: "recently-requested" };
  if (existing.confirmedAt && !existing.unsubscribedAt) return { state: "already-subscribed" };
  if (!existing.unsubscribedAt && (existing.confirmationRequestedAt ?? "") > request.resendBefore) {
    return { state: "recently-requested" };
  }
  // Asking again after an unsubscribe is a new consent: it is confirmed again.
  await db
    .updateTable("subscribers")
    .set({ unsubscribedAt: null, confirmedAt: null, confirmationRequestedAt: request.now, language: request.language })
    .where("id", "=", existing.id)
    .execute();
  return { state: "requested", id: existing.id };
}

/**
 * Confirms a subscription that waits for it, once: false when it was already confirmed, or
 * the address unsubscribed since (subscribing again takes a new request and a new e-mail).
 */
export async function confirmSubscriber(db: Db, id: string, now: IsoDate): Promise<boolean> {
  const result = await db
    .updateTable("subscribers")
    .set({ confirmedAt: now })
    .where("id", "=", id)
    .where("confirmedAt", "is", null)
    .where("unsubscribedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function getSubscriber(db: Db, id: string): Promise<Subscriber | undefined> {
  return db.selectFrom("subscribers").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Confirmed, subscribed addresses: who a newsletter goes to. */
export async function activeSubscribers(db: Db): Promise<Subscriber[]> {
  return db
    .selectFrom("subscribers")
    .selectAll()
    .where("confirmedAt", "is not", null)
    .where("unsubscribedAt", "is", null)
    .orderBy("createdAt")
    .execute();
}

/** How many addresses wait for their confirmation. */
export async function countUnconfirmed(db: Db): Promise<number> {
  const row = await db
    .selectFrom("subscribers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("confirmedAt", "is", null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
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

/** Removes the addresses never confirmed whose last request is older than `before`. */
export async function deleteUnconfirmedBefore(db: Db, before: IsoDate): Promise<number> {
  const result = await db
    .deleteFrom("subscribers")
    .where("confirmedAt", "is", null)
    .where("confirmationRequestedAt", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
