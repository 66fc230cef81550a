import { deleteInterviewsOf } from "../db/interviews.ts";
import { deleteScorecardsOf } from "../db/scorecards.ts";
import { createHash } from "node:crypto";
import { readTypedDay } from "../../shared/typed-day.ts";
import type { Database } from "../db/database.ts";
import { recordAudit } from "../db/audit-log.ts";
import {
  deleteEntry,
  entriesByEmail,
  getEntry,
  LIST_TABLES,
  listAll,
  listPage,
  type ListFilter,
  type ListName,
  type ListRows,
} from "../db/inbox-lists.ts";
import { deleteEntryEvents } from "../db/entry-events.ts";
import { deleteEventFiles } from "../db/entry-event-files.ts";
import { deleteInboundMail, mailFrom, mailOf } from "../db/inbound-mail.ts";
import { deleteLeadSource } from "../db/lead-sources.ts";
import { deleteMessagesAbout, deleteMessagesAboutAny, deleteMessagesTo } from "../db/outbox.ts";
import { deleteSpam, spamByEmail, type SpamEntry } from "../db/spam.ts";
import { deleteUpload, getUpload } from "../db/uploads.ts";
import type { FileStore } from "../files/file-store.ts";
import { isEntryList, isStatusOf, LIST_NAMES, PAGE_SIZE, type Status } from "../../shared/inbox.ts";
import { tashkentClock } from "../../shared/tashkent-time.ts";

export type { ListName };

/** The three lists of the inbox, and the outbox's name for what each holds. */
export const LIST_KINDS: Record<ListName, string> = {
  requests: "contact",
  applications: "application",
  subscribers: "subscriber",
};

export interface ListQuery extends ListFilter {
  page: number;
  status: Status | "";
}

/** Ways a list of requests or applications is narrowed by follow-up (shared/follow-up.ts). */
const DUE_FILTERS = ["overdue", "today", "set", "none"];

/**
 * Reads a list's query from a URL, ignoring anything malformed (an impossible date is no
 * date); "overdue" and "today" are judged at `now`, Tashkent time.
 */
export function listQuery(params: URLSearchParams, list: ListName, now = new Date()): ListQuery {
  const status = params.get("status") ?? "";
  const position = params.get("position");
  const owner = params.get("owner") ?? "";
  const entries = list !== "subscribers";
  return {
    page: Math.max(1, Math.min(10_000, Number.parseInt(params.get("page") ?? "1", 10) || 1)),
    q: (params.get("q") ?? "").trim().slice(0, 200),
    status: isStatusOf(list, status) ? status : "",
    // An opening's id ("general" for applications without one); only the applications list has it.
    position: list === "applications" && position && /^[a-z0-9-]{1,120}$/.test(position) ? position : "",
    // Typed as the staff member's language writes a day (24.11.2026) or ISO; no day is no filter.
    from: readTypedDay(params.get("from")) ?? "",
    to: readTypedDay(params.get("to")) ?? "",
    // Requests and applications: whose (mine, nobody's, a colleague's id), where they came from, when due.
    owner: entries && /^[\w-]{1,64}$/.test(owner) ? owner : "",
    source: entries ? (params.get("source") ?? "").trim().slice(0, 200) : "",
    campaign: entries ? (params.get("campaign") ?? "").trim().slice(0, 200) : "",
    due: entries && DUE_FILTERS.includes(params.get("due") ?? "") ? params.get("due")! : "",
    now: tashkentClock(now),
    sort: entries && params.get("sort") === "due" ? "due" : "",
  };
}

export async function inboxPage<L extends ListName>(database: Database, list: L, query: ListQuery) {
  return listPage(database.db, list, query, { limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE });
}

export async function inboxExport<L extends ListName>(database: Database, list: L, query: ListQuery) {
  return listAll(database.db, list, query);
}

export async function inboxEntry<L extends ListName>(database: Database, list: L, id: string) {
  return getEntry(database.db, list, id);
}

/** What the inbox holds about one e-mail address, across every list. */
async function personData(database: Database, email: string): Promise<{ [L in ListName]: ListRows[L][] }> {
  return {
    requests: await entriesByEmail(database.db, "requests", email),
    applications: await entriesByEmail(database.db, "applications", email),
    subscribers: await entriesByEmail(database.db, "subscribers", email),
  };
}

/** How many entries of each list one e-mail address has, those in spam included. */
export async function personCounts(database: Database, email: string): Promise<Record<ListName, number>> {
  return countByList(await personData(database, email), await spamByEmail(database.db, email));
}

