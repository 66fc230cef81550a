import { LANGUAGES, type Language } from "../../shared/i18n/languages.ts";
import type { ItemAction } from "../../server/content/items.ts";
import { fromTashkentLocal } from "./tashkent-time.ts";
import type { OpeningInput, PostInput } from "../../server/content/validation.ts";

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

export function postFromForm(form: FormData): PostInput {
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

export function openingFromForm(form: FormData): OpeningInput {
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

export function editorAction(form: FormData): ItemAction {
  const intent = text(form, "intent");
  return (ACTIONS as readonly string[]).includes(intent) ? (intent as ItemAction) : "save";
}

/** The schedule's time as entered (a datetime-local in Tashkent time) as an ISO instant, or null. */
export function scheduleTime(form: FormData): string | null {
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
