import type { EntryList, Status } from "./inbox.ts";

/**
 * A follow-up on a quote request or an application (issue 38.3, decision 075): a day in
 * Tashkent, where the staff work, and optionally a time of that day. Kept as text
 * ("2026-12-01", "14:30"), so the database compares them as it sorts them.
 */
export interface FollowUp {
  on: string;
  time: string | null;
}

/** Where a follow-up stands at a moment: past its time, due that day, or later. */
export type FollowUpState = "overdue" | "today" | "later";

/** The hour each owner's morning digest is sent, Tashkent time. */
export const DIGEST_TIME = "08:00";

/** Statuses that end the work on an entry: a follow-up left on it reminds nobody. */
export const CLOSED_STATUSES: readonly Status[] = ["done", "rejected", "withdrawn"];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "2026-12-01" when it names a real day. */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** "14:30": a minute of a day, on a 24-hour clock. */
export function isTime(value: string): boolean {
  return TIME.test(value);
}

/**
 * A follow-up without a time is due all that day and overdue from the next; one with a
 * time is overdue once that minute has passed.
 */
export function followUpState(due: FollowUp, now: { day: string; time: string }): FollowUpState {
  if (due.on < now.day) return "overdue";
  if (due.on > now.day) return "later";
  return due.time !== null && due.time < now.time ? "overdue" : "today";
}

/** Whether a follow-up is due or overdue on a day, at any time of it (what a morning digest lists). */
export function dueBy(due: FollowUp, day: string): boolean {
  return due.on <= day;
}

/** What an entry waiting on someone is, as the "waiting on me" view and the digest show it. */
export interface WaitingEntry {
  list: EntryList;
  id: string;
  /** The sender's name. */
  name: string;
  /** A quote request's company; an application's opening (its id, "" for a general one). */
  about: string;
  status: string;
  due: FollowUp | null;
  /** The sender replied after staff last answered, noted, moved or rescheduled it. */
  replyWaiting: boolean;
  /** When the sender's latest reply arrived, if they replied. */
  lastReplyAt: string | null;
}
