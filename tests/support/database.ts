import { readdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import type { Database } from "../../server/db/database.ts";
import type { Schema } from "../../server/db/schema.ts";
import type { FileStore } from "../../server/files/file-store.ts";

/** Rows in a table. */
export async function countRows(database: Database, table: keyof Schema): Promise<number> {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The names of stored files, whole or not: the uploads folder with SQLite, the
 * upload_chunks table with PostgreSQL.
 */
export async function storedFileNames(database: Database, dataDir: string): Promise<string[]> {
  if (database.engine === "postgres") {
    const rows = await database.db.selectFrom("uploadChunks").select("storedName").distinct().execute();
    return rows.map((row) => row.storedName).sort();
  }
  const dir = join(dataDir, "uploads");
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/** A stored file's bytes. */
export async function storedFileBytes(files: FileStore, storedName: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of files.open(storedName)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Moves an entry's publishing time, as if it had been scheduled for then (time passing, for tests). */
export async function setEntryPublishAt(
  database: Database,
  kind: string,
  id: string,
  publishAt: string,
): Promise<void> {
  await database.db
    .updateTable("contentEntries")
    .set({ publishAt })
    .where("kind", "=", kind)
    .where("id", "=", id)
    .execute();
}

/** Makes a database look as it did before a kind of content existed: none of its entries, never imported. */
export async function forgetKind(database: Database, kind: string): Promise<void> {
  await database.db.deleteFrom("contentEntries").where("kind", "=", kind).execute();
  await database.db.deleteFrom("settings").where("name", "=", `content_seeded:${kind}`).execute();
}
