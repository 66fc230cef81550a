import type { Insertable, Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { IsoDate, Schema } from "./schema.ts";
import type { EntryList } from "../../shared/inbox.ts";

export type ReplyTemplateRow = Selectable<Schema["replyTemplates"]>;

/** Reply templates staff keep (server/admin/reply-templates.ts says what they mean). */

/** A list's templates in the order staff see them, the retired ones or the others. */
export async function replyTemplateRows(
  db: Db,
  list: EntryList,
  options: { archived: boolean },
): Promise<ReplyTemplateRow[]> {
  return db
    .selectFrom("replyTemplates")
    .selectAll()
    .where("list", "=", list)
    .where("archivedAt", options.archived ? "is not" : "is", null)
    .orderBy("sortOrder")
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

export async function getReplyTemplateRow(db: Db, id: string): Promise<ReplyTemplateRow | undefined> {
  return db.selectFrom("replyTemplates").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertReplyTemplate(db: Db, row: Insertable<Schema["replyTemplates"]>): Promise<void> {
  await db.insertInto("replyTemplates").values(row).execute();
}

/** A list's next place at the end. */
export async function nextTemplateOrder(db: Db, list: EntryList): Promise<number> {
  const row = await db
    .selectFrom("replyTemplates")
    .select((eb) => eb.fn.max("sortOrder").as("last"))
    .where("list", "=", list)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Saves a template's step and texts over the revision the editor opened; false when it has moved on since. */
export async function updateReplyTemplate(
  db: Db,
  id: string,
  revision: number,
  change: { step: string | null; texts: string; updatedAt: IsoDate; updatedBy: string },
): Promise<boolean> {
  const result = await db
    .updateTable("replyTemplates")
    .set((eb) => ({ ...change, revision: eb("revision", "+", 1) }))
    .where("id", "=", id)
    .where("revision", "=", revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Retires a template (archived: not offered in replies) or brings it back (null); false when nothing changed. */
export async function setReplyTemplateArchived(
  db: Db,
  id: string,
  archived: { at: IsoDate; by: string } | null,
): Promise<boolean> {
  const result = await db
    .updateTable("replyTemplates")
    .set((eb) => ({
      archivedAt: archived?.at ?? null,
      archivedBy: archived?.by ?? null,
      revision: eb("revision", "+", 1),
    }))
    .where("id", "=", id)
    .where("archivedAt", archived ? "is" : "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
