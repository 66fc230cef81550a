import { BOOTSTRAP_ACCOUNT_ID } from "../../shared/staff.ts";
import type { Db } from "./database.ts";
import type { IsoDate } from "./schema.ts";

export interface StoredSession {
  id: string;
  csrfToken: string;
  accountId: string;
  expiresAt: IsoDate;
  credential: string | null;
}

export async function insertSession(db: Db, session: StoredSession, now: IsoDate): Promise<void> {
  await db
    .insertInto("adminSessions")
    .values({ ...session, createdAt: now })
    .execute();
}

export async function getSession(db: Db, id: string): Promise<StoredSession | undefined> {
  const row = await db
    .selectFrom("adminSessions")
    .select(["id", "csrfToken", "accountId", "expiresAt", "credential"])
    .where("id", "=", id)
    .executeTakeFirst();
  // Sessions from before accounts existed were the bootstrap administrator's.
  return row ? { ...row, accountId: row.accountId ?? BOOTSTRAP_ACCOUNT_ID } : undefined;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom("adminSessions").where("id", "=", id).execute();
}

export async function deleteExpiredSessions(db: Db, now: IsoDate): Promise<void> {
  await db.deleteFrom("adminSessions").where("expiresAt", "<", now).execute();
}

/** Ends every session of an account but one (the one changing its password keeps going). */
export async function deleteOtherSessions(db: Db, accountId: string, keep: string): Promise<void> {
  await db.deleteFrom("adminSessions").where("accountId", "=", accountId).where("id", "!=", keep).execute();
}

/** Ends every session of an account (signing out everywhere, a reset password, a hand-over). */
export async function deleteSessionsOf(db: Db, accountId: string): Promise<number> {
  const result = await db
    .deleteFrom("adminSessions")
    .where((eb) =>
      // Sessions from before accounts existed were the bootstrap administrator's.
      accountId === BOOTSTRAP_ACCOUNT_ID
        ? eb.or([eb("accountId", "=", accountId), eb("accountId", "is", null)])
        : eb("accountId", "=", accountId),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends the bootstrap administrator's sessions begun with another ADMIN_PASSWORD than `credential`'s. */
export async function deleteBootstrapSessionsExcept(db: Db, credential: string): Promise<void> {
  await db
    .deleteFrom("adminSessions")
    .where((eb) => eb.or([eb("accountId", "=", BOOTSTRAP_ACCOUNT_ID), eb("accountId", "is", null)]))
    .where((eb) => eb.or([eb("credential", "is", null), eb("credential", "!=", credential)]))
    .execute();
}
