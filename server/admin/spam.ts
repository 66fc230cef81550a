import type { Transaction } from "kysely";
import type { Database } from "../db/database.ts";
import { recordAudit } from "../db/audit-log.ts";
import type { Schema } from "../db/schema.ts";
import type { SpamEntry } from "../db/spam.ts";
import { countSpam, spamPage, takeSpam } from "../db/spam.ts";
import { PAGE_SIZE, type ListName } from "../../shared/inbox.ts";

/** One page of a list's spam view, newest first (server/submissions/spam.ts keeps them). */
export async function inboxSpamPage(database: Database, list: ListName, page: number) {
  return spamPage(database.db, list, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
}

export async function inboxSpamCount(database: Database, list: ListName): Promise<number> {
  return countSpam(database.db, list);
}

/**
 * Restores a spam entry into its list: in one transaction it leaves spam, `accept` delivers it
 * as its form would have (its row, staff's notifications and the sender's answer, through the
 * outbox) and the audit log records who did. Undefined when it is no longer in spam.
 */
export async function restoreSpam(
  database: Database,
  id: string,
  actor: string,
  accept: (tx: Transaction<Schema>, entry: SpamEntry) => Promise<void>,
): Promise<SpamEntry | undefined> {
  return database.transaction(async (tx) => {
    const entry = await takeSpam(tx, id);
    if (!entry) return undefined;
    await accept(tx, entry);
    await recordAudit(tx, actor, "restore-spam", { list: entry.list, id });
    return entry;
  });
}
