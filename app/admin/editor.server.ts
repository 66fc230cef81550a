import { data, redirect } from "react-router";
import { z } from "zod";
import { conform, emptyDoc, missingFields, readForm } from "../../shared/content-model/document.ts";
import type { Field, Fields, Localized } from "../../shared/content-model/fields.ts";
import type { Kind } from "../../shared/content-model/kind.ts";
import { tidy, type Issue } from "../../shared/content-model/validation.ts";
import { isLanguage, LANGUAGES, type Language } from "../../shared/i18n/languages.ts";
import { KINDS, kindNamed } from "../../content/model/index.ts";
import type { StaffMember } from "../../server/auth/staff-auth.ts";
import type { Area } from "../../shared/staff.ts";
import {
  arrange,
  deleteEntry,
  entriesForStaff,
  isLive,
  readEntry,
  restoreRevision,
  revisionSnapshot,
  saveEntry,
  type EditConflict,
  type EntryAction,
} from "../../server/content/entries.ts";
import { mergeChoices, mergeDocs, type MergeChoice } from "../../server/content/merge.ts";
import type { Database } from "../../server/db/database.ts";
import { listMedia } from "../../server/db/media.ts";
import { listRevisions, revisionSavedAt } from "../../server/db/revisions.ts";
import { viewResolvers } from "../../server/content/views.ts";
import { compareDocs, type Comparison } from "../../server/content/compare.ts";
import { addressTaken } from "../routing/addresses.ts";
import { fromTashkentLocal } from "./tashkent-time.ts";
import { entryPath } from "./editor/paths.ts";
import { intent } from "./forms/staff-action.server.ts";
import type { StaffContext } from "./session.server.ts";

/**
 * The inbox's editor of any kind of content (decision 043): the kind comes from the page's
 * address (/admin/<kind's inboxPath>/…), its form from the kind's declaration, and every
 * save goes through the content engine (server/content/entries.ts).
 */

/** The id in an editor's URL that means "a new entry" (/admin/posts/new). */
const NEW_ENTRY = "new";

/**
 * The kind whose inbox pages a path belongs to: "/admin/posts/x" → posts,
 * "/admin/proof/clients/new" → the kind at "proof/clients" (the longest that fits).
 */
