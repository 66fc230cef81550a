import { LANGUAGES, type Language } from "../i18n/languages.ts";
import {
  isFixedLength,
  switchedOff,
  type DocOf,
  type Field,
  type Fields,
  type ListField,
  type Localized,
  type PublicFile,
  type PublicImage,
  type RenderedMarkdown,
} from "./fields.ts";

/**
 * What every kind's documents share, derived from the declaration alone: an empty
 * document, a document read back from the inbox's form, a document as a page reads it in
 * one language, and which fields are still empty per language.
 */

/** The value of a field nobody has filled in yet. */
export function emptyValue(field: Field): unknown {
  if (field.localized) {
    const one = emptyValue({ ...field, localized: false } as Field);
    return Object.fromEntries(LANGUAGES.map((lang) => [lang, structuredClone(one)]));
  }
  switch (field.type) {
    case "number":
      return null;
    case "boolean":
      return false;
    case "relation":
      return field.many ? [] : "";
    case "choice":
      return field.many ? [] : "";
    case "list":
      // A fixed-length list starts with its items: staff fill them in, never add one.
      return isFixedLength(field) ? Array.from({ length: field.max }, () => emptyValue(field.of)) : [];
    case "group":
      return emptyDoc(field.fields);
    default:
      return "";
  }
}

export function emptyDoc<Fs extends Fields>(fields: Fs): DocOf<Fs> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, emptyValue(field)])) as DocOf<Fs>;
}

/**
 * Makes any stored or imported value fit its declaration: missing fields become empty, a
 * field the declaration no longer has is dropped, and a value of the wrong shape is
 * emptied. Declarations may so gain and lose fields without a data migration.
 */
export function conform<Fs extends Fields>(fields: Fs, value: unknown): DocOf<Fs> {
  const source = isRecord(value) ? value : {};
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, conformValue(field, source[key])]),
  ) as DocOf<Fs>;
}

function conformValue(field: Field, value: unknown): unknown {
  if (field.localized) {
    const source = isRecord(value) ? value : {};
    const one = { ...field, localized: false } as Field;
    return Object.fromEntries(LANGUAGES.map((lang) => [lang, conformValue(one, source[lang])]));
  }
  switch (field.type) {
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? value : null;
    case "boolean":
      return value === true;
    case "relation":
      if (field.many) return Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];
      return typeof value === "string" ? value : "";
    case "choice":
      if (field.many) return Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];
      return typeof value === "string" ? value : "";
    case "list":
      return Array.isArray(value) ? value.map((item) => conformValue(field.of, item)) : [];
    case "group":
      return conform(field.fields, value);
    default:
      return typeof value === "string" ? value : "";
  }
}

/**
 * The inbox form's fields are named by path: "title.en", "figures.2.label.ru",
 * "industries" (a many-relation's checkboxes). A list's items are numbered; their order
 * on screen is their order in the document.
 */
export function readForm<Fs extends Fields>(fields: Fs, form: FormData): DocOf<Fs> {
  const names = [...new Set([...form.keys()])];
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, readValue(field, key, form, names)]),
  ) as DocOf<Fs>;
}

function readValue(field: Field, name: string, form: FormData, names: string[]): unknown {
  if (field.localized) {
    const one = { ...field, localized: false } as Field;
    return Object.fromEntries(LANGUAGES.map((lang) => [lang, readValue(one, `${name}.${lang}`, form, names)]));
  }
  const text = () => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  switch (field.type) {
    case "number": {
      const value = text().trim().replace(",", ".");
      return value === "" ? null : Number(value);
    }
    case "boolean":
      return form.get(name) === "on" || form.get(name) === "true";
    case "relation":
    case "choice":
      return field.many ? form.getAll(name).filter((item) => typeof item === "string" && item !== "") : text();
    case "list":
      if (field.lines) return splitLines(text());
      return itemIndexes(name, names).map((index) => readValue(field.of, `${name}.${index}`, form, names));
    case "group":
      return Object.fromEntries(
        Object.entries(field.fields).map(([key, inner]) => [key, readValue(inner, `${name}.${key}`, form, names)]),
      );
    default:
      return text();
  }
}

