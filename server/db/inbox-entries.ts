import type { Db } from "./database.ts";
import type { EntryList } from "../../shared/inbox.ts";

/**
 * Quote requests and applications as conversations: who wrote, in which language, who
 * owns it. Their own tables differ (server/db/contact-requests.ts, applications.ts); what
 * a conversation needs of either is read here.
 */
const ENTRY_TABLES = { requests: "contactRequests", applications: "applications" } as const;

/** The outbox's names for the messages about an entry of each list. */
export const ENTRY_MAIL = {
  requests: { notice: "contact", acknowledgement: "contact-acknowledgement", reply: "request-reply" },
  applications: { notice: "application", acknowledgement: "application-acknowledgement", reply: "application-reply" },
} as const satisfies Record<EntryList, { notice: string; acknowledgement: string; reply: string }>;

export interface EntryContact {
  id: string;
  status: string;
  /** The sender's name as they wrote it. */
  name: string;
  /** The first name to greet them with (the full name for a quote request). */
  greeting: string;
  email: string;
  language: string;
  /** An application's opening ("" for a general one, and for quote requests). */
  position: string;
  assigneeId: string | null;
  createdAt: string;
}

export async function getEntryContact(db: Db, list: EntryList, id: string): Promise<EntryContact | undefined> {
  if (list === "requests") {
    const row = await db
      .selectFrom("contactRequests")
      .select(["id", "status", "fullName", "email", "language", "assigneeId", "createdAt"])
      .where("id", "=", id)
      .executeTakeFirst();
    return row && { ...row, name: row.fullName, greeting: row.fullName, position: "" };
  }
  const row = await db
    .selectFrom("applications")
    .select(["id", "status", "firstName", "lastName", "email", "language", "position", "assigneeId", "createdAt"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { ...row, name: `${row.firstName} ${row.lastName}`.trim(), greeting: row.firstName };
}

export async function setAssignee(db: Db, list: EntryList, id: string, assigneeId: string | null): Promise<void> {
  await db.updateTable(ENTRY_TABLES[list]).set({ assigneeId }).where("id", "=", id).execute();
}
