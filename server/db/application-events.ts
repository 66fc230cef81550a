import { sql, type Insertable, type Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { Schema } from "./schema.ts";

export type ApplicationEvent = Selectable<Schema["applicationEvents"]>;

/** An application's history: moves between hiring steps, notes, replies (server/admin/hiring.ts). */
export async function insertApplicationEvent(db: Db, event: Insertable<Schema["applicationEvents"]>): Promise<void> {
  await db.insertInto("applicationEvents").values(event).execute();
}

export async function getApplicationEvent(db: Db, id: string): Promise<ApplicationEvent | undefined> {
  return db.selectFrom("applicationEvents").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Oldest first; what one save did reads in order: the move, then the note, then the reply. */
export async function applicationEvents(db: Db, applicationId: string): Promise<ApplicationEvent[]> {
  return db
    .selectFrom("applicationEvents")
    .selectAll()
    .where("applicationId", "=", applicationId)
    .orderBy("createdAt")
    .orderBy(sql`CASE kind WHEN 'moved' THEN 0 WHEN 'note' THEN 1 ELSE 2 END`)
    .orderBy("id")
    .execute();
}

/** How many applications are at each status, per opening ("" for general applications). */
export async function applicationCounts(db: Db): Promise<{ position: string; status: string; n: number }[]> {
  const rows = await db
    .selectFrom("applications")
    .select(["position", "status", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy(["position", "status"])
    .execute();
  return rows.map((row) => ({ position: row.position, status: row.status, n: Number(row.n) }));
}
