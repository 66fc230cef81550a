import { accountPermissions } from "../auth/staff-auth.ts";
import { randomUUID } from "node:crypto";
import { getAccount } from "../db/accounts.ts";
import { recordAudit } from "../db/audit-log.ts";
import type { Database, Db } from "../db/database.ts";
import { getReplyTemplateRow } from "../db/reply-templates.ts";
import { UnknownUploadError } from "../db/uploads.ts";
import type { FileStore } from "../files/file-store.ts";
import { noFiles, prepareFiles, type FilesProblem } from "../conversations/message-files.ts";
import { ENTRY_MAIL, getEntryContact, setAssignee } from "../db/inbox-entries.ts";
import { entryEvents, insertEntryEvent } from "../db/entry-events.ts";
import { setEntryStatus } from "../db/inbox-lists.ts";
import { enqueue } from "../db/outbox.ts";
import type { EntryEvent } from "../db/entry-events.ts";
import { queueWebhooks } from "../webhooks/queue.ts";
import { isLanguage, type Language } from "../../shared/i18n/languages.ts";
import { isStatusOf, type EntryList, type Status } from "../../shared/inbox.ts";
import { BOOTSTRAP_ACCOUNT_ID, canAccess, isRole } from "../../shared/staff.ts";

/**
 * What staff do with a quote request or an application: move it on (a quote request's
 * status, an application's hiring step), keep an internal note, write to the sender, give
 * it to a colleague. Each change is kept in the entry's history with who and when, in the
 * transaction that makes it; a message goes through the outbox and is kept with its
 * delivery state; a move of an application is announced to webhooks.
 */
export interface EntryChange {
  to?: Status;
  note?: string;
  /** A message to the sender, in the conversation's one subject; sent only when e-mail is configured. */
  reply?: ReplyChange;
}

interface ReplyChange {
  body: string;
  /** The reply template it started from, if any (the history names it). */
  templateId?: string | null;
  /** Files uploaded for it (POST /admin/conversation-files), in the order chosen. */
  files?: readonly string[];
  /** Files of its template to send with it (copied, so the message owns them). */
  templateFiles?: readonly string[];
}

type ChangeProblem = "gone" | "nothing" | "noMail" | "replyIncomplete" | FilesProblem;
export type ChangeOutcome = { ok: true } | { ok: false; problem: ChangeProblem };

/** The member of staff making a change: their account and how the history names them. */
export interface Actor {
  id: string;
  label: string;
}

