import type { Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { IsoDate, Schema } from "./schema.ts";

export type SignInChallenge = Selectable<Schema["signInChallenges"]>;

export async function insertChallenge(db: Db, challenge: SignInChallenge): Promise<void> {
  await db.insertInto("signInChallenges").values(challenge).execute();
}

/** The challenge an id names while it is open. */
export async function openChallenge(db: Db, id: string, now: IsoDate): Promise<SignInChallenge | undefined> {
  return db
    .selectFrom("signInChallenges")
    .selectAll()
    .where("id", "=", id)
    .where("expiresAt", ">", now)
    .executeTakeFirst();
}

/** Ends a challenge, once: false when another request ended it first. */
export async function endChallenge(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("signInChallenges").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteChallengesOf(db: Db, accountId: string): Promise<void> {
  await db.deleteFrom("signInChallenges").where("accountId", "=", accountId).execute();
}

export async function deleteExpiredChallenges(db: Db, now: IsoDate): Promise<void> {
  await db.deleteFrom("signInChallenges").where("expiresAt", "<", now).execute();
}
