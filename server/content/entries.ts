import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { ID_MAX_LENGTH, ID_PATTERN, type ContentStatus } from "../../shared/content.ts";
import { conform } from "../../shared/content-model/document.ts";
import type { DocOf, Fields } from "../../shared/content-model/fields.ts";
import type { Kind } from "../../shared/content-model/kind.ts";
import { tidy, validate, type Issue } from "../../shared/content-model/validation.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { kindNamed } from "../../content/model/index.ts";
import { actorName, type StaffMember } from "../auth/staff-auth.ts";
import { recordAudit } from "../db/audit-log.ts";
import type { Database, Db } from "../db/database.ts";
import {
  arrangeEntries,
  deleteEntry as deleteEntryRow,
  claimEntry,
  getEntry,
  listEntries,
  nextPosition,
  renameEntry,
  upsertEntry,
} from "../db/entries.ts";
import { recordIdChange, redirectedId } from "../db/id-redirects.ts";
import { getRevision, insertRevision, moveRevisions } from "../db/revisions.ts";
import type { Schema } from "../db/schema.ts";
import type { ContentEntryRow } from "../db/entries.ts";
import { bumpContentVersion } from "./version.ts";

/**
 * What staff do to an entry of any kind, the same for all (decision 043): save (a draft, or
 * an edit of a live entry), publish now, schedule, unpublish, close and reopen (kinds that
 * close), restore a revision, arrange, delete. Every change keeps a revision, is audited
 * with its author, moves an address's old URL to its new one, and tells every instance
 * that the public content changed. Nothing incomplete goes out: publishing, scheduling or
 * editing a live entry checks every required field in all three languages first.
 */
export type EntryAction = "save" | "publish" | "schedule" | "unpublish" | "close" | "reopen" | "restore";

export interface EntryState {
  status: ContentStatus;
  publishAt: string | null;
  closedAt: string | null;
}

export interface Entry<Fs extends Fields = Fields> {
  kind: string;
  id: string;
  state: EntryState;
  doc: DocOf<Fs>;
  position: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: string;
}

/**
 * Someone else saved the entry after the editor was opened from `base` (decision 085): the save
 * was refused and nothing written; `current` is what is stored now.
 */
export interface EditConflict {
  base: string;
  current: Entry;
}

export type SaveResult =
  | { ok: true; id: string }
  | { ok: false; issues: Issue[]; conflict?: undefined }
  | { ok: false; issues: []; conflict: EditConflict };

/** Thrown inside a save's transaction when another save took the entry first: rolls it back. */
class ChangedSince extends Error {}

interface Snapshot {
  state: EntryState;
  doc: unknown;
}

/** Whether visitors see an entry with this state at `now`. */
export function isLive(state: { status: string; publishAt: string | null }, now: string): boolean {
  return (state.status === "published" || state.status === "scheduled") && (state.publishAt ?? "") <= now;
}

