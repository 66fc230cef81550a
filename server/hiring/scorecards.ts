import { randomUUID } from "node:crypto";
import { openings } from "../../content/model/index.ts";
import { GENERAL_CRITERIA } from "../../content/jobs/scorecard-criteria.ts";
import { getApplicationWithFile } from "../db/applications.ts";
import { recordAudit } from "../db/audit-log.ts";
import type { Database, Db } from "../db/database.ts";
import { getInterview, insertInterviewEvent, interviewersOf } from "../db/interviews.ts";
import { saveScorecard, scorecardOf, scorecardsOf, type Scorecard } from "../db/scorecards.ts";
import { readEntry } from "../content/entries.ts";
import {
  RATINGS,
  SCORECARD_NOTES_MAX,
  type Criterion,
  type CriterionRating,
  type Rating,
  type Recommendation,
} from "../../shared/interviews.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import type { Actor } from "../admin/entries.ts";

/**
 * Scorecards (issue 38.5): after an interview each interviewer rates the opening's
 * criteria (the general ones when it names none) from 1 to 4, writes notes and
 * recommends; they may correct it later. A scorecard keeps the criteria as they were
 * when it was filled, so editing an opening never changes what was said. The summary
 * gives each interviewer's recommendation and the average per criterion.
 */

/** What an interviewer rates for an application: its opening's criteria, or the general ones. */
export async function criteriaFor(db: Db, applicationId: string): Promise<Criterion[]> {
  const application = await getApplicationWithFile(db, applicationId);
  const opening = application?.position ? await readEntry(db, openings, application.position) : undefined;
  const own = opening?.doc.criteria.filter((item) => item.name.en.trim()) ?? [];
  return own.length ? own.map((item) => ({ name: item.name })) : GENERAL_CRITERIA.map((item) => ({ name: item.name }));
}

export interface ScorecardInput {
  /** One rating per criterion, in their order. */
  ratings: readonly number[];
  notes: string;
  recommendation: Recommendation;
}

export type ScorecardOutcome =
  { ok: true } | { ok: false; problem: "gone" | "notInterviewer" | "cancelled" | "incomplete" };

export async function submitScorecard(
  database: Database,
  interviewId: string,
  by: Actor,
  input: ScorecardInput,
  options: { now?: string } = {},
): Promise<ScorecardOutcome> {
  const now = options.now ?? new Date().toISOString();
  return database.transaction(async (tx) => {
    const interview = await getInterview(tx, interviewId);
    if (!interview) return { ok: false, problem: "gone" } as const;
    if (interview.status === "cancelled") return { ok: false, problem: "cancelled" } as const;
    const interviewers = (await interviewersOf(tx, [interviewId])).get(interviewId) ?? [];
    if (!interviewers.includes(by.id)) return { ok: false, problem: "notInterviewer" } as const;
    const previous = await scorecardOf(tx, interviewId, by.id);
    // A correction rates what was rated then; a first scorecard, the criteria of now.
    const criteria = previous
      ? parseRatings(previous.ratings).map((item) => ({ name: item.criterion }))
      : await criteriaFor(tx, interview.applicationId);
    if (input.ratings.length !== criteria.length || !input.ratings.every(isRating)) {
      return { ok: false, problem: "incomplete" } as const;
    }
    const ratings: CriterionRating[] = criteria.map((criterion, index) => ({
      criterion: criterion.name,
      rating: input.ratings[index] as Rating,
    }));
    await saveScorecard(tx, {
      id: previous?.id ?? randomUUID(),
      interviewId,
      applicationId: interview.applicationId,
      accountId: by.id,
      ratings: JSON.stringify(ratings),
      notes: input.notes.trim().slice(0, SCORECARD_NOTES_MAX),
      recommendation: input.recommendation,
      submittedAt: previous?.submittedAt ?? now,
      updatedAt: now,
    });
    await insertInterviewEvent(tx, {
      id: randomUUID(),
      interviewId,
      applicationId: interview.applicationId,
      kind: "scorecard",
      startsAt: interview.startsAt,
      durationMinutes: interview.durationMinutes,
      place: interview.place,
      interviewers: "[]",
      sequence: interview.sequence,
      recommendation: input.recommendation,
      createdAt: now,
      createdBy: by.label,
    });
    await recordAudit(tx, by.label, "scorecard", {
      list: "applications",
      id: interview.applicationId,
      interview: interviewId,
    });
    return { ok: true } as const;
  });
}

function isRating(value: number): value is Rating {
  return (RATINGS as readonly number[]).includes(value);
}

/** A scorecard's ratings as stored; what is not a rating of a named criterion is left out. */
export function parseRatings(json: string): CriterionRating[] {
  try {
    const value = JSON.parse(json) as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is CriterionRating =>
        typeof item === "object" &&
        item !== null &&
        typeof item.criterion?.en === "string" &&
        isRating(Number(item.rating)),
    );
  } catch {
    return [];
  }
}

interface ScorecardView {
  interviewId: string;
  accountId: string;
  recommendation: Recommendation;
  notes: string;
  ratings: { criterion: string; rating: Rating }[];
  submittedAt: string;
  updatedAt: string;
}

export interface ScorecardSummary {
  scorecards: ScorecardView[];
  /** Each criterion rated, in the order first met, with its average over the scorecards that rated it. */
  criteria: { criterion: string; average: number; count: number }[];
}

/** An application's scorecards and their summary, with the criteria named in the reader's language. */
export async function scorecardSummary(db: Db, applicationId: string, lang: Language): Promise<ScorecardSummary> {
  return summarize(await scorecardsOf(db, applicationId), lang);
}

function summarize(cards: readonly Scorecard[], lang: Language): ScorecardSummary {
  const totals = new Map<string, { criterion: string; sum: number; count: number }>();
  const scorecards = cards.map((card): ScorecardView => {
    const ratings = parseRatings(card.ratings);
    for (const { criterion, rating } of ratings) {
      // A criterion is the same across openings' edits while its English name is.
      const key = criterion.en.trim().toLocaleLowerCase("en");
      const total = totals.get(key) ?? { criterion: criterion[lang] || criterion.en, sum: 0, count: 0 };
      total.sum += rating;
      total.count += 1;
      totals.set(key, total);
    }
    return {
      interviewId: card.interviewId,
      accountId: card.accountId,
      recommendation: card.recommendation as Recommendation,
      notes: card.notes,
      ratings: ratings.map(({ criterion, rating }) => ({ criterion: criterion[lang] || criterion.en, rating })),
      submittedAt: card.submittedAt,
      updatedAt: card.updatedAt,
    };
  });
  return {
    scorecards,
    criteria: [...totals.values()].map(({ criterion, sum, count }) => ({
      criterion,
      average: Math.round((sum / count) * 10) / 10,
      count,
    })),
  };
}
