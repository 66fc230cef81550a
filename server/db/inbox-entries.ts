import { sql, type ExpressionBuilder } from "kysely";
import type { Db } from "./database.ts";
import type { Schema } from "./schema.ts";
import { CLOSED_STATUSES, type FollowUp } from "../../shared/follow-up.ts";
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
  /** The follow-up day and time (Tashkent), or null. */
  dueOn: string | null;
  dueTime: string | null;
  createdAt: string;
}

export async function getEntryContact(db: Db, list: EntryList, id: string): Promise<EntryContact | undefined> {
  if (list === "requests") {
    const row = await db
      .selectFrom("contactRequests")
      .select(["id", "status", "fullName", "email", "language", "assigneeId", "dueOn", "dueTime", "createdAt"])
      .where("id", "=", id)
      .executeTakeFirst();
    return row && { ...row, name: row.fullName, greeting: row.fullName, position: "" };
  }
  const row = await db
    .selectFrom("applications")
    .select([
      "id",
      "status",
      "firstName",
      "lastName",
      "email",
      "language",
      "position",
      "assigneeId",
      "dueOn",
      "dueTime",
      "createdAt",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { ...row, name: `${row.firstName} ${row.lastName}`.trim(), greeting: row.firstName };
}

export async function setAssignee(db: Db, list: EntryList, id: string, assigneeId: string | null): Promise<void> {
  await db.updateTable(ENTRY_TABLES[list]).set({ assigneeId }).where("id", "=", id).execute();
}

/** Sets an entry's follow-up (null clears it). */
export async function setFollowUp(db: Db, list: EntryList, id: string, due: FollowUp | null): Promise<void> {
  await db
    .updateTable(ENTRY_TABLES[list])
    .set({ dueOn: due?.on ?? null, dueTime: due?.time ?? null })
    .where("id", "=", id)
    .execute();
}

/** An entry someone owns that may be waiting on them, and when its sender and its staff last acted. */
export interface OwnedEntry {
  id: string;
  name: string;
  /** A quote request's company, an application's opening id. */
  about: string;
  status: string;
  dueOn: string | null;
  dueTime: string | null;
  /** When the sender's latest reply (read from the mailbox) arrived; null if they never replied. */
  lastReplyAt: string | null;
  /** When staff last answered, noted, moved or rescheduled it; null if they never did. */
  lastHandledAt: string | null;
}

/** What staff do that answers a sender's reply: write back, note it (a call made), move it on, plan a follow-up. */
const HANDLING_KINDS = ["reply", "note", "moved", "due"];

/**
 * The entries of a list an account owns that are still open and have a follow-up or a reply
 * from their sender: what the "waiting on me" view and the morning digest sort out.
 */
export async function ownedOpenEntries(db: Db, list: EntryList, ownerId: string): Promise<OwnedEntry[]> {
  if (list === "requests") {
    const rows = await ownedOpen(db, list, ownerId).select(["fullName", "companyName"]).execute();
    return rows.map(({ fullName, companyName, ...row }) => ({ ...row, name: fullName, about: companyName }));
  }
  const rows = await ownedOpen(db, list, ownerId)
    .select([
      sql.ref<string>("applications.firstName").as("firstName"),
      sql.ref<string>("applications.lastName").as("lastName"),
      sql.ref<string>("applications.position").as("position"),
    ])
    .execute();
  return rows.map(({ firstName, lastName, position, ...row }) => ({
    ...row,
    name: `${firstName} ${lastName}`.trim(),
    about: position,
  }));
}

/** A list's open entries an account owns, with their follow-up and when the sender and staff last acted. */
function ownedOpen(db: Db, list: EntryList, ownerId: string) {
  // Both tables have these columns; the builder is typed for one of them.
  const table = ENTRY_TABLES[list] as "contactRequests";
  const replies = (eb: ExpressionBuilder<Schema, "contactRequests">) =>
    eb
      .selectFrom("inboundMail")
      .where("inboundMail.list", "=", list)
      .whereRef("inboundMail.entryId", "=", `${table}.id`)
      .where((inner) => inner.or([inner("problem", "is", null), inner("problem", "<>", "duplicate")]));
  return db
    .selectFrom(table)
    .select((eb) => [
      `${table}.id`,
      `${table}.status`,
      `${table}.dueOn`,
      `${table}.dueTime`,
      replies(eb)
        .select((inner) => inner.fn.max("inboundMail.createdAt").as("at"))
        .as("lastReplyAt"),
      eb
        .selectFrom("entryEvents")
        .select((inner) => inner.fn.max("entryEvents.createdAt").as("at"))
        .where("entryEvents.list", "=", list)
        .whereRef("entryEvents.entryId", "=", `${table}.id`)
        .where("entryEvents.kind", "in", HANDLING_KINDS)
        .as("lastHandledAt"),
    ])
    .where(`${table}.assigneeId`, "=", ownerId)
    .where(`${table}.status`, "not in", CLOSED_STATUSES)
    .where((eb) => eb.or([eb(`${table}.dueOn`, "is not", null), eb.exists(replies(eb).select("inboundMail.id"))]));
}