export function toEntry<Fs extends Fields>(kind: Kind<Fs>, row: ContentEntryRow): Entry<Fs> {
  return {
    kind: row.kind,
    id: row.id,
    state: { status: row.status as ContentStatus, publishAt: row.publishAt, closedAt: row.closedAt },
    doc: conform(kind.fields, JSON.parse(row.data)),
    position: row.position,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}

export async function readEntry<Fs extends Fields>(db: Db, kind: Kind<Fs>, id: string): Promise<Entry<Fs> | undefined> {
  const row = await getEntry(db, kind.name, id);
  return row ? toEntry(kind, row) : undefined;
}

/** A kind's entries as staff list them: in their arranged order, or newest first by the kind's date. */
export async function entriesForStaff<Fs extends Fields>(db: Db, kind: Kind<Fs>): Promise<Entry<Fs>[]> {
  return sortEntries(
    kind,
    (await listEntries(db, kind.name)).map((row) => toEntry(kind, row)),
  );
}

/** Entries in their kind's order: arranged by staff, or by a date field. */
export function sortEntries<Fs extends Fields, E extends { id: string; position: number; doc: DocOf<Fs> }>(
  kind: Kind<Fs>,
  entries: E[],
): E[] {
  const order = kind.order;
  if (order === "manual") return [...entries].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
  const value = (entry: E) => String((entry.doc as Record<string, unknown>)[order.field] ?? "");
  const sign = order.direction === "desc" ? -1 : 1;
  return [...entries].sort((a, b) => sign * value(a).localeCompare(value(b)) || a.id.localeCompare(b.id));
}

/** Why an entry's id cannot be used, or nothing. */
function idIssues(kind: Kind, id: string): Issue[] {
  if (kind.singleton) return id === kind.singleton ? [] : [{ field: "id", problem: "invalidId" }];
  if (!kind.address) return /^[0-9a-z-]{8,40}$/.test(id) ? [] : [{ field: "id", problem: "invalidId" }];
  if (!id) return [{ field: "id", problem: "required" }];
  if (id.length > ID_MAX_LENGTH) return [{ field: "id", problem: "tooLong" }];
  // "new" names the editor of a new entry: it can never be an entry's id.
  if (!ID_PATTERN.test(id) || id === "new") return [{ field: "id", problem: "invalidId" }];
  return [];
}

/** Relations must name entries that exist (in any state: a draft may point at a draft). */
async function relationIssues(db: Db, fields: Fields, doc: Record<string, unknown>, prefix = ""): Promise<Issue[]> {
  const issues: Issue[] = [];
  for (const [key, field] of Object.entries(fields)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const value = doc[key];
    if (field.type === "relation") {
      const target = kindNamed(field.to);
      const ids = (Array.isArray(value) ? value : value ? [value] : []) as string[];
      for (const id of ids) {
        if (!target || !(await getEntry(db, target.name, id))) {
          issues.push({ field: path, problem: "unknownEntry" });
          break;
        }
      }
    } else if (field.type === "group" && !field.localized) {
      issues.push(...(await relationIssues(db, field.fields, (value ?? {}) as Record<string, unknown>, path)));
    } else if (field.type === "list" && field.of.type === "relation" && Array.isArray(value)) {
      const target = kindNamed(field.of.to);
      for (const [index, id] of value.entries()) {
        if (id === "") continue;
        if (!target || typeof id !== "string" || !(await getEntry(db, target.name, id))) {
          issues.push({ field: `${path}.${index}`, problem: "unknownEntry" });
        }
      }
    } else if (field.type === "list" && !field.localized && field.of.type === "group" && Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        issues.push(
          ...(await relationIssues(db, field.of.fields, item as Record<string, unknown>, `${path}.${index}`)),
        );
      }
    }
  }
  return issues;
}

export interface SaveRequest<Fs extends Fields> {
  /** The entry being edited; null for a new one. */
  originalId: string | null;
  /** Its id after this save: the address staff chose (kinds with pages), or empty to keep or make one. */
  id: string;
  doc: DocOf<Fs>;
  action: EntryAction;
  publishAt?: string | null;
  /**
   * The version (the entry's `updatedAt`) the editor was opened from: the save is refused if
   * the entry changed since. Absent where no editor is involved (a restore, the import).
   */
  base?: string;
}

