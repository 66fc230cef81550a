import type { Db } from "./database.ts";
import type { IsoDate } from "./schema.ts";

/** The bytes of files kept in the database (PostgreSQL), a chunk per row, in order. */

export async function insertChunk(db: Db, storedName: string, seq: number, data: Uint8Array, now: IsoDate) {
  await db.insertInto("uploadChunks").values({ storedName, seq, data, createdAt: now }).execute();
}

/** One chunk, or undefined past the last. */
export async function readChunk(db: Db, storedName: string, seq: number): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom("uploadChunks")
    .select("data")
    .where("storedName", "=", storedName)
    .where("seq", "=", seq)
    .executeTakeFirst();
  return row?.data;
}

export async function deleteChunks(db: Db, storedName: string): Promise<void> {
  await db.deleteFrom("uploadChunks").where("storedName", "=", storedName).execute();
}

/** Stored files whose first chunk was written before `before`. */
export async function chunkedFilesBefore(db: Db, before: IsoDate): Promise<string[]> {
  const rows = await db
    .selectFrom("uploadChunks")
    .select("storedName")
    .where("seq", "=", 0)
    .where("createdAt", "<", before)
    .execute();
  return rows.map((row) => row.storedName);
}

/** Stored names of uploads whose bytes are not in upload_chunks. */
export async function uploadsWithoutChunks(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("uploads")
    .select("uploads.storedName")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom("uploadChunks").select("seq").whereRef("uploadChunks.storedName", "=", "uploads.storedName")),
      ),
    )
    .execute();
  return rows.map((row) => row.storedName);
}
