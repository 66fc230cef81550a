import type { Selectable } from "kysely";
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
