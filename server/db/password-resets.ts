import type { Insertable, Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { Schema } from "./schema.ts";

export type PasswordReset = Selectable<Schema["passwordResets"]>;

export async function insertPasswordReset(db: Db, reset: Insertable<Schema["passwordResets"]>): Promise<void> {
  await db.insertInto("passwordResets").values(reset).execute();
}

export async function getPasswordReset(db: Db, id: string): Promise<PasswordReset | undefined> {
  return db.selectFrom("passwordResets").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Marks one link used, once: false when it was used, spent or has expired meanwhile. */
export async function usePasswordReset(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("passwordResets")
    .set({ usedAt: now })
    .where("id", "=", id)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Spends every open link of an account: its password changed, so older links must not change it again. */
export async function spendPasswordResets(db: Db, accountId: string, now: string): Promise<void> {
  await db
    .updateTable("passwordResets")
    .set({ usedAt: now })
    .where("accountId", "=", accountId)
    .where("usedAt", "is", null)
    .execute();
}

export async function deletePasswordResetsOf(db: Db, accountId: string): Promise<void> {
  await db.deleteFrom("passwordResets").where("accountId", "=", accountId).execute();
}
