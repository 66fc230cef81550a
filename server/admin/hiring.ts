import { randomUUID } from "node:crypto";
import type { Database } from "../db/database.ts";
import { applicationForHiring, setApplicationStatus } from "../db/applications.ts";
import { applicationEvents, insertApplicationEvent, type ApplicationEvent } from "../db/application-events.ts";
import { recordAudit } from "../db/audit-log.ts";
import { enqueue } from "../db/outbox.ts";
import { isLanguage, type Language } from "../../shared/i18n/languages.ts";
import type { ApplicationStatus } from "../../shared/inbox.ts";

/**
 * The hiring pipeline: an application moves through the seven steps (or is rejected or
 * withdrawn), with notes, and a reply to the applicant when a recruiter writes one. Each
 * change is kept with who made it and when; a reply goes through the outbox and is kept
 * with the application with its delivery state.
 */
export interface HiringChange {
  to?: ApplicationStatus;
  note?: string;
  /** A message to the applicant, sent only when e-mail is configured. */
  reply?: { subject: string; body: string };
}

export type HiringOutcome = { ok: true } | { ok: false; problem: "gone" | "nothing" | "noMail" | "replyIncomplete" };

export async function changeApplication(
  database: Database,
  id: string,
  change: HiringChange,
  by: string,
  options: { mail: boolean; now?: string },
): Promise<HiringOutcome> {
  const note = change.note?.trim() ?? "";
  const reply = change.reply ? { subject: change.reply.subject.trim(), body: change.reply.body.trim() } : undefined;
  if (reply && (!reply.subject || !reply.body)) return { ok: false, problem: "replyIncomplete" };
  if (reply && !options.mail) return { ok: false, problem: "noMail" };
  const now = options.now ?? new Date().toISOString();
  return database.transaction(async (tx) => {
    const application = await applicationForHiring(tx, id);
    // Erased meanwhile: nothing to change, nobody to write to.
    if (!application) return { ok: false, problem: "gone" } as const;
    const moved = change.to !== undefined && change.to !== application.status;
    if (!moved && !note && !reply) return { ok: false, problem: "nothing" } as const;
    const event = { applicationId: id, createdAt: now, createdBy: by };
    if (moved) {
      await setApplicationStatus(tx, id, change.to!);
      await insertApplicationEvent(tx, {
        ...event,
        id: randomUUID(),
        kind: "moved",
        fromStatus: application.status,
        toStatus: change.to!,
      });
    }
    if (note) await insertApplicationEvent(tx, { ...event, id: randomUUID(), kind: "note", note });
    if (reply) {
      const replyId = randomUUID();
      const language: Language = isLanguage(application.language) ? application.language : "en";
      await insertApplicationEvent(tx, { ...event, id: replyId, kind: "reply", ...reply, language });
      await enqueue(tx, {
        channel: "email",
        kind: "application-reply",
        subjectId: replyId,
        recipient: application.email,
        now,
      });
    }
    await recordAudit(tx, by, "application", {
      id,
      ...(moved ? { from: application.status, to: change.to } : {}),
      note: Boolean(note),
      reply: Boolean(reply),
    });
    return { ok: true } as const;
  });
}

export async function applicationHistory(database: Database, id: string): Promise<ApplicationEvent[]> {
  return applicationEvents(database.db, id);
}
