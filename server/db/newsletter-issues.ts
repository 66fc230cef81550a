import type { Insertable, Selectable, Updateable } from "kysely";
import type { Db } from "./database.ts";
import type { Schema } from "./schema.ts";

/** Newsletter issues written in the inbox (server/newsletter/issues.ts). */

export type NewsletterIssueRow = Selectable<Schema["newsletterIssues"]>;

export async function insertIssue(db: Db, issue: Insertable<Schema["newsletterIssues"]>): Promise<void> {
  await db.insertInto("newsletterIssues").values(issue).execute();
}

export async function getIssue(db: Db, id: string): Promise<NewsletterIssueRow | undefined> {
  return db.selectFrom("newsletterIssues").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Newest first. */
export async function listIssues(db: Db): Promise<NewsletterIssueRow[]> {
  return db.selectFrom("newsletterIssues").selectAll().orderBy("createdAt", "desc").orderBy("id").execute();
}

/** Changes a draft; false when it is no longer one (sent meanwhile) or does not exist. */
export async function updateDraft(
  db: Db,
  id: string,
  change: Pick<Updateable<Schema["newsletterIssues"]>, "content" | "updatedAt" | "updatedBy">,
): Promise<boolean> {
  const result = await db
    .updateTable("newsletterIssues")
    .set(change)
    .where("id", "=", id)
    .where("status", "=", "draft")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks a draft sent with its send; false when it was sent already (by another click, on any instance). */
export async function markIssueSent(db: Db, id: string, sendId: string, at: string, by: string): Promise<boolean> {
  const result = await db
    .updateTable("newsletterIssues")
    .set({ status: "sent", sendId, updatedAt: at, updatedBy: by })
    .where("id", "=", id)
    .where("status", "=", "draft")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
