import { randomUUID } from "node:crypto";
import { getAccount, type Account } from "../db/accounts.ts";
import { recordAudit } from "../db/audit-log.ts";
import type { Database, Db } from "../db/database.ts";
import { getEntryContact } from "../db/inbox-entries.ts";
import {
  getInterview,
  insertInterview,
  insertInterviewEvent,
  interviewersOf,
  setInterviewers,
  updateInterview,
  type Interview,
} from "../db/interviews.ts";
import { enqueue } from "../db/outbox.ts";
import { INTERVIEWERS_MAX } from "../../shared/interviews.ts";
import { BOOTSTRAP_ACCOUNT_ID } from "../../shared/staff.ts";
import type { Actor } from "../admin/entries.ts";

/**
 * Interviews proposed from an application (issue 38.5). A recruiter proposes a time (in
 * Tashkent), a length, a place or a video link and the interviewers, chosen among staff;
 * changing or cancelling it is the same interview, one calendar sequence further. Each of
 * these is an event of the application's history, in the transaction that makes it, and
 * each sends through the outbox: the applicant an invitation (or its update, or its
 * cancellation) with a calendar file, in the conversation's thread; each interviewer the
 * same in their language, with the way to their scorecard. An interviewer taken off a
 * changed interview is sent its cancellation.
 */
export interface InterviewPlan {
  /** An ISO instant. */
  startsAt: string;
  durationMinutes: number;
  place: string;
  /** Account ids. */
  interviewers: readonly string[];
}

/** The outbox's names for an interview's e-mails: to the applicant, and to an interviewer. */
export const INTERVIEW_MAIL = { applicant: "interview-invitation", interviewer: "interview-interviewer" } as const;

type InterviewProblem = "gone" | "interviewers" | "cancelled";
export type InterviewOutcome = { ok: true; id: string } | { ok: false; problem: InterviewProblem };

/** An interviewer as an event remembers them: their account and name then. */
export interface InterviewerSnapshot {
  id: string;
  name: string;
}

export async function proposeInterview(
  database: Database,
  applicationId: string,
  plan: InterviewPlan,
  by: Actor,
  options: { mail: boolean; now?: string },
): Promise<InterviewOutcome> {
  const now = options.now ?? new Date().toISOString();
  return database.transaction(async (tx) => {
    const application = await getEntryContact(tx, "applications", applicationId);
    if (!application) return { ok: false, problem: "gone" } as const;
    const interviewers = await interviewerAccounts(tx, plan.interviewers);
    if (!interviewers) return { ok: false, problem: "interviewers" } as const;
    const id = randomUUID();
    await insertInterview(tx, {
      id,
      applicationId,
      startsAt: plan.startsAt,
      durationMinutes: plan.durationMinutes,
      place: plan.place,
      createdAt: now,
      createdBy: by.label,
      updatedAt: now,
    });
    await setInterviewers(
      tx,
      id,
      interviewers.map((account) => account.id),
    );
    const interview = (await getInterview(tx, id))!;
    await recordEvent(tx, interview, "proposed", interviewers, [], application.email, by, now, options.mail);
    await recordAudit(tx, by.label, "interview-propose", { list: "applications", id: applicationId, interview: id });
    return { ok: true, id } as const;
  });
}

export async function changeInterview(
  database: Database,
  applicationId: string,
  interviewId: string,
  plan: InterviewPlan,
  by: Actor,
  options: { mail: boolean; now?: string },
): Promise<InterviewOutcome> {
  const now = options.now ?? new Date().toISOString();
  return database.transaction(async (tx) => {
    const before = await getInterview(tx, interviewId);
    // Only an interview of this application (a form of another page names none of its own).
    const application =
      before?.applicationId === applicationId && (await getEntryContact(tx, "applications", applicationId));
    if (!before || !application) return { ok: false, problem: "gone" } as const;
    if (before.status === "cancelled") return { ok: false, problem: "cancelled" } as const;
    const interviewers = await interviewerAccounts(tx, plan.interviewers);
    if (!interviewers) return { ok: false, problem: "interviewers" } as const;
    const previous = (await interviewersOf(tx, [interviewId])).get(interviewId) ?? [];
    await updateInterview(tx, interviewId, {
      startsAt: plan.startsAt,
      durationMinutes: plan.durationMinutes,
      place: plan.place,
      sequence: before.sequence + 1,
      updatedAt: now,
    });
    await setInterviewers(
      tx,
      interviewId,
      interviewers.map((account) => account.id),
    );
    const removed = previous.filter((id) => !interviewers.some((account) => account.id === id));
    const interview = (await getInterview(tx, interviewId))!;
    await recordEvent(tx, interview, "changed", interviewers, removed, application.email, by, now, options.mail);
    await recordAudit(tx, by.label, "interview-change", {
      list: "applications",
      id: before.applicationId,
      interview: interviewId,
    });
    return { ok: true, id: interviewId } as const;
  });
}

