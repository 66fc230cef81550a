import { sql, type Expression, type SqlBool } from "kysely";
import type { Db } from "./database.ts";
import type { ListName } from "../../shared/inbox.ts";
import { NO_SOURCE } from "../../shared/lead-source.ts";
import type { Application } from "./applications.ts";
import type { ContactRequest } from "./contact-requests.ts";
import type { Subscriber } from "./subscribers.ts";

export type { ListName };

/**
 * The inbox's three lists over the submission tables: filtered pages, exports and
 * status changes. Which table each list reads and what it is searched by is here.
 */
export const LIST_TABLES = {
  requests: { table: "contactRequests", search: ["fullName", "companyName", "email"], file: "fileId" },
  applications: { table: "applications", search: ["firstName", "lastName", "email"], file: "cvId" },
  subscribers: { table: "subscribers", search: ["email"], file: null },
} as const satisfies Record<ListName, unknown>;

export interface ListRows {
  requests: ContactRequest;
  applications: Application;
  subscribers: Subscriber;
}

export interface ListFilter {
  /** Matches any of the list's search columns, ignoring letter case (Unicode). */
  q: string;
  status: string;
  /** Applications: the opening's id, or "general" for applications without one. */
  position: string;
  /** ISO dates, inclusive: `createdAt` from the start of `from` to the end of `to` (UTC). */
  from: string;
  to: string;
  /** Requests and applications: "mine" (owned by `me`), "unassigned", an account's id, or "" for anyone's. */
  owner?: string;
  me?: string;
  /** Requests and applications: by follow-up ("overdue", "today" as of `now`, "set", "none"), or "" for any. */
  due?: string;
  /** The Tashkent day and minute "overdue" and "today" are judged at. */
  now?: { day: string; time: string };
  /** "due": soonest follow-up first (those without one last); else newest first. */
  sort?: string;
  /** Requests and applications: where they came from (lead_sources); NO_SOURCE for a direct visit. */
  source?: string;
  campaign?: string;
}

type ListTable = (typeof LIST_TABLES)[ListName]["table"];

