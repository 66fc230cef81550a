/**
 * The inbox's lists and statuses, as its pages (in the browser too) and the server name
 * them: `/admin/requests`, `/admin/applications`, `/admin/subscribers`.
 */
export const LIST_NAMES = ["requests", "applications", "subscribers"] as const;
export type ListName = (typeof LIST_NAMES)[number];

export const STATUSES = ["new", "in_progress", "done"] as const;
export type Status = (typeof STATUSES)[number];

export function isListName(value: string | undefined): value is ListName {
  return (LIST_NAMES as readonly (string | undefined)[]).includes(value);
}

export function isStatus(value: unknown): value is Status {
  return (STATUSES as readonly unknown[]).includes(value);
}

/** Entries per page of a list. */
export const PAGE_SIZE = 25;
