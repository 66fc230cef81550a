import type { Db } from "./database.ts";
import type { ContactRequestsTable } from "./schema.ts";
import type { Insertable } from "kysely";

export type NewContactRequest = Insertable<ContactRequestsTable>;

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
