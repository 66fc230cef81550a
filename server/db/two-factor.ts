import type { Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { IsoDate, Schema } from "./schema.ts";

export type TwoFactor = Selectable<Schema["twoFactor"]>;

export async function getTwoFactor(db: Db, accountId: string): Promise<TwoFactor | undefined> {
  return db.selectFrom("twoFactor").selectAll().where("accountId", "=", accountId).executeTakeFirst();
}

/** Whether the account signs in with a one-time code (its setup was confirmed). */
export async function twoFactorEnabled(db: Db, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom("twoFactor")
    .select("accountId")
    .where("accountId", "=", accountId)
    .where("enabledAt", "is not", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The accounts that sign in with a one-time code, for the accounts page. */
export async function accountsWithTwoFactor(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom("twoFactor").select("accountId").where("enabledAt", "is not", null).execute();
  return new Set(rows.map((row) => row.accountId));
}

/**
 * The secret a setup shows, made once and kept until it is confirmed or replaced: a reload,
 * or another instance, shows the same QR code. An enabled one is never replaced here.
 */
export async function pendingSecret(db: Db, accountId: string, make: () => string, now: IsoDate): Promise<string> {
  await db
    .insertInto("twoFactor")
    .values({ accountId, secret: make(), enabledAt: null, lastStep: 0, createdAt: now })
    .onConflict((conflict) => conflict.column("accountId").doNothing())
    .execute();
  const row = await getTwoFactor(db, accountId);
  if (!row) throw new Error(`The two-factor secret of ${accountId} could not be kept`);
  return row.secret;
}

/** Confirms a pending setup with the step of its first code; false when it was confirmed or gone meanwhile. */
export async function enableTwoFactor(db: Db, accountId: string, step: number, now: IsoDate): Promise<boolean> {
  const result = await db
    .updateTable("twoFactor")
    .set({ enabledAt: now, lastStep: step })
    .where("accountId", "=", accountId)
    .where("enabledAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes a code's time step, once: true only if no code of this step or a later one was
 * taken before. Conditional, so two instances given the same code at once accept it once.
 */
export async function takeStep(db: Db, accountId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable("twoFactor")
    .set({ lastStep: step })
    .where("accountId", "=", accountId)
    .where("enabledAt", "is not", null)
    .where("lastStep", "<", step)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends two-factor sign-in for an account (its recovery codes go with it: server/db/recovery-codes.ts). */
export async function deleteTwoFactor(db: Db, accountId: string): Promise<boolean> {
  const result = await db.deleteFrom("twoFactor").where("accountId", "=", accountId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
