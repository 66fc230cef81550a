/**
 * The inbox's lists and statuses, as its pages (in the browser too) and the server name
 * them: `/admin/requests`, `/admin/applications`, `/admin/subscribers`.
 */
export const LIST_NAMES = ["requests", "applications", "subscribers"] as const;
export type ListName = (typeof LIST_NAMES)[number];

/** The lists whose entries are conversations with a sender, with an owner and a history. */
export const ENTRY_LISTS = ["requests", "applications"] as const;
export type EntryList = (typeof ENTRY_LISTS)[number];

export function isEntryList(value: unknown): value is EntryList {
  return (ENTRY_LISTS as readonly unknown[]).includes(value);
}

/**
 * Why a sender's acknowledgement was kept but not mailed: their address had one already
 * that day (issue 39.1), so the forms cannot mail a stranger again and again.
 */
export const ANSWERED_TODAY = "answered-today";

/** A quote request is new, being handled, or done. */
const REQUEST_STATUSES = ["new", "in_progress", "done"] as const;
type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * The seven hiring steps of the specification, in order (application review, initial
 * screening, technical assessment, in-depth interview, team collaboration, final
 * decision, onboarding); an application is at one of them, or was rejected or withdrawn.
 */
export const HIRING_STEPS = [
  "review",
  "screening",
  "assessment",
  "interview",
  "collaboration",
  "decision",
  "onboarding",
] as const;
export type HiringStep = (typeof HIRING_STEPS)[number];
export const APPLICATION_STATUSES = [...HIRING_STEPS, "rejected", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export type Status = RequestStatus | ApplicationStatus;

/** The statuses each list's entries move through (subscribers have none: they subscribe or leave). */
export const LIST_STATUSES: Record<ListName, readonly Status[]> = {
  requests: REQUEST_STATUSES,
  applications: APPLICATION_STATUSES,
  subscribers: [],
};

export function isListName(value: string | undefined): value is ListName {
  return (LIST_NAMES as readonly (string | undefined)[]).includes(value);
}

export function isStatusOf(list: ListName, value: unknown): value is Status {
  return (LIST_STATUSES[list] as readonly unknown[]).includes(value);
}

/** Entries per page of a list. */
export const PAGE_SIZE = 25;
