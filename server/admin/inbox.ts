import { createHash, randomUUID } from "node:crypto";
import type { Store } from "../db/store.ts";
import { lowerFunction, type Params, type Row } from "../db/sql.ts";
import type { UploadStorage } from "../uploads/storage.ts";

/** The three lists of the inbox, and what each is searched by. */
export const LISTS = {
  requests: {
    table: "contact_requests",
    kind: "contact",
    search: ["full_name", "company_name", "email"],
    file: "file_id",
  },
  applications: {
    table: "applications",
    kind: "application",
    search: ["first_name", "last_name", "email"],
    file: "cv_id",
  },
  subscribers: { table: "subscribers", kind: "subscriber", search: ["email"], file: null },
} as const;
export type ListName = keyof typeof LISTS;
export const STATUSES = ["new", "in_progress", "done"] as const;
export type Status = (typeof STATUSES)[number];
export const PAGE_SIZE = 25;

export function isListName(value: string | undefined): value is ListName {
  return value !== undefined && Object.hasOwn(LISTS, value);
}

export interface ListQuery {
  page: number;
  q: string;
  status: Status | "";
  from: string;
  to: string;
}

/** Reads a list query from a URL, ignoring anything malformed. */
export function listQuery(params: URLSearchParams): ListQuery {
  const date = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : "");
  const status = params.get("status") ?? "";
  return {
    page: Math.max(1, Math.min(10_000, Number.parseInt(params.get("page") ?? "1", 10) || 1)),
    q: (params.get("q") ?? "").trim().slice(0, 200),
    status: (STATUSES as readonly string[]).includes(status) ? (status as Status) : "",
    from: date(params.get("from")),
    to: date(params.get("to")),
  };
}

function where(store: Store, list: ListName, query: ListQuery): { sql: string; params: Params } {
  const conditions: string[] = [];
  const params: (string | number)[] = [];
  const lower = lowerFunction(store.engine.dialect);
  if (query.q) {
    const pattern = `%${query.q.toLocaleLowerCase("und").replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(`(${LISTS[list].search.map((column) => `${lower}(${column}) LIKE ? ESCAPE '\\'`).join(" OR ")})`);
    params.push(...LISTS[list].search.map(() => pattern));
  }
  if (query.status) {
    conditions.push("status = ?");
    params.push(query.status);
  }
  if (query.from) {
    conditions.push("created_at >= ?");
    params.push(`${query.from}T00:00:00.000Z`);
  }
  if (query.to) {
    conditions.push("created_at < ?");
    params.push(new Date(Date.parse(`${query.to}T00:00:00.000Z`) + 86_400_000).toISOString());
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(" AND ")}` : "", params };
}

/** One page of a list, newest first, and how many match in all. */
export async function listPage(
  store: Store,
  list: ListName,
  query: ListQuery,
): Promise<{ rows: Row[]; total: number }> {
  const { sql, params } = where(store, list, query);
  const table = LISTS[list].table;
  const [count] = await store.engine.all(`SELECT COUNT(*) AS n FROM ${table} ${sql}`, params);
  const rows = await store.engine.all(
    `SELECT * FROM ${table} ${sql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    [...params, PAGE_SIZE, (query.page - 1) * PAGE_SIZE],
  );
  return { rows: rows.map(plain), total: Number(count?.n ?? 0) };
}

/** Every matching row, for the CSV export. */
export async function listAll(store: Store, list: ListName, query: ListQuery): Promise<Row[]> {
  const { sql, params } = where(store, list, query);
  return (
    await store.engine.all(`SELECT * FROM ${LISTS[list].table} ${sql} ORDER BY created_at DESC, id DESC`, params)
  ).map(plain);
}

export async function getEntry(store: Store, list: ListName, id: string): Promise<Row | undefined> {
  const [row] = await store.engine.all(`SELECT * FROM ${LISTS[list].table} WHERE id = ?`, [id]);
  return row ? plain(row) : undefined;
}

export async function setStatus(store: Store, list: ListName, id: string, status: Status): Promise<boolean> {
  return (await store.engine.run(`UPDATE ${LISTS[list].table} SET status = ? WHERE id = ?`, [status, id])) === 1;
}

/** What the inbox holds about one e-mail address, across every list. */
export async function personData(store: Store, email: string) {
  const lower = lowerFunction(store.engine.dialect);
  const key = email.trim().toLocaleLowerCase("und");
  const found: Record<ListName, Row[]> = { requests: [], applications: [], subscribers: [] };
  for (const list of Object.keys(LISTS) as ListName[]) {
    found[list] = (await store.engine.all(`SELECT * FROM ${LISTS[list].table} WHERE ${lower}(email) = ?`, [key])).map(
      plain,
    );
  }
  return found;
}

/**
 * Erases everything about an e-mail address (a privacy request): its quote requests,
 * applications and subscription, their files and queued notifications. The audit log
 * records who, when and how much, with a hash of the address rather than the address.
 */
export async function erasePerson(
  store: Store,
  storage: UploadStorage,
  email: string,
  actor: string,
): Promise<Record<ListName | "files", number>> {
  const found = await personData(store, email);
  const uploads: string[] = [];
  await store.engine.transaction(async (tx) => {
    for (const list of Object.keys(LISTS) as ListName[]) {
      const { table, kind, file } = LISTS[list];
      for (const row of found[list]) {
        await tx.run("DELETE FROM outbox WHERE kind = ? AND subject_id = ?", [kind, String(row.id)]);
        await tx.run(`DELETE FROM ${table} WHERE id = ?`, [String(row.id)]);
        if (file && row[file]) {
          const [upload] = await tx.all("SELECT stored_name FROM uploads WHERE id = ?", [String(row[file])]);
          await tx.run("DELETE FROM uploads WHERE id = ?", [String(row[file])]);
          if (upload) uploads.push(String(upload.stored_name));
        }
      }
    }
    const counts = Object.fromEntries((Object.keys(found) as ListName[]).map((list) => [list, found[list].length]));
    await tx.run("INSERT INTO audit_log (id, actor, action, detail, created_at) VALUES (?, ?, ?, ?, ?)", [
      randomUUID(),
      actor,
      "erase",
      JSON.stringify({ email_sha256: sha256(email.trim().toLocaleLowerCase("und")), ...counts, files: uploads.length }),
      new Date().toISOString(),
    ]);
  });
  // Files go after the rows are gone, so no reader can still reach them.
  for (const storedName of uploads) await storage.remove(storedName);
  return {
    requests: found.requests.length,
    applications: found.applications.length,
    subscribers: found.subscribers.length,
    files: uploads.length,
  };
}

export async function recordAudit(store: Store, actor: string, action: string, detail: Record<string, unknown>) {
  await store.engine.run("INSERT INTO audit_log (id, actor, action, detail, created_at) VALUES (?, ?, ?, ?, ?)", [
    randomUUID(),
    actor,
    action,
    JSON.stringify(detail),
    new Date().toISOString(),
  ]);
}

export async function auditLog(store: Store, limit = 200): Promise<Row[]> {
  return (await store.engine.all("SELECT * FROM audit_log ORDER BY created_at DESC LIMIT ?", [limit])).map(plain);
}

/** Rows as plain JSON-safe values: dates as ISO strings. */
function plain(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
