import type { Insertable, Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { IsoDate, Schema } from "./schema.ts";

export type Upload = Selectable<Schema["uploads"]>;
export type NewUpload = Insertable<Schema["uploads"]>;

/** Thrown when a submission names an upload that does not exist, is of another kind, or is already used. */
export class UnknownUploadError extends Error {}

export async function insertUpload(db: Db, upload: NewUpload): Promise<void> {
  await db.insertInto("uploads").values(upload).execute();
}

export async function getUpload(db: Db, id: string): Promise<Upload | undefined> {
  return db.selectFrom("uploads").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Marks an unused upload of the right category as used by a submission; anything else is refused. */
export async function claimUpload(db: Db, id: string, category: string, now: IsoDate): Promise<void> {
  const result = await db
    .updateTable("uploads")
    .set({ usedAt: now })
    .where("id", "=", id)
    .where("category", "=", category)
    .where("usedAt", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new UnknownUploadError(id);
}

/** Uploads never claimed by a submission and older than `before`. */
export async function unusedUploadsBefore(db: Db, before: IsoDate): Promise<Upload[]> {
  return db.selectFrom("uploads").selectAll().where("usedAt", "is", null).where("createdAt", "<", before).execute();
}

/** Whether an upload row names this stored file. */
export async function uploadExists(db: Db, storedName: string): Promise<boolean> {
  return (
    (await db.selectFrom("uploads").select("id").where("storedName", "=", storedName).executeTakeFirst()) !== undefined
  );
}

/** Deletes an upload no submission has claimed; false when it is gone or in use. */
export async function deleteUnusedUpload(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("uploads").where("id", "=", id).where("usedAt", "is", null).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Deletes an upload whatever its state (erasing a person); returns its stored file name. */
export async function deleteUpload(db: Db, id: string): Promise<string | undefined> {
  const row = await db.deleteFrom("uploads").where("id", "=", id).returning("storedName").executeTakeFirst();
  return row?.storedName;
}

/** Those of these uploads that exist, in no particular order. */
export async function getUploads(db: Db, ids: readonly string[]): Promise<Upload[]> {
  if (ids.length === 0) return [];
  return db.selectFrom("uploads").selectAll().where("id", "in", ids).execute();
}
