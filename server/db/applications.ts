import type { Insertable, Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { Schema } from "./schema.ts";
import type { HiringStep } from "../../shared/inbox.ts";

export type Application = Selectable<Schema["applications"]>;
export type NewApplication = Insertable<Schema["applications"]>;

/** A new application starts at the first hiring step (the column's old default says "new"). */
export async function insertApplication(db: Db, application: NewApplication): Promise<void> {
  await db
    .insertInto("applications")
    .values({ status: "review" satisfies HiringStep, ...application })
    .execute();
}

/** An application with its CV's name and size (null once the file is gone). */
export async function getApplicationWithFile(db: Db, id: string) {
  return db
    .selectFrom("applications")
    .leftJoin("uploads", "uploads.id", "applications.cvId")
    .selectAll("applications")
    .select(["uploads.originalName as fileName", "uploads.size as fileSize"])
    .where("applications.id", "=", id)
    .executeTakeFirst();
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
