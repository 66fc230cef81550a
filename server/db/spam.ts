import { sql, type Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { IsoDate, Schema } from "./schema.ts";

export type SpamEntry = Selectable<Schema["spam"]>;

/** Submissions the anti-spam rules caught, per inbox list (server/submissions/spam.ts). */

export async function insertSpam(db: Db, entry: SpamEntry): Promise<void> {
  await db.insertInto("spam").values(entry).execute();
}

/** One page of a list's spam, newest first, and how many there are in all. */
export async function spamPage(
  db: Db,
  list: string,
  page: { limit: number; offset: number },
): Promise<{ rows: SpamEntry[]; total: number }> {
  const count = await db
    .selectFrom("spam")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("list", "=", list)
    .executeTakeFirst();
  const rows = await db
    .selectFrom("spam")
    .selectAll()
    .where("list", "=", list)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(count?.n ?? 0) };
}

export async function countSpam(db: Db, list: string): Promise<number> {
  const row = await db
    .selectFrom("spam")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("list", "=", list)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Takes an entry out of spam (to restore it); undefined when it is gone already. */
export async function takeSpam(db: Db, id: string): Promise<SpamEntry | undefined> {
  return db.deleteFrom("spam").where("id", "=", id).returningAll().executeTakeFirst();
}

/** Every spam entry with this e-mail address, in any letter case (erasing a person). */
export async function spamByEmail(db: Db, email: string): Promise<SpamEntry[]> {
  const key = email.trim().toLocaleLowerCase("und");
  return db
    .selectFrom("spam")
    .selectAll()
    .where(sql<string>`lower(email)`, "=", key)
    .execute();
}

export async function deleteSpam(db: Db, id: string): Promise<void> {
  await db.deleteFrom("spam").where("id", "=", id).execute();
}

/** Entries caught before `before`, oldest first: to be removed with their files. */
export async function spamBefore(db: Db, before: IsoDate): Promise<SpamEntry[]> {
  return db.selectFrom("spam").selectAll().where("createdAt", "<", before).orderBy("createdAt").execute();
}
