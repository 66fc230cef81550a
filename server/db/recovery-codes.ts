import { randomUUID } from "node:crypto";
import type { Db } from "./database.ts";
import type { IsoDate } from "./schema.ts";

/** Replaces every recovery code of an account with new ones (their hashes). */
export async function replaceRecoveryCodes(db: Db, accountId: string, hashes: string[], now: IsoDate): Promise<void> {
  await db.deleteFrom("recoveryCodes").where("accountId", "=", accountId).execute();
  await db
    .insertInto("recoveryCodes")
    .values(hashes.map((codeHash) => ({ id: randomUUID(), accountId, codeHash, usedAt: null, createdAt: now })))
    .execute();
}

/** Spends one unused code, once: false when it is unknown or was used (by another instance too). */
export async function useRecoveryCode(db: Db, accountId: string, codeHash: string, now: IsoDate): Promise<boolean> {
  const result = await db
    .updateTable("recoveryCodes")
    .set({ usedAt: now })
    .where("accountId", "=", accountId)
    .where("codeHash", "=", codeHash)
    .where("usedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function unusedRecoveryCodes(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom("recoveryCodes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("accountId", "=", accountId)
    .where("usedAt", "is", null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function deleteRecoveryCodes(db: Db, accountId: string): Promise<void> {
  await db.deleteFrom("recoveryCodes").where("accountId", "=", accountId).execute();
}
