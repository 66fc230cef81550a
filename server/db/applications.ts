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

/** What a change of hiring step needs to know of an application; undefined once it is erased. */
export async function applicationForHiring(db: Db, id: string) {
  return db
    .selectFrom("applications")
    .select(["id", "status", "email", "language"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function setApplicationStatus(db: Db, id: string, status: string): Promise<void> {
  await db.updateTable("applications").set({ status }).where("id", "=", id).execute();
}
