import type { Insertable, Selectable } from "kysely";
import { BOOTSTRAP_ACCOUNT_ID } from "../../shared/staff.ts";
import type { Db } from "./database.ts";
import type { Schema } from "./schema.ts";

export type Account = Selectable<Schema["accounts"]>;

type NewAccount = Insertable<Schema["accounts"]>;

export async function insertAccount(db: Db, account: NewAccount): Promise<void> {
  await db.insertInto("accounts").values(account).execute();
}

/** Creates the account once; later calls (every start, every instance) change nothing. */
export async function ensureAccount(db: Db, account: NewAccount): Promise<void> {
  await db
    .insertInto("accounts")
    .values(account)
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
}

export async function getAccount(db: Db, id: string): Promise<Account | undefined> {
  return db.selectFrom("accounts").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function accountByEmail(db: Db, email: string): Promise<Account | undefined> {
  return db.selectFrom("accounts").selectAll().where("emailKey", "=", email.trim().toLowerCase()).executeTakeFirst();
}

export async function listAccounts(db: Db): Promise<Account[]> {
  return db.selectFrom("accounts").selectAll().orderBy("createdAt").execute();
}

/** Whether any account can sign in with a password of its own. */
export async function anyPasswordAccount(db: Db): Promise<boolean> {
  return (
    (await db.selectFrom("accounts").select("id").where("passwordHash", "is not", null).limit(1).executeTakeFirst()) !==
    undefined
  );
}

export async function updateAccount(
  db: Db,
  id: string,
  changes: Partial<Pick<Account, "role" | "language" | "passwordHash" | "name" | "permissions" | "morningDigest">>,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("accounts")
    .set({ ...changes, updatedAt: now })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes an account and every session it holds. */
export async function deleteAccount(db: Db, id: string): Promise<boolean> {
  await db.deleteFrom("adminSessions").where("accountId", "=", id).execute();
  const result = await db.deleteFrom("accounts").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The administrators of flesh and blood: accounts with a password of their own. */
export async function countAdministrators(db: Db): Promise<number> {
  // The installation's dormant account is no one (issue 39.4): counted, it let the only real
  // administrator step down and ADMIN_PASSWORD sign in again.
  const row = await db
    .selectFrom("accounts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "administrator")
    .where("passwordHash", "is not", null)
    .where("id", "!=", BOOTSTRAP_ACCOUNT_ID)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Whether an administrator of flesh and blood can sign in: an administrator account with a
 * password of its own. From then on ADMIN_PASSWORD no longer opens the inbox (decision 052).
 */
export async function realAdministratorExists(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom("accounts")
    .select("id")
    .where("role", "=", "administrator")
    .where("passwordHash", "is not", null)
    .where("id", "!=", BOOTSTRAP_ACCOUNT_ID)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The accounts a morning digest may go to: people with an e-mail and a password of their
 * own (never the installation password's identity) who did not turn it off.
 */
export async function digestRecipients(db: Db): Promise<Account[]> {
  return db
    .selectFrom("accounts")
    .selectAll()
    .where("morningDigest", "=", 1)
    .where("email", "is not", null)
    .where("passwordHash", "is not", null)
    .where("id", "!=", BOOTSTRAP_ACCOUNT_ID)
    .orderBy("createdAt")
    .execute();
}

/** The addresses of the administrators who have one (the bootstrap administrator has none). */
export async function administratorEmails(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("accounts")
    .select("email")
    .where("role", "=", "administrator")
    .where("email", "is not", null)
    .orderBy("email")
    .execute();
  return rows.flatMap((row) => (row.email ? [row.email] : []));
}
