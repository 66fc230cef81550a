import { sql, type Insertable, type Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { Schema } from "./schema.ts";
import type { EntryList } from "../../shared/inbox.ts";

export type EntryEvent = Selectable<Schema["entryEvents"]>;

/** The history of a quote request or an application (server/admin/entries.ts writes it). */
export async function insertEntryEvent(db: Db, event: Insertable<Schema["entryEvents"]>): Promise<void> {
  await db.insertInto("entryEvents").values(event).execute();
}

export async function getEntryEvent(db: Db, id: string): Promise<EntryEvent | undefined> {
  return db.selectFrom("entryEvents").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Oldest first; what one save did reads in order: the move, the owner, the note, then the reply. */
export async function entryEvents(db: Db, list: EntryList, entryId: string): Promise<EntryEvent[]> {
  return db
    .selectFrom("entryEvents")
    .selectAll()
    .where("list", "=", list)
    .where("entryId", "=", entryId)
    .orderBy("createdAt")
    .orderBy(sql`CASE kind WHEN 'moved' THEN 0 WHEN 'assigned' THEN 1 WHEN 'note' THEN 2 ELSE 3 END`)
    .orderBy("id")
    .execute();
}

export async function deleteEntryEvents(db: Db, list: EntryList, entryId: string): Promise<string[]> {
  const rows = await db
    .deleteFrom("entryEvents")
    .where("list", "=", list)
    .where("entryId", "=", entryId)
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

/** The replies staff sent in a conversation before a moment, with when. */
export async function repliesBefore(
  db: Db,
  list: EntryList,
  entryId: string,
  before: string,
): Promise<{ id: string; createdAt: string }[]> {
  return db
    .selectFrom("entryEvents")
    .select(["id", "createdAt"])
    .where("list", "=", list)
    .where("entryId", "=", entryId)
    .where("kind", "=", "reply")
    .where("createdAt", "<", before)
    .execute();
}
