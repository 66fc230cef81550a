import { sql, type Selectable } from "kysely";
import { randomUUID } from "node:crypto";
import type { Db } from "./database.ts";
import type { Schema } from "./schema.ts";

export type AuditEntry = Selectable<Schema["auditLog"]>;

/** Records who did what in the inbox; `detail` is kept as JSON. */
export async function recordAudit(db: Db, actor: string, action: string, detail: Record<string, unknown>) {
  await db
    .insertInto("auditLog")
    .values({
      id: randomUUID(),
      actor,
      action,
      detail: JSON.stringify(detail),
      createdAt: new Date().toISOString(),
    })
    .execute();
}

export async function latestAuditEntries(db: Db, limit = 200): Promise<AuditEntry[]> {
  return db
    .selectFrom("auditLog")
    .selectAll()
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Which actions an area's entries are: exact names, name prefixes, or a list named in the detail. */
interface AuditActions {
  names: readonly string[];
  prefixes: readonly string[];
  /** Actions on a list's entries that name the list in their detail ("assign", "export"). */
  lists: { names: readonly string[]; list: string } | null;
}

export interface AuditQuery {
  actor?: string;
  actions?: AuditActions;
  /** Inclusive bounds, ISO timestamps. */
  from?: string;
  until?: string;
  offset: number;
  limit: number;
}

/** One page of the audit log, newest first, and how many entries match in all. */
export async function auditPage(db: Db, query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
  let select = db.selectFrom("auditLog");
  if (query.actor) select = select.where("actor", "=", query.actor);
  if (query.from) select = select.where("createdAt", ">=", query.from);
  if (query.until) select = select.where("createdAt", "<=", query.until);
  const actions = query.actions;
  if (actions) {
    select = select.where((eb) =>
      eb.or([
        ...(actions.names.length ? [eb("action", "in", actions.names)] : []),
        ...actions.prefixes.map((prefix) => eb("action", "like", `${prefix.replace(/[%_\\]/g, "")}%`)),
        ...(actions.lists?.names.length
          ? [
              eb.and([
                eb("action", "in", actions.lists.names),
                // The detail is JSON.stringify's: `"list":"requests"` appears as written here.
                eb("detail", "like", `%"list":${JSON.stringify(actions.lists.list)}%`),
              ]),
            ]
          : []),
        // An area without actions matches nothing, not everything.
        sql<boolean>`1 = 0`,
      ]),
    );
  }
  const [entries, count] = await Promise.all([
    select
      .selectAll()
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    select.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst(),
  ]);
  return { entries, total: Number(count?.n ?? 0) };
}

/** Everyone who appears in the audit log, by name as recorded. */
export async function auditActors(db: Db): Promise<string[]> {
  const rows = await db.selectFrom("auditLog").select("actor").distinct().orderBy("actor").execute();
  return rows.map((row) => row.actor);
}