export function kindOfPath(pathname: string): Kind {
  // A data request names the page with ".data" (React Router's single fetch): the same page.
  const rest = pathname.replace(/^\/admin\//, "").replace(/\.data$/, "");
  const kind = [...KINDS]
    .sort((a, b) => b.inboxPath.length - a.inboxPath.length)
    .find((candidate) => rest === candidate.inboxPath || rest.startsWith(`${candidate.inboxPath}/`));
  if (!kind) throw data(null, { status: 404 });
  return kind;
}

/** The kinds an inbox area holds, in the menu's order. */
export function kindsOfArea(area: Area): Kind[] {
  return KINDS.filter((kind) => kind.area === area);
}

/** An area's kinds with how many entries each has, and how many of them are on the site. */
export async function areaSummary(database: Database, area: Area) {
  const now = new Date().toISOString();
  return Promise.all(
    kindsOfArea(area).map(async (kind) => {
      const entries = await entriesForStaff(database.db, kind);
      return {
        name: kind.name,
        total: entries.length,
        live: entries.filter((entry) => isLive(entry.state, now)).length,
      };
    }),
  );
}

/**
 * Moves an entry of a kind arranged by hand one place up or down (the list's arrows);
 * false when it cannot move there.
 */
export async function moveEntry(
  database: Database,
  kind: Kind,
  by: StaffMember,
  id: string,
  direction: "up" | "down",
): Promise<boolean> {
  if (kind.order !== "manual") return false;
  const ids = (await entriesForStaff(database.db, kind)).map((entry) => entry.id);
  const from = ids.indexOf(id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return false;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  await arrange(database, kind, by, ids);
  return true;
}

/** A kind's entries as staff list them, with the title in the staff member's language. */
export async function entryList(database: Database, kind: Kind, lang: Language) {
  return (await entriesForStaff(database.db, kind)).map((entry) => ({
    id: entry.id,
    title: titleOf(kind, entry.doc, lang) || entry.id,
    status: entry.state.status,
    publishAt: entry.state.publishAt,
    closedAt: entry.state.closedAt,
    updatedAt: entry.updatedAt,
    updatedBy: entry.updatedBy,
    complete: completeLanguages(kind, entry.doc),
  }));
}

export function titleOf(kind: Kind, doc: unknown, lang: Language): string {
  const title = (doc as Record<string, Localized<string> | undefined>)[kind.titleField];
  return title?.[lang] || title?.en || "";
}

/** The languages in which every required field is filled in (for the lists and the editor's tabs). */
function completeLanguages(kind: Kind, doc: unknown): Language[] {
  return LANGUAGES.filter((lang) => missingFields(kind.fields, doc, lang).length === 0);
}

/** The entries a relation field may point at, titled in the staff member's language. */
async function relationOptions(database: Database, fields: Fields, lang: Language) {
  const targets = new Set<string>();
  const collect = (field: Field) => {
    if (field.type === "relation") targets.add(field.to);
    if (field.type === "group") Object.values(field.fields).forEach(collect);
    if (field.type === "list") collect(field.of);
  };
  Object.values(fields).forEach(collect);
  const options: Record<string, { id: string; title: string }[]> = {};
  for (const name of targets) {
    const target = kindNamed(name);
    if (!target) continue;
    options[name] = (await entriesForStaff(database.db, target)).map((entry) => ({
      id: entry.id,
      title: titleOf(target, entry.doc, lang) || entry.id,
    }));
  }
  return options;
}

/**
 * What an editor page shows: for a saved entry its document, publishing state and
 * revisions, and the revision asked for with `?revision=` compared with the current version
 * (or with another revision, `&against=`); for "new" an empty document; null when there is
 * no such entry.
 */
export async function editedEntry(
  database: Database,
  kind: Kind,
  id: string,
  asked: { revision: string | null; against: string | null },
  lang: Language,
) {
  const { db } = database;
  const relations = await relationOptions(database, kind.fields, lang);
  const isNew = id === NEW_ENTRY && !kind.singleton;
  if (isNew) {
    const doc = emptyDoc(kind.fields) as Record<string, unknown>;
    // A kind listed by date starts from today's.
    if (kind.order !== "manual" && kind.fields[kind.order.field]?.type === "date") {
      doc[kind.order.field] = new Date().toISOString().slice(0, 10);
    }
    return { id: "", doc, state: null, version: "", revisions: [], revision: null, relations, files: {} };
  }
  const entry = await readEntry(db, kind, kind.singleton ?? id);
  if (!entry) return null;
  const snapshotOf = async (revisionId: string | null) => {
    const snapshot = revisionId ? await revisionSnapshot(db, kind, revisionId) : undefined;
    return snapshot && snapshot.revision.itemId === entry.id ? snapshot : undefined;
  };
  const older = await snapshotOf(asked.revision);
  // Without a second revision (or with one that is not this entry's), against the current version.
  const newer = older ? await snapshotOf(asked.against) : undefined;
  return {
    id: entry.id,
    doc: entry.doc,
    state: entry.state,
    // The version the form is opened from: a save over a change made since is refused.
    version: entry.updatedAt,
    revisions: await listRevisions(db, kind.name, entry.id),
    revision: older
      ? {
          id: older.revision.id,
          createdAt: older.revision.createdAt,
          against: newer ? { id: newer.revision.id, createdAt: newer.revision.createdAt } : null,
          ...compareDocs(kind.fields, older.doc, newer ? newer.doc : entry.doc, lang),
        }
      : null,
    relations,
    files: await fileLinks(database, kind.fields, entry.doc),
  };
}

/** The documents an entry's file fields name, by reference, with their names and addresses to show. */
async function fileLinks(database: Database, fields: Fields, doc: unknown) {
  const refs = new Set<string>();
  const collect = (field: Field, value: unknown) => {
    if (field.localized && value && typeof value === "object" && !Array.isArray(value)) {
      for (const one of Object.values(value)) collect({ ...field, localized: false } as Field, one);
    } else if (field.type === "file" && typeof value === "string" && value) refs.add(value);
    else if (field.type === "group")
      for (const [key, inner] of Object.entries(field.fields))
        collect(inner, (value as Record<string, unknown>)?.[key]);
    else if (field.type === "list" && Array.isArray(value)) for (const item of value) collect(field.of, item);
  };
  for (const [key, field] of Object.entries(fields)) collect(field, (doc as Record<string, unknown>)[key]);
  if (!refs.size) return {};
  const resolve = viewResolvers(new Map((await listMedia(database.db)).map((item) => [item.id, item])));
  return Object.fromEntries(
    [...refs].flatMap((ref) => {
      const file = resolve.file(ref);
      return file ? [[ref, { name: file.name, href: file.href }]] : [];
    }),
  );
}

const ACTIONS = [
  "save",
  "publish",
  "schedule",
  "unpublish",
  "close",
  "reopen",
] as const satisfies readonly EntryAction[];

/** A form's text field: absent and blank are the same. */
const text = z.string().optional().default("");

/** What an editor page shows instead of the stored entry after a submission that wrote nothing. */
interface Unsaved {
  issues: Issue[];
  /** What was entered (or merged), shown again in the form. */
  entry: { id: string; doc: unknown } | null;
  failed: EntryAction | "delete" | null;
  /** The version the form saves against: the one it was opened from, or the newer one once merged. */
  base: string | null;
  conflict: ShownConflict | null;
  merged: boolean;
}

/** Another save came first (decision 085): who and when, and the two versions compared. */
export interface ShownConflict {
  /** The version stored now, which "keep mine" saves over. */
  theirs: string;
  savedBy: string;
  changed: Comparison["changed"];
  unchanged: number;
  choices: MergeChoice[];
}

function unsaved(status: number, shown: Partial<Unsaved>) {
  return data<Unsaved>(
    { issues: [], entry: null, failed: null, base: null, conflict: null, merged: false, ...shown },
    { status },
  );
}

/** Why an editor's form was not saved, with what was entered, for the page to show again. */
function refused(
  issues: Issue[],
  entry: { id: string; doc: unknown } | null,
  failed: EntryAction | "delete",
  base: string | null = null,
) {
  return unsaved(400, { issues, entry, failed, base });
}

/** The staff member's version beside the one saved meanwhile, field by field, with what to merge. */
async function conflictOf(
  database: Database,
  kind: Kind,
  lang: Language,
  mine: unknown,
  conflict: EditConflict,
): Promise<ShownConflict> {
  const { current } = conflict;
  const ours = tidy(kind.fields, conform(kind.fields, mine));
  const base = await revisionSavedAt(database.db, kind.name, current.id, conflict.base);
  const baseDoc = base ? (await revisionSnapshot(database.db, kind, base.id))?.doc : undefined;
  return {
    theirs: current.updatedAt,
    savedBy: current.updatedBy,
    ...compareDocs(kind.fields, ours, current.doc, lang),
    choices: mergeChoices(kind.fields, ours, current.doc, baseDoc, lang),
  };
}

/**
 * What an editor's form can ask for (staffAction's intents): restore a revision, delete, or
 * save, publish, schedule, unpublish, close or reopen the entry; the entry's page on
 * success, the issues otherwise. The entry itself is read by its kind's declaration of
 * fields (readForm), the schema every kind already is.
 */
export function editorIntents(kind: Kind, urlId: string) {
  const base = `/admin/${kind.inboxPath}`;
  const originalId = kind.singleton ?? (urlId === NEW_ENTRY ? null : urlId);
  const existing = () => {
    if (!originalId) throw data(null, { status: 404 });
    return originalId;
  };
  const fields = z.object({ id: text, publishDate: text, publishTime: text, base: text });
  const save = async (
    action: EntryAction,
    value: z.infer<typeof fields>,
    version: string,
    context: StaffContext & { form: FormData },
  ) => {
    const { services, session, form } = context;
    const doc = readForm(kind.fields, form);
    const id = value.id.trim();
    // An address staff choose must be free: no page of the site, nothing the server answers first.
    if (kind.address && !kind.singleton && id && addressTaken(kind.address, id)) {
      return refused([{ field: "id", problem: "addressTaken" }], { id, doc }, action, version || null);
    }
    const result = await saveEntry(services.database, kind, session.staff, {
      originalId,
      id,
      doc,
      action,
      publishAt: fromTashkentLocal(`${value.publishDate}T${value.publishTime.trim() || "09:00"}`),
      base: version || undefined,
    });
    if (result.ok) return redirect(`${entryPath(kind, result.id)}?done=${action}`);
    if (result.conflict) {
      // Nothing was written: the form keeps what was typed, still against the version it came from.
      const lang = isLanguage(session.staff.language) ? session.staff.language : "en";
      const conflict = await conflictOf(services.database, kind, lang, doc, result.conflict);
      return unsaved(409, { entry: { id, doc }, failed: action, base: result.conflict.base, conflict });
    }
    return refused(result.issues, { id, doc }, action, version || null);
  };
  const submit = (action: EntryAction) =>
    intent(fields, async (value, context) => save(action, value, value.base, context));
  return {
    ...(Object.fromEntries(ACTIONS.map((action) => [action, submit(action)])) as Record<
      (typeof ACTIONS)[number],
      ReturnType<typeof submit>
    >),
    // "Keep mine" (decision 085): the action first asked for, over the version stored now, knowingly.
    overwrite: intent(
      fields.extend({ theirs: text, conflictAction: z.enum(ACTIONS).catch("save") }),
      async (value, context) => save(value.conflictAction, value, value.theirs, context),
    ),
    merge: intent(z.object({ id: text }), async ({ id }, { services, form }) =>
      merged(services.database, kind, existing(), { id: id.trim(), doc: readForm(kind.fields, form) }, form),
    ),
    restore: intent(z.object({ revision: text }), async ({ revision }, { services, session }) => {
      const result = await restoreRevision(services.database, kind, session.staff, existing(), revision);
      if (!result.ok) return refused(result.issues, null, "restore");
      return redirect(`${entryPath(kind, result.id)}?done=restore`);
    }),
    delete: intent(z.object({ redirectTo: text }), async ({ redirectTo }, { services, session }) => {
      const result = await deleteEntry(services.database, kind, session.staff, existing(), redirectTo || null);
      if (!result.ok) return refused(result.issues, null, "delete");
      return redirect(`${base}?done=delete`);
    }),
  };
}

/**
 * The stored version with the staff member's values for the fields they picked ("pick:title.ru"
 * = "mine"), shown in the form to check and save against the stored version. Writes nothing.
 */
async function merged(
  database: Database,
  kind: Kind,
  originalId: string,
  mine: { id: string; doc: unknown },
  form: FormData,
) {
  const stored = await readEntry(database.db, kind, originalId);
  if (!stored) return refused([{ field: "id", problem: "invalidId" }], mine, "save");
  const keepMine = new Set(
    [...form.entries()].flatMap(([name, value]) =>
      name.startsWith("pick:") && value === "mine" ? [name.slice("pick:".length)] : [],
    ),
  );
  const doc = mergeDocs(kind.fields, tidy(kind.fields, conform(kind.fields, mine.doc)), stored.doc, keepMine);
  return unsaved(200, { entry: { id: mine.id, doc }, base: stored.updatedAt, merged: true });
}
