import type { Insertable, Selectable, Updateable } from "kysely";
import type { Db } from "./database.ts";
import type { Schema } from "./schema.ts";

/** Interviews proposed to applicants, their interviewers and what happened to them (server/hiring/interviews.ts). */

export type Interview = Selectable<Schema["interviews"]>;
export type InterviewEvent = Selectable<Schema["interviewEvents"]>;

export async function insertInterview(db: Db, interview: Insertable<Schema["interviews"]>): Promise<void> {
  await db.insertInto("interviews").values(interview).execute();
}

export async function updateInterview(db: Db, id: string, change: Updateable<Schema["interviews"]>): Promise<void> {
  await db.updateTable("interviews").set(change).where("id", "=", id).execute();
}

export async function getInterview(db: Db, id: string): Promise<Interview | undefined> {
  return db.selectFrom("interviews").selectAll().where("id", "=", id).executeTakeFirst();
}

/** An application's interviews, soonest first. */
export async function interviewsOf(db: Db, applicationId: string): Promise<Interview[]> {
  return db
    .selectFrom("interviews")
    .selectAll()
    .where("applicationId", "=", applicationId)
    .orderBy("startsAt")
    .orderBy("id")
    .execute();
}

/** Replaces who interviews at an interview. */
export async function setInterviewers(db: Db, interviewId: string, accountIds: readonly string[]): Promise<void> {
  await db.deleteFrom("interviewInterviewers").where("interviewId", "=", interviewId).execute();
  if (accountIds.length === 0) return;
  await db
    .insertInto("interviewInterviewers")
    .values(accountIds.map((accountId) => ({ interviewId, accountId })))
    .execute();
}

/** The accounts that interview at each of these interviews. */
export async function interviewersOf(db: Db, interviewIds: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>(interviewIds.map((id) => [id, []]));
  if (interviewIds.length === 0) return found;
  const rows = await db
    .selectFrom("interviewInterviewers")
    .selectAll()
    .where("interviewId", "in", interviewIds)
    .execute();
  for (const row of rows) found.get(row.interviewId)?.push(row.accountId);
  return found;
}

/** The interviews an account interviews at, soonest first. */
export async function interviewsOfInterviewer(db: Db, accountId: string): Promise<Interview[]> {
  return db
    .selectFrom("interviews")
    .innerJoin("interviewInterviewers", "interviewInterviewers.interviewId", "interviews.id")
    .selectAll("interviews")
    .where("interviewInterviewers.accountId", "=", accountId)
    .orderBy("interviews.startsAt")
    .orderBy("interviews.id")
    .execute();
}

export async function insertInterviewEvent(db: Db, event: Insertable<Schema["interviewEvents"]>): Promise<void> {
  await db.insertInto("interviewEvents").values(event).execute();
}

export async function getInterviewEvent(db: Db, id: string): Promise<InterviewEvent | undefined> {
  return db.selectFrom("interviewEvents").selectAll().where("id", "=", id).executeTakeFirst();
}

/** What happened to an application's interviews, oldest first. */
export async function interviewEventsOf(db: Db, applicationId: string): Promise<InterviewEvent[]> {
  return db
    .selectFrom("interviewEvents")
    .selectAll()
    .where("applicationId", "=", applicationId)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

/** The interview e-mails to the applicant before a time (every event but a scorecard sends one), for threading. */
export async function interviewMailBefore(
  db: Db,
  applicationId: string,
  before: string,
): Promise<{ id: string; createdAt: string }[]> {
  return db
    .selectFrom("interviewEvents")
    .select(["id", "createdAt"])
    .where("applicationId", "=", applicationId)
    .where("kind", "!=", "scorecard")
    .where("createdAt", "<", before)
    .execute();
}

/** Removes an application's interviews, their interviewers and events; the events' ids (their e-mails go too). */
export async function deleteInterviewsOf(db: Db, applicationId: string): Promise<string[]> {
  const interviews = await db
    .selectFrom("interviews")
    .select("id")
    .where("applicationId", "=", applicationId)
    .execute();
  if (interviews.length) {
    await db
      .deleteFrom("interviewInterviewers")
      .where(
        "interviewId",
        "in",
        interviews.map((row) => row.id),
      )
      .execute();
  }
  await db.deleteFrom("interviews").where("applicationId", "=", applicationId).execute();
  const events = await db
    .deleteFrom("interviewEvents")
    .where("applicationId", "=", applicationId)
    .returning("id")
    .execute();
  return events.map((row) => row.id);
}
