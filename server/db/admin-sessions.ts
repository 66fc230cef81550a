import type { Db } from "./database.ts";
import type { IsoDate } from "./schema.ts";

export interface StoredSession {
  id: string;
  csrfToken: string;
  expiresAt: IsoDate;
}

export async function insertSession(db: Db, session: StoredSession, now: IsoDate): Promise<void> {
  await db
    .insertInto("adminSessions")
    .values({ id: session.id, csrfToken: session.csrfToken, createdAt: now, expiresAt: session.expiresAt })
    .execute();
}

export async function getSession(db: Db, id: string): Promise<StoredSession | undefined> {
  return db
    .selectFrom("adminSessions")
    .select(["id", "csrfToken", "expiresAt"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom("adminSessions").where("id", "=", id).execute();
}

export async function deleteExpiredSessions(db: Db, now: IsoDate): Promise<void> {
  await db.deleteFrom("adminSessions").where("expiresAt", "<", now).execute();
}
