import { sql, type Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { IsoDate, Schema } from "./schema.ts";
import type { EntryList } from "../../shared/inbox.ts";

export type LeadSource = Selectable<Schema["leadSources"]>;

/** A lead's source as it is stored: pages, the referrer and the campaign tags. */
export type LeadSourceFields = Omit<LeadSource, "list" | "entryId" | "createdAt">;

export async function saveLeadSource(
  db: Db,
  entry: { list: EntryList; id: string; now: IsoDate },
  fields: LeadSourceFields,
): Promise<void> {
  await db
    .insertInto("leadSources")
    .values({ list: entry.list, entryId: entry.id, ...fields, createdAt: entry.now })
    .execute();
}

/** Where each quote request and application came from (server/submissions/lead-source.ts writes them). */
export async function getLeadSource(db: Db, list: EntryList, entryId: string): Promise<LeadSource | undefined> {
  return db
    .selectFrom("leadSources")
    .selectAll()
    .where("list", "=", list)
    .where("entryId", "=", entryId)
    .executeTakeFirst();
}

/** Every source of a list's entries, by entry (for an export of the whole list). */
export async function leadSourcesOf(db: Db, list: EntryList): Promise<Map<string, LeadSource>> {
  const rows = await db.selectFrom("leadSources").selectAll().where("list", "=", list).execute();
  return new Map(rows.map((row) => [row.entryId, row]));
}

export async function deleteLeadSource(db: Db, list: EntryList, entryId: string): Promise<void> {
  await db.deleteFrom("leadSources").where("list", "=", list).where("entryId", "=", entryId).execute();
}

/** The sources and campaigns a list's entries came from, for its filters. */
export async function knownSources(db: Db, list: EntryList): Promise<{ sources: string[]; campaigns: string[] }> {
  const rows = await db
    .selectFrom("leadSources")
    .select(["source", "campaign"])
    .distinct()
    .where("list", "=", list)
    .execute();
  const unique = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
  return { sources: unique(rows.map((row) => row.source)), campaigns: unique(rows.map((row) => row.campaign)) };
}

export interface SourceCount {
  /** "2026-11" */
  month: string;
  list: EntryList;
  source: string;
  campaign: string;
  n: number;
}

/** How many requests and applications came from each source and campaign, per month (UTC), newest month first. */
export async function sourceCounts(db: Db, lists: readonly EntryList[]): Promise<SourceCount[]> {
  if (lists.length === 0) return [];
  const month = sql<string>`substr(created_at, 1, 7)`;
  const rows = await db
    .selectFrom("leadSources")
    .select([month.as("month"), "list", "source", "campaign", (eb) => eb.fn.countAll<number>().as("n")])
    .where("list", "in", lists)
    .groupBy([month, "list", "source", "campaign"])
    .orderBy(month, "desc")
    .orderBy("source")
    .orderBy("campaign")
    .execute();
  return rows.map((row) => ({ ...row, list: row.list as EntryList, n: Number(row.n) }));
}