export async function changeEntry(
  database: Database,
  list: EntryList,
  id: string,
  change: EntryChange,
  by: string,
  options: { mail: boolean; now?: string; files?: FileStore },
): Promise<ChangeOutcome> {
  const note = change.note?.trim() ?? "";
  const body = change.reply?.body.trim();
  if (change.reply && !body) return { ok: false, problem: "replyIncomplete" };
  if (change.reply && !options.mail) return { ok: false, problem: "noMail" };
  const now = options.now ?? new Date().toISOString();
  const templateId = change.reply?.templateId ? await templateOf(database.db, list, change.reply.templateId) : null;
  // The files are checked, and a template's copied, before anything is written.
  const attached = change.reply
    ? await prepareFiles(database, options.files, {
        list,
        templateId,
        uploads: change.reply.files ?? [],
        templateFiles: change.reply.templateFiles ?? [],
        now,
      })
    : { ok: true as const, files: noFiles };
  if (!attached.ok) return attached;
  try {
    const outcome = await database.transaction(async (tx) => {
      const entry = await getEntryContact(tx, list, id);
      // Erased meanwhile: nothing to change, nobody to write to.
      if (!entry) return { ok: false, problem: "gone" } as const;
      const to = change.to !== undefined && isStatusOf(list, change.to) ? change.to : undefined;
      const moved = to !== undefined && to !== entry.status;
      if (!moved && !note && !body) return { ok: false, problem: "nothing" } as const;
      const event = { list, entryId: id, createdAt: now, createdBy: by };
      if (moved) {
        const moveId = randomUUID();
        await setEntryStatus(tx, list, id, to);
        await insertEntryEvent(tx, { ...event, id: moveId, kind: "moved", fromStatus: entry.status, toStatus: to });
        if (list === "applications") await queueWebhooks(tx, "application.step_changed", moveId, now);
      }
      if (note) await insertEntryEvent(tx, { ...event, id: randomUUID(), kind: "note", note });
      if (body) {
        const replyId = randomUUID();
        const language: Language = isLanguage(entry.language) ? entry.language : "en";
        await insertEntryEvent(tx, { ...event, id: replyId, kind: "reply", body, language, templateId });
        await attached.files.claim(tx, replyId);
        await enqueue(tx, {
          channel: "email",
          kind: ENTRY_MAIL[list].reply,
          subjectId: replyId,
          recipient: entry.email,
          now,
        });
      }
      await recordAudit(tx, by, list === "applications" ? "application" : "request", {
        id,
        ...(moved ? { from: entry.status, to } : {}),
        note: Boolean(note),
        reply: Boolean(body),
        ...(body && attached.files.count ? { files: attached.files.count } : {}),
      });
      return { ok: true } as const;
    });
    if (!outcome.ok) await attached.files.discard();
    return outcome;
  } catch (error) {
    await attached.files.discard();
    // Another message claimed an upload first (the same form sent twice).
    if (error instanceof UnknownUploadError) return { ok: false, problem: "filesGone" };
    throw error;
  }
}

/** The template a message names, when it is one of its list's (retired ones too: it was chosen when the form opened). */
async function templateOf(db: Db, list: EntryList, templateId: string): Promise<string | null> {
  const template = await getReplyTemplateRow(db, templateId);
  return template?.list === list ? template.id : null;
}

export type AssignOutcome = { ok: true } | { ok: false; problem: "gone" | "notAllowed" | "unchanged" };

/**
 * Gives an entry to a colleague whose role works on its list (or to nobody): a person with
 * an account, never the installation password's identity. The new
 * owner hears of it by e-mail, unless they took it themselves or have no address.
 */
export async function assignEntry(
  database: Database,
  list: EntryList,
  id: string,
  assigneeId: string | null,
  by: Actor,
  options: { mail: boolean; now?: string },
): Promise<AssignOutcome> {
  const now = options.now ?? new Date().toISOString();
  return database.transaction(async (tx) => {
    const entry = await getEntryContact(tx, list, id);
    if (!entry) return { ok: false, problem: "gone" } as const;
    const assignee = assigneeId ? await getAccount(tx, assigneeId) : undefined;
    if (
      assigneeId &&
      (!assignee ||
        // The installation password's identity is nobody to hand work to (issue 38.4).
        assignee.id === BOOTSTRAP_ACCOUNT_ID ||
        !isRole(assignee.role) ||
        !canAccess({ role: assignee.role, permissions: accountPermissions(assignee) }, list))
    ) {
      return { ok: false, problem: "notAllowed" } as const;
    }
    if ((entry.assigneeId ?? null) === assigneeId) return { ok: false, problem: "unchanged" } as const;
    await setAssignee(tx, list, id, assigneeId);
    const eventId = randomUUID();
    await insertEntryEvent(tx, {
      id: eventId,
      list,
      entryId: id,
      kind: "assigned",
      assigneeId,
      assigneeName: assignee?.name ?? null,
      createdAt: now,
      createdBy: by.label,
    });
    if (assignee?.email && assignee.id !== by.id && options.mail) {
      await enqueue(tx, { channel: "email", kind: "assignment", subjectId: eventId, recipient: assignee.email, now });
    }
    await recordAudit(tx, by.label, "assign", { list, id, to: assigneeId });
    return { ok: true } as const;
  });
}

export async function entryHistory(database: Database, list: EntryList, id: string): Promise<EntryEvent[]> {
  return entryEvents(database.db, list, id);
}
