import type { Insertable, Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { Schema } from "./schema.ts";

/** Interviewers' scorecards (server/hiring/scorecards.ts). */

export type Scorecard = Selectable<Schema["scorecards"]>;

/** Writes an interviewer's scorecard of an interview, or replaces the one they wrote (its first submission time stays). */
export async function saveScorecard(db: Db, card: Insertable<Schema["scorecards"]>): Promise<void> {
  await db
    .insertInto("scorecards")
    .values(card)
    .onConflict((conflict) =>
      conflict.columns(["interviewId", "accountId"]).doUpdateSet({
        ratings: card.ratings,
        notes: card.notes,
        recommendation: card.recommendation,
        updatedAt: card.updatedAt,
      }),
    )
    .execute();
}

export async function scorecardOf(db: Db, interviewId: string, accountId: string): Promise<Scorecard | undefined> {
  return db
    .selectFrom("scorecards")
    .selectAll()
    .where("interviewId", "=", interviewId)
    .where("accountId", "=", accountId)
    .executeTakeFirst();
}

/** Every scorecard of an application, in the order they were first submitted. */
export async function scorecardsOf(db: Db, applicationId: string): Promise<Scorecard[]> {
  return db
    .selectFrom("scorecards")
    .selectAll()
    .where("applicationId", "=", applicationId)
    .orderBy("submittedAt")
    .orderBy("id")
    .execute();
}

export async function deleteScorecardsOf(db: Db, applicationId: string): Promise<void> {
  await db.deleteFrom("scorecards").where("applicationId", "=", applicationId).execute();
}
