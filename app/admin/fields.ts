import type { ListName, Status } from "../../shared/inbox.ts";

type Row = Record<string, unknown>;

/** How each list is shown in the inbox: its title, the table's columns and the detail's fields. */
export const LIST_VIEWS: Record<
  ListName,
  {
    title: string;
    name: (row: Row) => string;
    columns: [string, string][];
    fields: [string, string][];
  }
> = {
  requests: {
    title: "Quote requests",
    name: (row) => String(row.fullName),
    columns: [
      ["Company", "companyName"],
      ["Email", "email"],
      ["Phone", "phone"],
    ],
    fields: [
      ["Full name", "fullName"],
      ["Company", "companyName"],
      ["Email", "email"],
      ["Phone", "phone"],
      ["Message", "message"],
      ["Language", "language"],
    ],
  },
  applications: {
    title: "Job applications",
    name: (row) => `${String(row.firstName)} ${String(row.lastName)}`,
    columns: [
      ["Position", "position"],
      ["Email", "email"],
      ["Phone", "phone"],
    ],
    fields: [
      ["First name", "firstName"],
      ["Last name", "lastName"],
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
      ["Unsubscribed", "unsubscribedAt"],
    ],
    fields: [
      ["Email", "email"],
      ["Language", "language"],
      ["Unsubscribed", "unsubscribedAt"],
    ],
  },
};

export const STATUS_LABELS: Record<Status, string> = { new: "New", in_progress: "In progress", done: "Done" };

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
