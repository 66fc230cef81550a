import type { ListName } from "../../server/admin/inbox.ts";

/** How each list is shown in the inbox: its title, the table's columns and the detail's fields. */
export const LIST_VIEWS: Record<
  ListName,
  {
    title: string;
    name: (row: Record<string, unknown>) => string;
    columns: [string, string][];
    fields: [string, string][];
  }
> = {
  requests: {
    title: "Quote requests",
    name: (row) => String(row.full_name),
    columns: [
      ["Company", "company_name"],
      ["Email", "email"],
      ["Phone", "phone"],
    ],
    fields: [
      ["Full name", "full_name"],
      ["Company", "company_name"],
      ["Email", "email"],
      ["Phone", "phone"],
      ["Message", "message"],
      ["Language", "language"],
    ],
  },
  applications: {
    title: "Job applications",
    name: (row) => `${String(row.first_name)} ${String(row.last_name)}`,
    columns: [
      ["Position", "position"],
      ["Email", "email"],
      ["Phone", "phone"],
    ],
    fields: [
      ["First name", "first_name"],
      ["Last name", "last_name"],
      ["Email", "email"],
      ["Phone", "phone"],
      ["Position", "position"],
      ["Message", "message"],
      ["Language", "language"],
    ],
  },
  subscribers: {
    title: "Subscribers",
    name: (row) => String(row.email),
    columns: [
      ["Language", "language"],
      ["Unsubscribed", "unsubscribed_at"],
    ],
    fields: [
      ["Email", "email"],
      ["Language", "language"],
      ["Unsubscribed", "unsubscribed_at"],
    ],
  },
};

export const STATUS_LABELS = { new: "New", in_progress: "In progress", done: "Done" } as const;

/** "22 Nov 2026, 14:05" in Tashkent time, where the staff work. */
export function formatWhen(iso: unknown): string {
  if (!iso) return "";
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Asia/Tashkent",
  }).format(new Date(String(iso)));
}