export async function saveEntry<Fs extends Fields>(
  database: Database,
  kind: Kind<Fs>,
  by: StaffMember,
  request: SaveRequest<Fs>,
  now = new Date().toISOString(),
): Promise<SaveResult> {
  const { originalId, action } = request;
  const current = originalId ? await getEntry(database.db, kind.name, originalId) : undefined;
  if (originalId && !current) return { ok: false, issues: [{ field: "id", problem: "invalidId" }] };
  if (current && request.base !== undefined && current.updatedAt !== request.base) {
    return { ok: false, issues: [], conflict: { base: request.base, current: toEntry(kind, current) } };
  }
  const id = kind.singleton ?? (kind.address ? request.id.trim() : (originalId ?? randomUUID()));
  const state = nextState(current ? toEntry(kind, current).state : undefined, action, request.publishAt ?? null, now);
  if (action === "close" && !kind.closable) return { ok: false, issues: [{ field: "id", problem: "invalidId" }] };
  // A page's single entry is the page: it can change, never vanish.
  if (action === "unpublish" && kind.singleton) return { ok: false, issues: [{ field: "id", problem: "invalidId" }] };
  if (action === "schedule" && (!state.publishAt || state.publishAt <= now)) {
    return { ok: false, issues: [{ field: "publishAt", problem: "scheduleInPast" }] };
  }
  const doc = tidy(kind.fields, conform(kind.fields, request.doc));
  // A live or scheduled entry must stay complete in all three languages.
  const complete = state.status === "published" || state.status === "scheduled";
  const issues = [
    ...idIssues(kind, id),
    ...validate(kind.fields, doc, complete),
    ...(kind.rules?.(doc, complete) ?? []),
    ...(await relationIssues(database.db, kind.fields, doc as Record<string, unknown>)),
  ];
  if (
    id !== originalId &&
    !issues.some((issue) => issue.field === "id") &&
    (await getEntry(database.db, kind.name, id))
  ) {
    issues.push({ field: "id", problem: "idTaken" });
  }
  if (issues.length) return { ok: false, issues };

  const written = await database
    .transaction(async (tx) => {
      // Checked again where it is written: a save that came in between wins, this one is refused.
      if (current && request.base !== undefined && !(await claimEntry(tx, kind.name, current.id, request.base, now))) {
        throw new ChangedSince();
      }
      await writeEntry(tx);
      return true;
    })
    .catch(async (error: unknown) => {
      if (error instanceof ChangedSince) return false;
      throw error;
    });
  if (!written) {
    const stored = await readEntry(database.db, kind, current!.id);
    if (!stored) return { ok: false, issues: [{ field: "id", problem: "invalidId" }] };
    return { ok: false, issues: [], conflict: { base: request.base!, current: stored } };
  }
  return { ok: true, id };

  async function writeEntry(tx: Transaction<Schema>) {
    if (originalId && originalId !== id) {
      await renameEntry(tx, kind.name, originalId, id);
      await recordIdChange(tx, kind.name, originalId, id, now);
      await moveRevisions(tx, kind.name, originalId, id);
    }
    await upsertEntry(tx, {
      kind: kind.name,
      id,
      status: state.status,
      publishAt: state.publishAt,
      closedAt: state.closedAt,
      position: current?.position ?? (await nextPosition(tx, kind.name)),
      data: JSON.stringify(doc),
      createdAt: current?.createdAt ?? now,
      updatedAt: now,
      updatedBy: actorName(by),
    });
    await keepRevision(tx, kind.name, id, { state, doc }, action, now, actorName(by));
    await bumpContentVersion(tx);
    await recordAudit(tx, actorName(by), `${kind.name}-${action}`, {
      id,
      ...(originalId && originalId !== id ? { previousId: originalId } : {}),
      status: state.status,
      ...(state.publishAt ? { publishAt: state.publishAt } : {}),
    });
  }
}

/** Brings back the content of a revision; the entry keeps its id and its publishing state. */
export async function restoreRevision<Fs extends Fields>(
  database: Database,
  kind: Kind<Fs>,
  by: StaffMember,
  id: string,
  revisionId: string,
): Promise<SaveResult> {
  const snapshot = await revisionSnapshot(database.db, kind, revisionId);
  if (!snapshot || snapshot.revision.itemId !== id) {
    return { ok: false, issues: [{ field: "revision", problem: "invalidId" }] };
  }
  return saveEntry(database, kind, by, { originalId: id, id, doc: snapshot.doc, action: "restore" });
}

/** A revision's document (fitted to today's declaration) and the state it was saved with. */
export async function revisionSnapshot<Fs extends Fields>(db: Db, kind: Kind<Fs>, revisionId: string) {
  const revision = await getRevision(db, revisionId);
  if (!revision || revision.kind !== kind.name) return undefined;
  const snapshot = JSON.parse(revision.snapshot) as Snapshot | null;
  // A deletion's revision keeps nothing to bring back.
  if (!snapshot) return undefined;
  return { revision, state: snapshot.state, doc: conform(kind.fields, snapshot.doc) };
}