/** The item numbers present under a list's name, in order: "figures.0.…", "figures.3.…". */
function itemIndexes(name: string, names: string[]): number[] {
  const prefix = `${name}.`;
  const indexes = new Set<number>();
  for (const candidate of names) {
    if (!candidate.startsWith(prefix)) continue;
    const match = /^(\d+)(?:\.|$)/.exec(candidate.slice(prefix.length));
    if (match) indexes.add(Number(match[1]));
  }
  return [...indexes].sort((a, b) => a - b);
}

function splitLines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** How a page's values are made from stored ones: Markdown rendered, images and files resolved. */
export interface ViewResolvers {
  markdown(source: string, lang: Language): RenderedMarkdown;
  image(ref: string, lang: Language, alt: string): PublicImage | null;
  file(ref: string): PublicFile | null;
  text(value: string, lang: Language): string;
}

/**
 * A document as a page reads it in one language. An image's alt text is the text field its
 * declaration names (`altFrom`, beside it in the same group), else the media library's own.
 */
export function localize<Fs extends Fields>(
  fields: Fs,
  doc: DocOf<Fs>,
  lang: Language,
  resolvers: ViewResolvers,
): Record<string, unknown> {
  const source = doc as Record<string, unknown>;
  const altOf = (field: Field): string => {
    const from = field.type === "image" && field.altFrom ? fields[field.altFrom] : undefined;
    if (!from || field.type !== "image" || !field.altFrom) return "";
    const value = localValue(from, source[field.altFrom], lang);
    return typeof value === "string" ? value : "";
  };
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, viewValue(field, source[key], lang, resolvers, altOf)]),
  );
}

function localValue(field: Field, value: unknown, lang: Language): unknown {
  return field.localized ? (value as Localized<unknown>)[lang] : value;
}

function viewValue(
  field: Field,
  stored: unknown,
  lang: Language,
  resolvers: ViewResolvers,
  altOf: (field: Field) => string,
): unknown {
  const value = localValue(field, stored, lang);
  switch (field.type) {
    case "markdown":
      return resolvers.markdown(value as string, lang);
    case "image":
      return value ? resolvers.image(value as string, lang, altOf(field)) : null;
    case "file":
      return value ? resolvers.file(value as string) : null;
    case "text":
      // Addresses, e-mails and phone numbers are machine text: never typeset.
      return field.format && field.format !== "plain" ? value : resolvers.text(value as string, lang);
    case "list": {
      const of = (field as ListField).of;
      return (value as unknown[]).map((item) => viewValue(of, item, lang, resolvers, altOf));
    }
    case "group":
      return localize(field.fields, value as DocOf<Fields>, lang, resolvers);
    default:
      return value;
  }
}

/** Whether a value counts as given: non-blank text, a number, a non-empty list. */
function isFilled(field: Field, value: unknown): boolean {
  switch (field.type) {
    case "number":
      return typeof value === "number";
    case "boolean":
      return true;
    case "relation":
    case "choice":
      return field.many ? Array.isArray(value) && value.length > 0 : typeof value === "string" && value !== "";
    case "list":
      return Array.isArray(value) && value.length > 0;
    case "group":
      return true;
    default:
      return typeof value === "string" && value.trim() !== "";
  }
}

/**
 * The required fields still empty, as paths ("figures.1.label"): those of one language
 * (`lang`), or those every language shares (`lang` null). The editor marks its language
 * tabs with it; publishing refuses while any is left.
 */
export function missingFields(fields: Fields, doc: unknown, lang: Language | null): string[] {
  return walkMissing(fields, doc, lang, "", false);
}

function walkMissing(fields: Fields, doc: unknown, target: Language | null, prefix: string, inLang: boolean): string[] {
  const source = isRecord(doc) ? doc : {};
  return Object.entries(fields).flatMap(([key, field]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    let value = source[key];
    let nowInLang = inLang;
    if (field.localized && !inLang) {
      if (target === null) return [];
      value = isRecord(value) ? value[target] : undefined;
      nowInLang = true;
    }
    const belongs = nowInLang ? target !== null : target === null;
    if (switchedOff(field, source)) return [];
    if (field.required && belongs && !isFilled(field, value)) return [path];
    if (field.type === "group") return walkMissing(field.fields, value, target, path, nowInLang);
    if (field.type === "list" && !field.lines && field.of.type === "group" && Array.isArray(value)) {
      const of = field.of;
      return value.flatMap((item, index) => walkMissing(of.fields, item, target, `${path}.${index}`, nowInLang));
    }
    return [];
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
