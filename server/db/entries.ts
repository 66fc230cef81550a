import type { Insertable, Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { Schema } from "./schema.ts";

export type ContentEntryRow = Selectable<Schema["contentEntries"]>;

export type NewContentEntry = Insertable<Schema["contentEntries"]>;

export async function getEntry(db: Db, kind: string, id: string): Promise<ContentEntryRow | undefined> {
  return db.selectFrom("contentEntries").selectAll().where("kind", "=", kind).where("id", "=", id).executeTakeFirst();
}

/** Every entry of a kind, whatever its state: the inbox's lists. */
export async function listEntries(db: Db, kind: string): Promise<ContentEntryRow[]> {
  return db
    .selectFrom("contentEntries")
    .selectAll()
    .where("kind", "=", kind)
    .orderBy("position")
    .orderBy("updatedAt", "desc")
    .execute();
}

/** Entries of every kind that visitors see, or will see once their time comes: published or scheduled. */
export async function publicOrScheduledEntries(db: Db): Promise<ContentEntryRow[]> {
  return db
    .selectFrom("contentEntries")
    .selectAll()
    .where("status", "in", ["published", "scheduled"])
    .orderBy("kind")
    .orderBy("position")
    .orderBy("id")
    .execute();
}

/** The ids of a kind's entries. */
export async function entryIds(db: Db, kind: string): Promise<string[]> {
  return (await db.selectFrom("contentEntries").select("id").where("kind", "=", kind).execute()).map((row) => row.id);
}

/** New entries, in one statement (the import of the content the site starts with). */
export async function insertEntries(db: Db, entries: readonly NewContentEntry[]): Promise<void> {
  if (entries.length)
    await db
      .insertInto("contentEntries")
      .values([...entries])
      .execute();
}

export async function upsertEntry(db: Db, entry: NewContentEntry): Promise<void> {
  await db
    .insertInto("contentEntries")
    .values(entry)
    .onConflict((conflict) =>
      conflict.columns(["kind", "id"]).doUpdateSet((eb) => ({
        status: eb.ref("excluded.status"),
        publishAt: eb.ref("excluded.publishAt"),
        closedAt: eb.ref("excluded.closedAt"),
        data: eb.ref("excluded.data"),
        updatedAt: eb.ref("excluded.updatedAt"),
        updatedBy: eb.ref("excluded.updatedBy"),
      })),
    )
    .execute();
}

/**
 * Marks an entry as being saved at `now`, only if it is still at the version `base`; false
 * when another save changed it since. The update locks the row until the transaction ends.
 */
export async function claimEntry(db: Db, kind: string, id: string, base: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("contentEntries")
    .set({ updatedAt: now })
    .where("kind", "=", kind)
    .where("id", "=", id)
    .where("updatedAt", "=", base)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function renameEntry(db: Db, kind: string, from: string, to: string): Promise<void> {
  await db.updateTable("contentEntries").set({ id: to }).where("kind", "=", kind).where("id", "=", from).execute();
}

export async function deleteEntry(db: Db, kind: string, id: string): Promise<void> {
  await db.deleteFrom("contentEntries").where("kind", "=", kind).where("id", "=", id).execute();
}

/** The place after the last entry of a kind: where a new entry goes in an arranged list. */
export async function nextPosition(db: Db, kind: string): Promise<number> {
  const row = await db
    .selectFrom("contentEntries")
    .select((eb) => eb.fn.max("position").as("last"))
    .where("kind", "=", kind)
    .executeTakeFirst();
  return Number(row?.last ?? -1) + 1;
}

/** Puts a kind's entries in the order given. */
export async function arrangeEntries(db: Db, kind: string, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db.updateTable("contentEntries").set({ position }).where("kind", "=", kind).where("id", "=", id).execute();
  }
}

/** Scheduled entries that become public after `after` and by `until`. */
export async function entriesDueBetween(db: Db, after: string, until: string): Promise<number> {
  const row = await db
    .selectFrom("contentEntries")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "scheduled")
    .where("publishAt", ">", after)
    .where("publishAt", "<=", until)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The entries whose document holds a reference ("media:<id>"), as a field's value or inside
 * a Markdown text. References are letters, digits, hyphens and colons, never LIKE's wildcards.
 */
export async function entriesMentioning(db: Db, reference: string): Promise<Pick<ContentEntryRow, "kind" | "id">[]> {
  if (!/^[\w:-]+$/.test(reference) || reference.includes("_")) return [];
  const pattern = `%${reference}%`;
  return db
    .selectFrom("contentEntries")
    .select(["kind", "id"])
    .where((eb) => eb("data", "like", pattern))
    .orderBy("kind")
    .orderBy("id")
    .execute();
}

/** Every entry's document, for scanning what it refers to (the media library's "used in"). */
export async function allEntryDocuments(db: Db): Promise<Pick<ContentEntryRow, "kind" | "id" | "data">[]> {
  return db.selectFrom("contentEntries").select(["kind", "id", "data"]).orderBy("kind").orderBy("id").execute();
}