/**
 * Removes an entry for good (its revisions stay, for the audit). For a kind with pages, its
 * address may move to another entry (a permanent redirect); otherwise it answers 410 Gone.
 */
export async function deleteEntry(
  database: Database,
  kind: Kind,
  by: StaffMember,
  id: string,
  redirectTo: string | null,
  now = new Date().toISOString(),
): Promise<SaveResult> {
  if (kind.singleton) return { ok: false, issues: [{ field: "id", problem: "invalidId" }] };
  if (!(await getEntry(database.db, kind.name, id)))
    return { ok: false, issues: [{ field: "id", problem: "invalidId" }] };
  if (redirectTo && (redirectTo === id || !(await getEntry(database.db, kind.name, redirectTo)))) {
    return { ok: false, issues: [{ field: "redirectTo", problem: "unknownEntry" }] };
  }
  await database.transaction(async (tx) => {
    await deleteEntryRow(tx, kind.name, id);
    if (redirectTo && kind.address) await recordIdChange(tx, kind.name, id, redirectTo, now);
    await keepRevision(tx, kind.name, id, null, "deleted", now, actorName(by));
    await bumpContentVersion(tx);
    await recordAudit(tx, actorName(by), `${kind.name}-delete`, { id, ...(redirectTo ? { redirectTo } : {}) });
  });
  return { ok: true, id };
}

/** Puts a kind's entries in the order staff chose (kinds arranged by hand). */
export async function arrange(database: Database, kind: Kind, by: StaffMember, ids: string[]): Promise<void> {
  await database.transaction(async (tx) => {
    await arrangeEntries(tx, kind.name, ids);
    await bumpContentVersion(tx);
    await recordAudit(tx, actorName(by), `${kind.name}-arrange`, { ids });
  });
}

function nextState(
  current: EntryState | undefined,
  action: EntryAction,
  publishAt: string | null,
  now: string,
): EntryState {
  const base: EntryState = current ?? { status: "draft", publishAt: null, closedAt: null };
  switch (action) {
    case "publish":
      // A live entry keeps the time it first went out; anything else goes out now.
      return { ...base, status: "published", publishAt: isLive(base, now) ? base.publishAt : now };
    case "schedule":
      return { ...base, status: "scheduled", publishAt };
    case "unpublish":
      return { ...base, status: base.status === "draft" ? "draft" : "unpublished", publishAt: null };
    case "close":
      return { ...base, closedAt: base.closedAt ?? now };
    case "reopen":
      return { ...base, closedAt: null };
    case "save":
    case "restore":
      return base;
  }
}

async function keepRevision(
  tx: Transaction<Schema>,
  kind: string,
  id: string,
  snapshot: Snapshot | null,
  action: string,
  now: string,
  by: string,
) {
  await insertRevision(tx, {
    kind,
    itemId: id,
    snapshot: JSON.stringify(snapshot),
    action,
    createdAt: now,
    createdBy: by,
  });
}

/**
 * An entry's title in a language, following a changed id; undefined once it is gone, or (with
 * `publicOnly`) while visitors cannot see it.
 */
export async function entryTitle(
  db: Db,
  kind: Kind,
  id: string,
  lang: Language,
  options: { publicOnly?: boolean } = {},
): Promise<string | undefined> {
  const current = (await redirectedId(db, kind.name, id)) ?? id;
  const entry = await readEntry(db, kind, current);
  if (!entry || (options.publicOnly && !isLive(entry.state, new Date().toISOString()))) return undefined;
  const title = (entry.doc as Record<string, unknown>)[kind.titleField];
  return (title as Record<Language, string> | undefined)?.[lang] || undefined;
}

/** Every entry's title in a language (English where that one is empty), by id: the inbox's filters. */
export async function entryTitles(db: Db, kind: Kind, lang: Language): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (const entry of await entriesForStaff(db, kind)) {
    const title = (entry.doc as Record<string, unknown>)[kind.titleField] as Record<Language, string>;
    titles.set(entry.id, title[lang] || title.en || entry.id);
  }
  return titles;
}
