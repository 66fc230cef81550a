import type { Insertable } from "kysely";
import type { Db } from "./database.ts";
import type { Schema } from "./schema.ts";

/** A post's sends to the subscribers and the addresses each went to (server/newsletter/sends.ts). */

/** Records that a post goes to an address; false when it already went there, in any send. */
export async function insertRecipientOnce(
  db: Db,
  recipient: Insertable<Schema["newsletterRecipients"]>,
): Promise<boolean> {
  const inserted = await db
    .insertInto("newsletterRecipients")
    .values(recipient)
    .onConflict((conflict) => conflict.columns(["postId", "emailKey"]).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows) === 1;
}

export async function getRecipient(db: Db, id: string) {
  return db.selectFrom("newsletterRecipients").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertSend(db: Db, send: Insertable<Schema["newsletterSends"]>): Promise<void> {
  await db.insertInto("newsletterSends").values(send).execute();
}

/** Every send, newest first. */
export async function listSends(db: Db) {
  return db.selectFrom("newsletterSends").selectAll().orderBy("createdAt", "desc").execute();
}
