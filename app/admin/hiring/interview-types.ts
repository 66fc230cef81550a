import type { Rating, Recommendation } from "../../../shared/interviews.ts";

/** An interview as the inbox's pages show it. */
export interface InterviewItem {
  id: string;
  startsAt: string;
  durationMinutes: number;
  place: string;
  status: "scheduled" | "cancelled";
  interviewers: { id: string; name: string }[];
}

/** The scorecards of an application and the average of each criterion, in the reader's language. */
export interface SummaryView {
  scorecards: {
    interviewId: string;
    interviewer: string;
    interviewAt: string | null;
    recommendation: Recommendation;
    notes: string;
    ratings: { criterion: string; rating: Rating }[];
    submittedAt: string;
  }[];
  criteria: { criterion: string; average: number; count: number }[];
}
