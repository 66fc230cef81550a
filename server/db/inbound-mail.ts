import { sql, type Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { Schema } from "./schema.ts";
import type { EntryList } from "../../shared/inbox.ts";

export type InboundMail = Selectable<Schema["inboundMail"]>;
export type InboundAttachment = Selectable<Schema["inboundAttachments"]>;

/** Messages read from the conversations' mailbox and their files (server/conversations/incoming.ts). */

/** Stores a message once: false when another run (on any instance) already stored this one of the mailbox. */
export async function claimInboundMail(db: Db, mail: InboundMail): Promise<boolean> {
  const inserted = await db
    .insertInto("inboundMail")
    .values(mail)
    .onConflict((conflict) => conflict.column("mailboxKey").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function isMailboxKeyStored(db: Db, mailboxKey: string): Promise<boolean> {
  return (
    (await db.selectFrom("inboundMail").select("id").where("mailboxKey", "=", mailboxKey).executeTakeFirst()) !==
    undefined
  );
}

/** Whether a message with this Message-ID is already in a conversation (the same message seen twice). */
export async function messageIdStored(db: Db, messageId: string): Promise<boolean> {
  const row = await db
    .selectFrom("inboundMail")
    .select("id")
    .where("messageId", "=", messageId)
    .where((eb) => eb.or([eb("problem", "is", null), eb("problem", "<>", "duplicate")]))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertInboundAttachment(db: Db, attachment: InboundAttachment): Promise<void> {
  await db.insertInto("inboundAttachments").values(attachment).execute();
}

export async function getInboundMail(db: Db, id: string): Promise<InboundMail | undefined> {
  return db.selectFrom("inboundMail").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function inboundAttachments(db: Db, mailId: string): Promise<InboundAttachment[]> {
  return db.selectFrom("inboundAttachments").selectAll().where("mailId", "=", mailId).orderBy("name").execute();
}

/** A conversation's messages from the sender, oldest first, each with its files. */
export async function conversationMail(
  db: Db,
  list: EntryList,
  entryId: string,
): Promise<(InboundMail & { attachments: InboundAttachment[] })[]> {
  const mail = await db
    .selectFrom("inboundMail")
    .selectAll()
    .where("list", "=", list)
    .where("entryId", "=", entryId)
    .where((eb) => eb.or([eb("problem", "is", null), eb("problem", "<>", "duplicate")]))
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  return withAttachments(db, mail);
}

/** Messages that named no conversation (or a forged one), newest first: staff look at each. */
export async function unmatchedMail(
  db: Db,
  options: { handled: boolean; limit: number },
): Promise<(InboundMail & { attachments: InboundAttachment[] })[]> {
  const mail = await db
    .selectFrom("inboundMail")
    .selectAll()
    .where("entryId", "is", null)
    .where("handledAt", options.handled ? "is not" : "is", null)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(options.limit)
    .execute();
  return withAttachments(db, mail);
}

/** How many messages wait to be sorted: unmatched and not yet dealt with (the inbox menu's count). */
export async function countUnmatchedMail(db: Db): Promise<number> {
  const row = await db
    .selectFrom("inboundMail")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("entryId", "is", null)
    .where("handledAt", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function markHandled(db: Db, id: string, by: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("inboundMail")
    .set({ handledAt: now, handledBy: by })
    .where("id", "=", id)
    .where("entryId", "is", null)
    .where("handledAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every message from an address (erasing a person), with the uploads of its files. */
export async function mailFrom(db: Db, address: string): Promise<{ id: string; uploads: string[] }[]> {
  const mail = await db
    .selectFrom("inboundMail")
    .select("id")
    .where(sql<string>`lower(from_address)`, "=", address.trim().toLocaleLowerCase("und"))
    .execute();
  return uploadsOf(
    db,
    mail.map((row) => row.id),
  );
}

/** The messages of a conversation, with the uploads of their files. */
export async function mailOf(db: Db, list: EntryList, entryId: string): Promise<{ id: string; uploads: string[] }[]> {
  const mail = await db
    .selectFrom("inboundMail")
    .select("id")
    .where("list", "=", list)
    .where("entryId", "=", entryId)
    .execute();
  return uploadsOf(
    db,
    mail.map((row) => row.id),
  );
}

export async function deleteInboundMail(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom("inboundAttachments").where("mailId", "in", ids).execute();
  await db.deleteFrom("inboundMail").where("id", "in", ids).execute();
}

async function uploadsOf(db: Db, ids: string[]): Promise<{ id: string; uploads: string[] }[]> {
  if (ids.length === 0) return [];
  const files = await db
    .selectFrom("inboundAttachments")
    .select(["mailId", "uploadId"])
    .where("mailId", "in", ids)
    .execute();
  return ids.map((id) => ({
    id,
    uploads: files.filter((file) => file.mailId === id && file.uploadId).map((file) => file.uploadId!),
  }));
}

async function withAttachments(
  db: Db,
  mail: InboundMail[],
): Promise<(InboundMail & { attachments: InboundAttachment[] })[]> {
  if (mail.length === 0) return [];
  const files = await db
    .selectFrom("inboundAttachments")
    .selectAll()
    .where(
      "mailId",
      "in",
      mail.map((row) => row.id),
    )
    .orderBy("name")
    .execute();
  return mail.map((row) => ({ ...row, attachments: files.filter((file) => file.mailId === row.id) }));
}

/** The list of the conversation a file of a reply belongs to; null for unsorted mail. */
export async function mailFileList(db: Db, uploadId: string): Promise<EntryList | null> {
  const row = await db
    .selectFrom("inboundAttachments")
    .innerJoin("inboundMail", "inboundMail.id", "inboundAttachments.mailId")
    .select("inboundMail.list")
    .where("inboundAttachments.uploadId", "=", uploadId)
    .executeTakeFirst();
  return row?.list === "requests" || row?.list === "applications" ? row.list : null;
}

/** Files an unmatched message into the conversation staff chose; a message already filed stays where it is. */
export async function fileMailInto(
  db: Db,
  id: string,
  target: { list: EntryList; id: string },
  by: string,
  now: string,
): Promise<void> {
  await db
    .updateTable("inboundMail")
    .set({ list: target.list, entryId: target.id, handledAt: now, handledBy: by })
    .where("id", "=", id)
    .where("entryId", "is", null)
    .execute();
}

/** The Message-IDs of what the sender wrote into a conversation before a moment, with when. */
export async function receivedMessageIds(
  db: Db,
  list: EntryList,
  entryId: string,
  before: string,
): Promise<{ messageId: string | null; createdAt: string }[]> {
  return db
    .selectFrom("inboundMail")
    .select(["messageId", "createdAt"])
    .where("list", "=", list)
    .where("entryId", "=", entryId)
    .where("messageId", "is not", null)
    .where("createdAt", "<", before)
    .execute();
}
