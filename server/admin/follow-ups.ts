import { randomUUID } from "node:crypto";
import { recordAudit } from "../db/audit-log.ts";
import type { Database } from "../db/database.ts";
import { insertEntryEvent } from "../db/entry-events.ts";
import { getEntryContact, ownedOpenEntries, setFollowUp, type OwnedEntry } from "../db/inbox-entries.ts";
import { followUpState, type FollowUp, type WaitingEntry } from "../../shared/follow-up.ts";
import { ENTRY_LISTS, type EntryList } from "../../shared/inbox.ts";
import { tashkentClock } from "../../shared/tashkent-time.ts";
import type { Actor } from "./entries.ts";

export type FollowUpOutcome = { ok: true } | { ok: false; problem: "gone" | "unchanged" };

/**
 * Sets or clears the follow-up of a quote request or an application (decision 075), kept
 * in its history with who and when, in the transaction that makes the change.
 */
export async function changeFollowUp(
  database: Database,
  list: EntryList,
  id: string,
  due: FollowUp | null,
  by: Actor,
  now = new Date().toISOString(),
): Promise<FollowUpOutcome> {
  return database.transaction(async (tx) => {
    const entry = await getEntryContact(tx, list, id);
    if (!entry) return { ok: false, problem: "gone" } as const;
    if (entry.dueOn === (due?.on ?? null) && entry.dueTime === (due?.time ?? null)) {
      return { ok: false, problem: "unchanged" } as const;
    }
    await setFollowUp(tx, list, id, due);
    await insertEntryEvent(tx, {
      id: randomUUID(),
      list,
      entryId: id,
      kind: "due",
      dueOn: due?.on ?? null,
      dueTime: due?.time ?? null,
      createdAt: now,
      createdBy: by.label,
    });
    await recordAudit(tx, by.label, "follow-up", { list, id, on: due?.on ?? null, time: due?.time ?? null });
    return { ok: true } as const;
  });
}

/** What waits on a member of staff, in the order they should deal with it. */
export interface Waiting {
  overdue: WaitingEntry[];
  today: WaitingEntry[];
  /** Senders who replied and were not answered yet, whatever their follow-up says. */
  replies: WaitingEntry[];
  /** Follow-ups on a later day. */
  later: WaitingEntry[];
}

/**
 * The open quote requests and applications a member owns on the lists they work on (an
 * owner whose role changed no longer hears of a list they cannot open), sorted into what
 * is overdue, due today, answered by its sender, and coming later, as of `now` in Tashkent.
 */
export async function waitingOn(
  database: Database,
  ownerId: string,
  lists: readonly EntryList[],
  now = new Date(),
): Promise<Waiting> {
  const clock = tashkentClock(now);
  const waiting: Waiting = { overdue: [], today: [], replies: [], later: [] };
  for (const list of ENTRY_LISTS.filter((name) => lists.includes(name))) {
    for (const row of await ownedOpenEntries(database.db, list, ownerId)) {
      const entry = waitingEntry(list, row);
      const state = entry.due ? followUpState(entry.due, clock) : null;
      if (state === "overdue") waiting.overdue.push(entry);
      else if (state === "today") waiting.today.push(entry);
      else if (entry.replyWaiting) waiting.replies.push(entry);
      else if (state === "later") waiting.later.push(entry);
    }
  }
  const byDue = (a: WaitingEntry, b: WaitingEntry) => dueKey(a).localeCompare(dueKey(b)) || a.id.localeCompare(b.id);
  waiting.overdue.sort(byDue);
  waiting.today.sort(byDue);
  waiting.later.sort(byDue);
  // The sender who has waited longest first.
  waiting.replies.sort((a, b) => (a.lastReplyAt ?? "").localeCompare(b.lastReplyAt ?? ""));
  return waiting;
}

/** How many things need the member now: overdue, due today, replies waiting. */
export function waitingCount(waiting: Waiting): number {
  return waiting.overdue.length + waiting.today.length + waiting.replies.length;
}

function waitingEntry(list: EntryList, row: OwnedEntry): WaitingEntry {
  return {
    list,
    id: row.id,
    name: row.name,
    about: row.about,
    status: row.status,
    due: row.dueOn ? { on: row.dueOn, time: row.dueTime } : null,
    replyWaiting: row.lastReplyAt !== null && (row.lastHandledAt === null || row.lastReplyAt > row.lastHandledAt),
    lastReplyAt: row.lastReplyAt,
  };
}

/** A follow-up's place in time as text: a day without a time comes after that day's times. */
function dueKey(entry: WaitingEntry): string {
  return entry.due ? `${entry.due.on}T${entry.due.time ?? "24:00"}` : "";
}
