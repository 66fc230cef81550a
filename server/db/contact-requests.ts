import type { Db } from "./database.ts";
import type { Schema } from "./schema.ts";
import type { Insertable, Selectable } from "kysely";

export type ContactRequest = Selectable<Schema["contactRequests"]>;
export type NewContactRequest = Insertable<Schema["contactRequests"]>;

export async function insertContactRequest(db: Db, request: NewContactRequest): Promise<void> {
  await db.insertInto("contactRequests").values(request).execute();
}

/** A quote request with its attachment's name and size (null once the file is gone). */
export async function getContactRequestWithFile(db: Db, id: string) {
  return db
    .selectFrom("contactRequests")
    .leftJoin("uploads", "uploads.id", "contactRequests.fileId")
    .selectAll("contactRequests")
    .select(["uploads.originalName as fileName", "uploads.size as fileSize"])
    .where("contactRequests.id", "=", id)
    .executeTakeFirst();
}
