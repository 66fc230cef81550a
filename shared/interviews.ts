import type { Language } from "./i18n/languages.ts";

/**
 * Interviews and scorecards (issue 38.5), as the inbox's forms and the server both name
 * them: how long an interview may take, the four ratings of a criterion and the four
 * recommendations an interviewer gives.
 */

/** The lengths a recruiter chooses from, in minutes. */
export const INTERVIEW_DURATIONS = [30, 45, 60, 90, 120] as const;

/** The longest address or video link of an interview. */
export const INTERVIEW_PLACE_MAX = 300;

/** The longest notes of a scorecard. */
export const SCORECARD_NOTES_MAX = 5000;

/** Interviewers at one interview at most. */
export const INTERVIEWERS_MAX = 6;

/** A criterion is rated 1 (weak) to 4 (excellent): no middle to hide in. */
export const RATINGS = [1, 2, 3, 4] as const;
export type Rating = (typeof RATINGS)[number];

export const RECOMMENDATIONS = ["strong_no", "no", "yes", "strong_yes"] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export function isRecommendation(value: unknown): value is Recommendation {
  return (RECOMMENDATIONS as readonly unknown[]).includes(value);
}

/** A criterion of a scorecard, named in the three languages (an opening's, or the general ones). */
export interface Criterion {
  name: Record<Language, string>;
}

/** One criterion as an interviewer rated it. */
export interface CriterionRating {
  criterion: Record<Language, string>;
  rating: Rating;
}
