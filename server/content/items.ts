import type { Transaction } from "kysely";
import type { ContentStatus, ItemKind } from "../../shared/content.ts";
import { recordAudit } from "../db/audit-log.ts";
import type { Database, Db } from "../db/database.ts";
import { recordIdChange } from "../db/id-redirects.ts";
import { getRevision, insertRevision, moveRevisions } from "../db/revisions.ts";
import type { Schema } from "../db/schema.ts";
import { actorName, type StaffMember } from "../auth/staff-auth.ts";
import type { Issue } from "./validation.ts";
import { bumpContentVersion } from "./version.ts";

/**
 * What staff do to a post or an opening, the same for both: save (a draft, or an edit of
 * a live item), publish now, schedule, unpublish, and for openings close and reopen. Every
 * change keeps a revision, is audited with its author, and tells every instance that the
 * public content changed. Nothing incomplete goes out: publishing, scheduling or editing a
 * live item checks all three languages first.
 */
export type ItemAction = "save" | "publish" | "schedule" | "unpublish" | "close" | "reopen" | "restore";

export interface ItemState {
  status: ContentStatus;
  publishAt: string | null;
  /** Openings only: closed before their validThrough date. */
  closedAt: string | null;
}

/** How a kind of item is read, checked and written (posts.ts, openings.ts). */
export interface ItemKindStore<Input extends { id: string }> {
  kind: ItemKind;
  issues(input: Input, complete: boolean): Issue[];
  state(db: Db, id: string): Promise<ItemState | undefined>;
  read(db: Db, id: string): Promise<Input | undefined>;
  rename(db: Db, from: string, to: string): Promise<void>;
  write(tx: Transaction<Schema>, input: Input, state: ItemState, meta: { now: string; by: string }): Promise<void>;
}

export type SaveResult = { ok: true; id: string } | { ok: false; issues: Issue[] };

interface Snapshot<Input> {
  state: ItemState;
  input: Input;
}

/** Whether visitors see an item with this state at `now`. */
export function isLive(state: { status: string; publishAt: string | null }, now: string): boolean {
  return (state.status === "published" || state.status === "scheduled") && (state.publishAt ?? "") <= now;
}

export async function saveItem<Input extends { id: string }>(
  database: Database,
  store: ItemKindStore<Input>,
  by: StaffMember,
  request: { originalId: string | null; input: Input; action: ItemAction; publishAt?: string | null },
  now = new Date().toISOString(),
): Promise<SaveResult> {
  const { originalId, input, action } = request;
  const current = originalId ? await store.state(database.db, originalId) : undefined;
  if (originalId && !current) return { ok: false, issues: [{ field: "id", problem: "invalidId" }] };
  const state = nextState(current, action, request.publishAt ?? null, now);
  if (action === "schedule" && (!state.publishAt || state.publishAt <= now)) {
    return { ok: false, issues: [{ field: "publishAt", problem: "scheduleInPast" }] };
  }
  // A live or scheduled item must stay complete in all three languages.
  const complete = state.status === "published" || state.status === "scheduled";
  const issues = store.issues(input, complete);
  if (input.id !== originalId && (await store.state(database.db, input.id))) {
    issues.push({ field: "id", problem: "idTaken" });
  }
  if (issues.length) return { ok: false, issues };

  await database.transaction(async (tx) => {
    if (originalId && originalId !== input.id) {
      await store.rename(tx, originalId, input.id);
      await recordIdChange(tx, store.kind, originalId, input.id, now);
      await moveRevisions(tx, store.kind, originalId, input.id);
    }
    await store.write(tx, input, state, { now, by: actorName(by) });
    await keepRevision(tx, store.kind, input, state, action, now, by);
    await bumpContentVersion(tx);
    await recordAudit(tx, actorName(by), `${store.kind}-${action}`, {
      id: input.id,
      ...(originalId && originalId !== input.id ? { previousId: originalId } : {}),
      status: state.status,
      ...(state.publishAt ? { publishAt: state.publishAt } : {}),
    });
  });
  return { ok: true, id: input.id };
}

/** Brings back the content of a revision; the item keeps its publishing state. */
export async function restoreRevision<Input extends { id: string }>(
  database: Database,
  store: ItemKindStore<Input>,
  by: StaffMember,
  itemId: string,
  revisionId: string,
): Promise<SaveResult> {
  const revision = await getRevision(database.db, revisionId);
  if (!revision || revision.kind !== store.kind || revision.itemId !== itemId) {
    return { ok: false, issues: [{ field: "revision", problem: "invalidId" }] };
  }
  const { input } = JSON.parse(revision.snapshot) as Snapshot<Input>;
  // The item keeps its current id: a revision from before a rename restores the content only.
  return saveItem(database, store, by, { originalId: itemId, input: { ...input, id: itemId }, action: "restore" });
}

/** A revision's content and the state it was saved with. */
export async function revisionSnapshot<Input>(database: Database, kind: ItemKind, revisionId: string) {
  const revision = await getRevision(database.db, revisionId);
  if (!revision || revision.kind !== kind) return undefined;
  return { revision, ...(JSON.parse(revision.snapshot) as Snapshot<Input>) };
}

function nextState(
  current: ItemState | undefined,
  action: ItemAction,
  publishAt: string | null,
  now: string,
): ItemState {
  const base: ItemState = current ?? { status: "draft", publishAt: null, closedAt: null };
  switch (action) {
    case "publish":
      // A live item keeps the time it first went out; anything else goes out now.
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

async function keepRevision<Input>(
  tx: Transaction<Schema>,
  kind: ItemKind,
  input: Input,
  state: ItemState,
  action: ItemAction,
  now: string,
  by: StaffMember,
) {
  const snapshot: Snapshot<Input> = { state, input };
  await insertRevision(tx, {
    kind,
    itemId: (input as { id: string }).id,
    snapshot: JSON.stringify(snapshot),
    action,
    createdAt: now,
    createdBy: actorName(by),
  });
}