function countByList(found: { [L in ListName]: unknown[] }, spam: SpamEntry[]): Record<ListName, number> {
  return Object.fromEntries(
    LIST_NAMES.map((list) => [list, found[list].length + spam.filter((entry) => entry.list === list).length]),
  ) as Record<ListName, number>;
}

/**
 * Erases everything about an e-mail address (a privacy request): its quote requests,
 * applications and subscription, those in spam too, their histories, sources and
 * conversations (their replies and the messages staff sent, with their files), their files
 * and queued notifications and webhooks. The audit log
 * records who, when and how much, with a hash of the address rather than the address.
 */
export async function erasePerson(
  database: Database,
  files: FileStore,
  email: string,
  actor: string,
): Promise<Record<ListName | "files", number>> {
  const found = await personData(database, email);
  const spam = await spamByEmail(database.db, email);
  const counts = countByList(found, spam);
  const storedFiles: string[] = [];
  await database.transaction(async (tx) => {
    for (const entry of spam) {
      await deleteSpam(tx, entry.id);
      const storedName = entry.fileId ? await deleteUpload(tx, entry.fileId) : undefined;
      if (storedName) storedFiles.push(storedName);
    }
    for (const list of LIST_NAMES) {
      const fileColumn = LIST_TABLES[list].file;
      for (const row of found[list]) {
        await deleteMessagesAbout(tx, LIST_KINDS[list], row.id);
        // Webhooks about it (their subject is the entry, or one of its events).
        await deleteMessagesAboutAny(tx, [row.id]);
        if (isEntryList(list)) {
          const events = await deleteEntryEvents(tx, list, row.id);
          await deleteMessagesAboutAny(tx, events);
          // The files staff sent them: each message's own (a template's are copied into it).
          for (const upload of await deleteEventFiles(tx, events)) {
            const storedName = await deleteUpload(tx, upload);
            if (storedName) storedFiles.push(storedName);
          }
          if (list === "applications") {
            // Its interviews, their invitations still to be sent (to the applicant and interviewers) and scorecards.
            await deleteMessagesAboutAny(tx, await deleteInterviewsOf(tx, row.id));
            await deleteScorecardsOf(tx, row.id);
          }
          await deleteLeadSource(tx, list, row.id);
          const mail = await mailOf(tx, list, row.id);
          await deleteMessagesAboutAny(
            tx,
            mail.map((message) => message.id),
          );
          await deleteInboundMail(
            tx,
            mail.map((message) => message.id),
          );
          for (const upload of mail.flatMap((message) => message.uploads)) {
            const storedName = await deleteUpload(tx, upload);
            if (storedName) storedFiles.push(storedName);
          }
        }
        await deleteEntry(tx, list, row.id);
        const fileId = fileColumn ? (row as unknown as Record<string, string>)[fileColumn] : undefined;
        if (fileId) {
          const storedName = await deleteUpload(tx, fileId);
          if (storedName) storedFiles.push(storedName);
        }
      }
    }
    // Whatever was still to be sent to the person (answers, replies, newsletters) goes too,
    // and what they wrote to the mailbox that was never filed into a conversation.
    await deleteMessagesTo(tx, email);
    const unsorted = await mailFrom(tx, email);
    await deleteMessagesAboutAny(
      tx,
      unsorted.map((message) => message.id),
    );
    await deleteInboundMail(
      tx,
      unsorted.map((message) => message.id),
    );
    for (const upload of unsorted.flatMap((message) => message.uploads)) {
      const storedName = await deleteUpload(tx, upload);
      if (storedName) storedFiles.push(storedName);
    }
    await recordAudit(tx, actor, "erase", {
      email_sha256: sha256(email.trim().toLocaleLowerCase("und")),
      ...counts,
      files: storedFiles.length,
    });
  });
  // Files go after the rows are gone, so no reader can still reach them.
  for (const storedName of storedFiles) await files.remove(storedName);
  return { ...counts, files: storedFiles.length };
}

/** The attachment or CV of an entry, if it still exists. */
export async function entryUpload(database: Database, list: ListName, row: object) {
  const fileColumn = LIST_TABLES[list].file;
  const fileId = fileColumn ? (row as Record<string, unknown>)[fileColumn] : undefined;
  return typeof fileId === "string" ? getUpload(database.db, fileId) : undefined;
}

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
