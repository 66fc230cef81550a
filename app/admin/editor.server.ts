import { data, redirect } from "react-router";
import { LANGUAGES, type Language } from "../../shared/i18n/languages.ts";
import type { StaffMember } from "../../server/auth/staff-auth.ts";
import {
  restoreRevision,
  revisionSnapshot,
  saveItem,
  type ItemAction,
  type ItemKindStore,
} from "../../server/content/items.ts";
import type { Database } from "../../server/db/database.ts";
import { listRevisions } from "../../server/db/revisions.ts";
import { openingStore } from "../../server/content/openings.ts";
import { postStore } from "../../server/content/posts.ts";
import type { Issue, OpeningInput, PostInput } from "../../server/content/validation.ts";
import { fromTashkentLocal } from "./tashkent-time.ts";

/**
 * Reading the inbox's editor forms: one form holds what every language shares and each
 * language's texts, named `<lang>.<field>` ("ru.title").
 */
const text = (form: FormData, name: string) => String(form.get(name) ?? "");
const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

function postFromForm(form: FormData): PostInput {
  const texts = Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      {
        title: text(form, `${lang}.title`),
        summary: text(form, `${lang}.summary`),
        author: text(form, `${lang}.author`),
        authorRole: text(form, `${lang}.authorRole`),
        coverAlt: text(form, `${lang}.coverAlt`),
        body: text(form, `${lang}.body`),
      },
    ]),
  ) as PostInput["texts"];
  return {
    id: text(form, "id").trim(),
    category: text(form, "category"),
    date: text(form, "date"),
    cover: text(form, "cover"),
    texts,
  };
}

function openingFromForm(form: FormData): OpeningInput {
  const texts = Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      {
        title: text(form, `${lang}.title`),
        summary: text(form, `${lang}.summary`),
        responsibilities: lines(text(form, `${lang}.responsibilities`)),
        requirements: lines(text(form, `${lang}.requirements`)),
        offer: lines(text(form, `${lang}.offer`)),
        body: text(form, `${lang}.body`),
      },
    ]),
  ) as OpeningInput["texts"];
  return {
    id: text(form, "id").trim(),
    location: text(form, "location"),
    department: text(form, "department"),
    type: text(form, "type"),
    workplace: text(form, "workplace"),
    datePosted: text(form, "datePosted"),
    validThrough: text(form, "validThrough"),
    texts,
  };
}

const ACTIONS: readonly ItemAction[] = ["save", "publish", "schedule", "unpublish", "close", "reopen"];

function editorAction(form: FormData): ItemAction {
  const intent = text(form, "intent");
  return (ACTIONS as readonly string[]).includes(intent) ? (intent as ItemAction) : "save";
}

/** The schedule's time as entered (a datetime-local in Tashkent time) as an ISO instant, or null. */
function scheduleTime(form: FormData): string | null {
  return fromTashkentLocal(text(form, "publishAt"));
}

/** Which languages of an item are filled in (every text field), for the inbox's lists. */
export function completeLanguages(input: { texts: Record<Language, object> }): Language[] {
  return LANGUAGES.filter((lang) =>
    Object.values(input.texts[lang]).every(
      (value: unknown) => (typeof value === "string" || Array.isArray(value)) && value.length > 0,
    ),
  );
}

/** The id in an editor's URL that means "a new item" (/admin/posts/new). */
const NEW_ITEM = "new";

/** One kind of editor page: the item's store, where its pages live, and how its form reads. */
export interface ItemEditor<Input extends { id: string }> {
  store: ItemKindStore<Input>;
  /** The list page, e.g. "/admin/posts"; an item's editor is under it. */
  path: string;
  fromForm(form: FormData): Input;
  /** What the editor of a new item starts from. */
  empty(): Input;
}

const today = () => new Date().toISOString().slice(0, 10);
const emptyTexts = <Texts>(texts: () => Texts) =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, texts()])) as Record<Language, Texts>;

export const postEditor: ItemEditor<PostInput> = {
  store: postStore,
  path: "/admin/posts",
  fromForm: postFromForm,
  empty: () => ({
    id: "",
    category: "",
    date: today(),
    cover: "",
    texts: emptyTexts(() => ({ title: "", summary: "", author: "", authorRole: "", coverAlt: "", body: "" })),
  }),
};
export const openingEditor: ItemEditor<OpeningInput> = {
  store: openingStore,
  path: "/admin/openings",
  fromForm: openingFromForm,
  empty: () => ({
    id: "",
    location: "",
    department: "",
    type: "",
    workplace: "",
    datePosted: today(),
    validThrough: "",
    texts: emptyTexts(() => ({
      title: "",
      summary: "",
      responsibilities: [] as string[],
      requirements: [] as string[],
      offer: [] as string[],
      body: "",
    })),
  }),
};

/**
 * What an editor page shows: for a saved item its content, publishing state and revisions,
 * and the revision asked for with `?revision=` when it belongs to this item; for "new" an
 * empty item; null when there is no such item.
 */
export async function editedItem<Input extends { id: string }>(
  database: Database,
  editor: ItemEditor<Input>,
  id: string,
  revisionId: string | null,
) {
  if (id === NEW_ITEM) return { input: editor.empty(), state: null, revisions: [], revision: null };
  const { db } = database;
  const [input, state] = await Promise.all([editor.store.read(db, id), editor.store.state(db, id)]);
  if (!input || !state) return null;
  const snapshot = revisionId ? await revisionSnapshot<Input>(database, editor.store.kind, revisionId) : undefined;
  return {
    input,
    state,
    revisions: await listRevisions(db, editor.store.kind, id),
    revision: snapshot && snapshot.revision.itemId === id ? { id: snapshot.revision.id, input: snapshot.input } : null,
  };
}

/** Why an editor's form was not saved, with what was entered, for the page to show again. */
function refused<Input>(issues: Issue[], input: Input | null, failed: ItemAction) {
  return data({ issues, input, failed }, { status: 400 });
}

/**
 * An editor form's submission: restore a revision, or save, publish, schedule, unpublish,
 * close or reopen the item (`intent`); the item's page on success, the issues otherwise.
 * The caller has checked the member's role and the form's CSRF token.
 */
export async function submitEditor<Input extends { id: string }>(
  database: Database,
  editor: ItemEditor<Input>,
  by: StaffMember,
  urlId: string,
  form: FormData,
) {
  const originalId = urlId === NEW_ITEM ? null : urlId;
  if (form.get("intent") === "restore" && originalId) {
    const result = await restoreRevision(database, editor.store, by, originalId, text(form, "revision"));
    if (!result.ok) return refused(result.issues, null, "restore");
    return redirect(`${editor.path}/${result.id}?done=restore`);
  }
  const input = editor.fromForm(form);
  const intent = editorAction(form);
  // "new" names the editor of a new item: it can never be an item's id.
  if (input.id === NEW_ITEM) return refused([{ field: "id", problem: "idTaken" }], input, intent);
  const result = await saveItem(database, editor.store, by, {
    originalId,
    input,
    action: intent,
    publishAt: scheduleTime(form),
  });
  if (!result.ok) return refused(result.issues, input, intent);
  return redirect(`${editor.path}/${result.id}?done=${intent}`);
}
