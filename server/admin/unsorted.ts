import { recordAudit } from "../db/audit-log.ts";
import type { Database } from "../db/database.ts";
import { customersNamed, entriesByEmail } from "../db/inbox-lists.ts";
import type { InboundMail } from "../db/inbound-mail.ts";
import { comparableName, senderDoubts, type SenderDoubt } from "../../shared/sender-check.ts";
import { getInboundMail, markHandled, unmatchedMail, fileMailInto } from "../db/inbound-mail.ts";
import type { EntryList } from "../../shared/inbox.ts";

/**
 * Replies from the mailbox that named no conversation (no token, a forged one, or one of
 * an erased entry): staff read them, file each into the conversation it belongs to (the
 * quote requests and applications from the same address are offered), or set it aside.
 */
export async function unsortedMail(database: Database, lists: readonly EntryList[], handled = false) {
  const mail = await unmatchedMail(database.db, { handled, limit: 100 });
  return Promise.all(
    mail.map(async (message) => ({
      ...message,
      doubts: await doubtsAbout(database, message),
      // The entries this sender has in the lists the member of staff works on.
      candidates: message.fromAddress
        ? (
            await Promise.all(
              lists.map(async (list) =>
                (await entriesByEmail(database.db, list, message.fromAddress)).map((entry) => ({
                  list,
                  id: entry.id,
                  createdAt: entry.createdAt,
                })),
              ),
            )
          ).flat()
        : [],
    })),
  );
}

/** Why this message's sender may not be who they seem (shared/sender-check.ts): empty when nothing says so. */
async function doubtsAbout(database: Database, mail: InboundMail): Promise<SenderDoubt[]> {
  const name = comparableName(mail.fromName);
  return senderDoubts(mail, name ? await customersNamed(database.db, name) : []);
}

export type SortOutcome = { ok: true } | { ok: false; problem: "gone" | "notSender" | "unconfirmed" };

/**
 * Files an unsorted reply into a conversation of the same sender; it then shows in that
 * conversation like any reply. Only an entry with the sender's address can be chosen, so
 * nobody's message lands in someone else's conversation; a sender in doubt (a look-alike
 * name, hidden characters) is filed only once staff confirm they checked it (issue 39.7).
 */
export async function fileReply(
  database: Database,
  mailId: string,
  target: { list: EntryList; id: string },
  by: string,
  options: { confirmed?: boolean; now?: string } = {},
): Promise<SortOutcome> {
  const now = options.now ?? new Date().toISOString();
  const found = await getInboundMail(database.db, mailId);
  if (found && !options.confirmed && (await doubtsAbout(database, found)).length > 0) {
    return { ok: false, problem: "unconfirmed" };
  }
  return database.transaction(async (tx) => {
    const mail = await getInboundMail(tx, mailId);
    if (!mail || mail.entryId) return { ok: false, problem: "gone" } as const;
    const entries = mail.fromAddress ? await entriesByEmail(tx, target.list, mail.fromAddress) : [];
    if (!entries.some((entry) => entry.id === target.id)) return { ok: false, problem: "notSender" } as const;
    await fileMailInto(tx, mailId, target, by, now);
    await recordAudit(tx, by, "file-reply", {
      mail: mailId,
      list: target.list,
      id: target.id,
      ...(options.confirmed ? { confirmed: true } : {}),
    });
    return { ok: true } as const;
  });
}

/** Sets an unsorted reply aside (read, nothing to file); it stays listed under "set aside". */
export async function setAside(database: Database, mailId: string, by: string): Promise<boolean> {
  return database.transaction(async (tx) => {
    if (!(await markHandled(tx, mailId, by, new Date().toISOString()))) return false;
    await recordAudit(tx, by, "set-aside-reply", { mail: mailId });
    return true;
  });
}
