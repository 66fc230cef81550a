import type { Database, Db } from "../db/database.ts";
import type { IsoDate } from "../db/schema.ts";
import type { SpamEntry } from "../db/spam.ts";
import { deleteSpam, insertSpam, spamBefore } from "../db/spam.ts";
import { deleteUpload } from "../db/uploads.ts";
import type { FileStore } from "../files/file-store.ts";
import type { SpamReason } from "../../shared/forms/fields.ts";
import type { ListName } from "../../shared/inbox.ts";

/**
 * What the honeypot or the fill-time rule catches is kept, not dropped (issue 25, decision
 * 033): a browser's autofill can fill a form faster than the rule allows, and a person's
 * request must never vanish. Kept entries notify nobody and answer nobody; staff see them
 * in the inbox's spam view and restore what a person sent; after 30 days they are removed.
 */
const SPAM_KEPT_DAYS = 30;

export async function keepAsSpam(
  db: Db,
  entry: {
    id: string;
    list: ListName;
    reason: SpamReason;
    email: string;
    language: string;
    data: object;
    fileId: string | null;
    now: IsoDate;
  },
): Promise<void> {
  await insertSpam(db, {
    id: entry.id,
    list: entry.list,
    reason: entry.reason,
    email: entry.email,
    language: entry.language,
    data: JSON.stringify(entry.data),
    fileId: entry.fileId,
    createdAt: entry.now,
  });
}

/** The submission a spam entry holds, as its form sent it. */
export function spamData(entry: Pick<SpamEntry, "data">): Record<string, unknown> {
  return JSON.parse(entry.data) as Record<string, unknown>;
}

/** Removes spam older than 30 days with its files; how many entries. */
export async function removeOldSpam(database: Database, files: FileStore, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - SPAM_KEPT_DAYS * 86_400_000).toISOString();
  let removed = 0;
  for (const entry of await spamBefore(database.db, before)) {
    const storedName = await database.transaction(async (tx) => {
      await deleteSpam(tx, entry.id);
      return entry.fileId ? deleteUpload(tx, entry.fileId) : undefined;
    });
    // The file goes after its rows, so nothing can still reach it.
    if (storedName) await files.remove(storedName);
    removed += 1;
  }
  return removed;
}