export async function cancelInterview(
  database: Database,
  applicationId: string,
  interviewId: string,
  by: Actor,
  options: { mail: boolean; now?: string },
): Promise<InterviewOutcome> {
  const now = options.now ?? new Date().toISOString();
  return database.transaction(async (tx) => {
    const before = await getInterview(tx, interviewId);
    // Only an interview of this application (a form of another page names none of its own).
    const application =
      before?.applicationId === applicationId && (await getEntryContact(tx, "applications", applicationId));
    if (!before || !application) return { ok: false, problem: "gone" } as const;
    if (before.status === "cancelled") return { ok: false, problem: "cancelled" } as const;
    await updateInterview(tx, interviewId, { status: "cancelled", sequence: before.sequence + 1, updatedAt: now });
    const accounts = await interviewerAccounts(tx, (await interviewersOf(tx, [interviewId])).get(interviewId) ?? []);
    const interview = (await getInterview(tx, interviewId))!;
    await recordEvent(tx, interview, "cancelled", accounts ?? [], [], application.email, by, now, options.mail);
    await recordAudit(tx, by.label, "interview-cancel", {
      list: "applications",
      id: before.applicationId,
      interview: interviewId,
    });
    return { ok: true, id: interviewId } as const;
  });
}

/**
 * The accounts chosen as interviewers, or null when one cannot be: unknown, the
 * installation's password (nobody to invite), without an address, or too many.
 */
async function interviewerAccounts(db: Db, ids: readonly string[]): Promise<Account[] | null> {
  const unique = [...new Set(ids)];
  if (unique.length === 0 || unique.length > INTERVIEWERS_MAX) return null;
  const accounts: Account[] = [];
  for (const id of unique) {
    const account = id === BOOTSTRAP_ACCOUNT_ID ? undefined : await getAccount(db, id);
    if (!account?.email) return null;
    accounts.push(account);
  }
  return accounts;
}

/**
 * The event of the history, as the interview now stands, and its e-mails: to the
 * applicant, to each interviewer, and a cancellation to those taken off it.
 */
async function recordEvent(
  db: Db,
  interview: Interview,
  kind: "proposed" | "changed" | "cancelled",
  interviewers: readonly Account[],
  removed: readonly string[],
  applicantEmail: string,
  by: Actor,
  now: string,
  mail: boolean,
): Promise<void> {
  const eventId = randomUUID();
  const snapshot: InterviewerSnapshot[] = interviewers.map((account) => ({ id: account.id, name: account.name }));
  await insertInterviewEvent(db, {
    id: eventId,
    interviewId: interview.id,
    applicationId: interview.applicationId,
    kind,
    startsAt: interview.startsAt,
    durationMinutes: interview.durationMinutes,
    place: interview.place,
    interviewers: JSON.stringify(snapshot),
    sequence: interview.sequence,
    recommendation: null,
    createdAt: now,
    createdBy: by.label,
  });
  if (!mail) return;
  await enqueue(db, {
    channel: "email",
    kind: INTERVIEW_MAIL.applicant,
    subjectId: eventId,
    recipient: applicantEmail,
    now,
  });
  const told = [...interviewers.map((account) => account.email), ...(await emailsOf(db, removed))];
  for (const email of told) {
    if (email)
      await enqueue(db, {
        channel: "email",
        kind: INTERVIEW_MAIL.interviewer,
        subjectId: eventId,
        recipient: email,
        now,
      });
  }
}

async function emailsOf(db: Db, ids: readonly string[]): Promise<string[]> {
  const emails: string[] = [];
  for (const id of ids) {
    const account = await getAccount(db, id);
    if (account?.email) emails.push(account.email);
  }
  return emails;
}

/** The interviewers an event names. */
export function eventInterviewers(json: string): InterviewerSnapshot[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value)
      ? value.filter(
          (item): item is InterviewerSnapshot =>
            typeof item === "object" && item !== null && typeof item.id === "string" && typeof item.name === "string",
        )
      : [];
  } catch {
    return [];
  }
}
