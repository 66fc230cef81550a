import { sql, type Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { Schema } from "./schema.ts";

export type Redirect = Selectable<Schema["redirects"]>;

/** Every redirect staff keep, by the path it starts from. */
export async function listRedirects(db: Db): Promise<Redirect[]> {
  return db.selectFrom("redirects").selectAll().orderBy("fromPath").execute();
}

export async function getRedirect(db: Db, id: string): Promise<Redirect | undefined> {
  return db.selectFrom("redirects").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertRedirect(
  db: Db,
  values: { id: string; fromPath: string; target: string; status: number; at: string; by: string },
): Promise<void> {
  const { at, by, ...rest } = values;
  await db
    .insertInto("redirects")
    .values({ ...rest, createdAt: at, updatedAt: at, updatedBy: by })
    .execute();
}

export async function updateRedirect(
  db: Db,
  id: string,
  values: { fromPath: string; target: string; status: number; at: string; by: string },
): Promise<void> {
  const { at, by, ...rest } = values;
  await db
    .updateTable("redirects")
    .set({ ...rest, updatedAt: at, updatedBy: by })
    .where("id", "=", id)
    .execute();
}

export async function deleteRedirect(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("redirects").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Adds hits counted in memory since the last write. */
export async function addRedirectHits(db: Db, id: string, hits: number, at: string): Promise<void> {
  await db
    .updateTable("redirects")
    .set({ hits: sql<number>`hits + ${hits}`, lastHitAt: at })
    .where("id", "=", id)
    .execute();
}

/** The automatic redirects from entries' changed addresses: kind, old id, new id. */
export async function listIdRedirects(db: Db) {
  return db
    .selectFrom("idRedirects")
    .select(["kind", "oldId", "newId", "createdAt"])
    .orderBy("createdAt", "desc")
    .execute();
}
