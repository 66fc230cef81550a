import type { Db } from "./database.ts";
import type { EntryList } from "../../shared/inbox.ts";

/**
 * The files staff sent with a message to a sender (an entry event of kind "reply"), in the
 * order they were attached. Each is an upload of its own (server/conversations/reply-files.ts).
 */
export interface EventFile {
  eventId: string;
  uploadId: string;
  name: string;
  mime: string;
  size: number;
  storedName: string;
}

export async function insertEventFiles(db: Db, eventId: string, uploadIds: readonly string[]): Promise<void> {
  if (uploadIds.length === 0) return;
  await db
    .insertInto("entryEventFiles")
    .values(uploadIds.map((uploadId, sortOrder) => ({ eventId, uploadId, sortOrder })))
    .execute();
}

/** The files of these events, each event's in the order they were attached. */
export async function eventFiles(db: Db, eventIds: readonly string[]): Promise<EventFile[]> {
  if (eventIds.length === 0) return [];
  return db
    .selectFrom("entryEventFiles")
    .innerJoin("uploads", "uploads.id", "entryEventFiles.uploadId")
    .select([
      "entryEventFiles.eventId",
      "entryEventFiles.uploadId",
      "uploads.originalName as name",
      "uploads.mime",
      "uploads.size",
      "uploads.storedName",
    ])
    .where("entryEventFiles.eventId", "in", eventIds)
    .orderBy("entryEventFiles.eventId")
    .orderBy("entryEventFiles.sortOrder")
    .execute();
}

/** Forgets the files of these events (erasing a person); returns their uploads, for the caller to delete. */
export async function deleteEventFiles(db: Db, eventIds: readonly string[]): Promise<string[]> {
  if (eventIds.length === 0) return [];
  const rows = await db.deleteFrom("entryEventFiles").where("eventId", "in", eventIds).returning("uploadId").execute();
  return rows.map((row) => row.uploadId);
}

/** The list of the conversation a file was sent in; null when no message carries it. */
export async function eventFileList(db: Db, uploadId: string): Promise<EntryList | null> {
  const row = await db
    .selectFrom("entryEventFiles")
    .innerJoin("entryEvents", "entryEvents.id", "entryEventFiles.eventId")
    .select("entryEvents.list")
    .where("entryEventFiles.uploadId", "=", uploadId)
    .executeTakeFirst();
  return row?.list === "requests" || row?.list === "applications" ? row.list : null;
}
