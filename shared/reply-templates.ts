import { APPLICATION_STATUSES, type ApplicationStatus, type EntryList } from "./inbox.ts";
import { LANGUAGES, type Language } from "./i18n/languages.ts";

/**
 * Reply templates staff keep in the inbox (issue 38): the messages sales and recruiters
 * start from when they write to a sender, per list (and, for applications, per hiring
 * step or for any step), each written in any of the three languages. What browser and
 * server both need: the placeholders, filling them in, and the limits.
 */

/** Every placeholder a template may hold, in braces: `{name}`. */
export type Placeholder = "name" | "company" | "owner" | "position" | "sender_company";
export type PlaceholderValues = Partial<Record<Placeholder, string>>;

/** The placeholders each list's templates may use: an applicant has an opening, a quote request a company. */
export const LIST_PLACEHOLDERS: Record<EntryList, readonly Placeholder[]> = {
  requests: ["name", "sender_company", "company", "owner"],
  applications: ["name", "position", "company", "owner"],
};

/** A template's name (what staff choose it by) and message, in one language. */
export interface TemplateText {
  name: string;
  body: string;
}

/** A template's texts: any of the three languages, at least one with a message. */
export type TemplateTexts = Partial<Record<Language, TemplateText>>;

export const TEMPLATE_NAME_MAX = 120;
export const TEMPLATE_BODY_MAX = 20_000;

/** Anything in braces is a placeholder; a lone brace is just a brace. */
const PLACEHOLDER = /\{([^{}\n]*)\}/g;

/** The placeholders a text holds, each once, in the order they first appear. */
export function placeholdersIn(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] ?? ""))];
}

/** The placeholders of a text that a template of this list cannot fill ("nmae", "имя"). */
export function unknownPlaceholders(text: string, list: EntryList): string[] {
  const known: readonly string[] = LIST_PLACEHOLDERS[list];
  return placeholdersIn(text).filter((name) => !known.includes(name));
}

/** The text with each placeholder it knows a value for replaced by that value. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name as Placeholder] ?? "") : whole,
  );
}

/** The hiring step a template of a list is for: a status of an application, or null for any step (and for quote requests). */
export type TemplateStep = ApplicationStatus | null;

export function isTemplateStep(list: EntryList, step: unknown): step is TemplateStep {
  if (step === null) return true;
  return list === "applications" && (APPLICATION_STATUSES as readonly unknown[]).includes(step);
}

/** The languages a template has a message in. */
export function templateLanguages(texts: TemplateTexts): Language[] {
  return LANGUAGES.filter((lang) => Boolean(texts[lang]?.body.trim()));
}

/** What staff see a template as: its name in their language, else in the first language that has one. */
export function templateLabel(texts: TemplateTexts, lang: Language): string {
  const own = texts[lang]?.name.trim();
  if (own) return own;
  for (const other of LANGUAGES) {
    const name = texts[other]?.name.trim();
    if (name) return name;
  }
  return "";
}

/** What keeps a template from being saved; the inbox words each. */
export type TemplateIssue =
  | { problem: "noMessage" }
  | { problem: "noName" }
  | { problem: "unknownPlaceholders"; lang: Language; names: string[] };

/**
 * A template's texts as a list's staff may save them: a message in at least one language,
 * a name in at least one, and no placeholder the list cannot fill.
 */
export function templateIssues(list: EntryList, texts: TemplateTexts): TemplateIssue[] {
  const issues: TemplateIssue[] = [];
  if (templateLanguages(texts).length === 0) issues.push({ problem: "noMessage" });
  if (!LANGUAGES.some((lang) => texts[lang]?.name.trim())) issues.push({ problem: "noName" });
  for (const lang of LANGUAGES) {
    const names = unknownPlaceholders(texts[lang]?.body ?? "", list);
    if (names.length) issues.push({ problem: "unknownPlaceholders", lang, names });
  }
  return issues;
}

/** The texts as kept: names and messages trimmed, a language left out when it has neither. */
export function cleanTexts(texts: TemplateTexts): TemplateTexts {
  const clean: TemplateTexts = {};
  for (const lang of LANGUAGES) {
    const name = texts[lang]?.name.trim() ?? "";
    const body = texts[lang]?.body.trim() ?? "";
    if (name || body) clean[lang] = { name, body };
  }
  return clean;
}
