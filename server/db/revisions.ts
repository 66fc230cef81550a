import type { Selectable } from "kysely";
import { randomUUID } from "node:crypto";
import type { Db } from "./database.ts";
import type { Schema } from "./schema.ts";

export type Revision = Selectable<Schema["revisions"]>;

export async function insertRevision(
  db: Db,
  revision: { kind: string; itemId: string; snapshot: string; action: string; createdAt: string; createdBy: string },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("revisions")
    .values({ id, ...revision })
    .execute();
  return id;
}

/** Several new revisions, in one statement. */
export async function insertRevisions(
  db: Db,
  revisions: readonly {
    kind: string;
    itemId: string;
    snapshot: string;
    action: string;
    createdAt: string;
    createdBy: string;
  }[],
): Promise<void> {
  if (revisions.length) {
    await db
      .insertInto("revisions")
      .values(revisions.map((revision) => ({ id: randomUUID(), ...revision })))
      .execute();
  }
}

/** An item's revisions, newest first (without their snapshots). */
export async function listRevisions(db: Db, kind: string, itemId: string) {
  return db
    .selectFrom("revisions")
    .select(["id", "action", "createdAt", "createdBy"])
    .where("kind", "=", kind)
    .where("itemId", "=", itemId)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
}

export async function getRevision(db: Db, id: string): Promise<Revision | undefined> {
  return db.selectFrom("revisions").selectAll().where("id", "=", id).executeTakeFirst();
}

/** An item's revisions follow it when its id changes. */
export async function moveRevisions(db: Db, kind: string, from: string, to: string): Promise<void> {
  await db.updateTable("revisions").set({ itemId: to }).where("kind", "=", kind).where("itemId", "=", from).execute();
}

/** The revision an item's save at `createdAt` kept (a version an editor was opened from), if any. */
export async function revisionSavedAt(db: Db, kind: string, itemId: string, createdAt: string) {
  return db
    .selectFrom("revisions")
    .select(["id"])
    .where("kind", "=", kind)
    .where("itemId", "=", itemId)
    .where("createdAt", "=", createdAt)
    .orderBy("id")
    .executeTakeFirst();
}