function filtered(db: Db, list: ListName, filter: ListFilter) {
  const { table, search } = LIST_TABLES[list];
  // The three tables share the columns filtered on; the builder is typed for one of them.
  return db.selectFrom(table as ListTable & "contactRequests").where((eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.q) {
      const pattern = `%${filter.q.toLocaleLowerCase("und").replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      conditions.push(
        eb.or(search.map((column) => sql<SqlBool>`lower(${sql.ref(snake(column))}) LIKE ${pattern} ESCAPE '\\'`)),
      );
    }
    if (filter.status) conditions.push(eb("status", "=", filter.status));
    if (filter.position)
      conditions.push(eb("position" as "status", "=", filter.position === "general" ? "" : filter.position));
    // Only confirmed addresses are subscribers; the others wait for their link (30 days at most).
    if (list === "subscribers") conditions.push(eb("confirmedAt" as "createdAt", "is not", null));
    if (filter.from) conditions.push(eb("createdAt", ">=", `${filter.from}T00:00:00.000Z`));
    if (filter.to) {
      conditions.push(
        eb("createdAt", "<", new Date(Date.parse(`${filter.to}T00:00:00.000Z`) + 86_400_000).toISOString()),
      );
    }
    if (filter.owner === "mine") conditions.push(eb("assigneeId", "=", filter.me ?? ""));
    else if (filter.owner === "unassigned") conditions.push(eb("assigneeId", "is", null));
    else if (filter.owner) conditions.push(eb("assigneeId", "=", filter.owner));
    if (list !== "subscribers" && filter.due) {
      const now = filter.now ?? { day: "", time: "" };
      if (filter.due === "none") conditions.push(eb("dueOn", "is", null));
      if (filter.due === "set") conditions.push(eb("dueOn", "is not", null));
      // As shared/follow-up.ts judges it: overdue from the minute after its time, or the day after its day.
      const overdue = eb.or([
        eb("dueOn", "<", now.day),
        eb.and([eb("dueOn", "=", now.day), eb("dueTime", "is not", null), eb("dueTime", "<", now.time)]),
      ]);
      if (filter.due === "overdue") conditions.push(overdue);
      if (filter.due === "today") {
        conditions.push(
          eb.and([eb("dueOn", "=", now.day), eb.or([eb("dueTime", "is", null), eb("dueTime", ">=", now.time)])]),
        );
      }
    }
    for (const [column, value] of [
      ["source", filter.source],
      ["campaign", filter.campaign],
    ] as const) {
      if (!value) continue;
      conditions.push(
        sql<SqlBool>`exists (select 1 from lead_sources where lead_sources.list = ${list} and lead_sources.entry_id = ${sql.ref(`${snake(table)}.id`)} and ${sql.ref(`lead_sources.${column}`)} = ${value === NO_SOURCE ? "" : value})`,
      );
    }
    return eb.and(conditions);
  });
}

/** One page of a list, newest first (or by follow-up), and how many match in all. */
export async function listPage<L extends ListName>(
  db: Db,
  list: L,
  filter: ListFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ListRows[L][]; total: number }> {
  const count = await filtered(db, list, filter)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  const rows = await ordered(filtered(db, list, filter).selectAll(), list, filter)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows: rows as unknown as ListRows[L][], total: Number(count?.n ?? 0) };
}

/** Every matching row, newest first, for the CSV export. */
export async function listAll<L extends ListName>(db: Db, list: L, filter: ListFilter): Promise<ListRows[L][]> {
  const rows = await ordered(filtered(db, list, filter).selectAll(), list, filter).execute();
  return rows as unknown as ListRows[L][];
}

/** Newest first; or, asked by follow-up, the soonest first, a day's timed ones before its untimed, none last. */
function ordered(query: ReturnType<ReturnType<typeof filtered>["selectAll"]>, list: ListName, filter: ListFilter) {
  const byDue =
    list !== "subscribers" && filter.sort === "due"
      ? query
          .orderBy(sql`due_on is null`)
          .orderBy("dueOn")
          .orderBy(sql`coalesce(due_time, '24:00')`)
      : query;
  return byDue.orderBy("createdAt", "desc").orderBy("id", "desc");
}

export async function getEntry<L extends ListName>(db: Db, list: L, id: string): Promise<ListRows[L] | undefined> {
  const table = LIST_TABLES[list].table as ListTable & "contactRequests";
  return (await db.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst()) as ListRows[L] | undefined;
}

export async function setEntryStatus(db: Db, list: ListName, id: string, status: string): Promise<boolean> {
  const table = LIST_TABLES[list].table as ListTable & "contactRequests";
  const result = await db.updateTable(table).set({ status }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every entry of a list with this e-mail address, in any letter case. */
export async function entriesByEmail<L extends ListName>(db: Db, list: L, email: string): Promise<ListRows[L][]> {
  const table = LIST_TABLES[list].table as ListTable & "contactRequests";
  const key = email.trim().toLocaleLowerCase("und");
  const rows = await db
    .selectFrom(table)
    .selectAll()
    .where(sql<string>`lower(email)`, "=", key)
    .execute();
  return rows as unknown as ListRows[L][];
}

export async function deleteEntry(db: Db, list: ListName, id: string): Promise<void> {
  const table = LIST_TABLES[list].table as ListTable & "contactRequests";
  await db.deleteFrom(table).where("id", "=", id).execute();
}

/** Column names in SQL: raw fragments bypass the camelCase mapping. */
function snake(column: string): string {
  return column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * The senders of quote requests and applications named `name` (letter case of Latin letters
 * aside), with their addresses: whom a message's display name may pass itself off as.
 */
export async function customersNamed(db: Db, name: string): Promise<{ name: string; email: string }[]> {
  const key = name.trim().replace(/\s+/g, " ").toLowerCase();
  if (!key) return [];
  const requests = await db
    .selectFrom("contactRequests")
    .select(["fullName as name", "email"])
    .where(sql<string>`lower(full_name)`, "=", key)
    .limit(20)
    .execute();
  const applications = await db
    .selectFrom("applications")
    .select([sql<string>`first_name || ' ' || last_name`.as("name"), "email"])
    .where(sql<string>`lower(first_name || ' ' || last_name)`, "=", key)
    .limit(20)
    .execute();
  return [...requests, ...applications];
}
