import type { Insertable, Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { Schema } from "./schema.ts";

export type Invitation = Selectable<Schema["invitations"]>;

export async function insertInvitation(db: Db, invitation: Insertable<Schema["invitations"]>): Promise<void> {
  await db.insertInto("invitations").values(invitation).execute();
}

export async function getInvitation(db: Db, id: string): Promise<Invitation | undefined> {
  return db.selectFrom("invitations").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Invitations neither accepted nor revoked, newest first (expired ones included, marked by their date). */
export async function openInvitations(db: Db): Promise<Invitation[]> {
  return db
    .selectFrom("invitations")
    .selectAll()
    .where("acceptedAt", "is", null)
    .where("revokedAt", "is", null)
    .orderBy("createdAt", "desc")
    .execute();
}

/** Marks an invitation used, once: false when it was already accepted, revoked or has expired. */
export async function acceptInvitation(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("invitations")
    .set({ acceptedAt: now })
    .where("id", "=", id)
    .where("acceptedAt", "is", null)
    .where("revokedAt", "is", null)
    .where("expiresAt", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeInvitation(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("invitations")
    .set({ revokedAt: now })
    .where("id", "=", id)
    .where("acceptedAt", "is", null)
    .where("revokedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Withdraws every open invitation an account sent; how many. */
export async function revokeInvitationsBy(db: Db, accountId: string, now: string): Promise<number> {
  const result = await db
    .updateTable("invitations")
    .set({ revokedAt: now })
    .where("invitedBy", "=", accountId)
    .where("acceptedAt", "is", null)
    .where("revokedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
