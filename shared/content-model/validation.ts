import * as z from "zod/mini";
import { isStorableText } from "../forms/fields.ts";
import { LANGUAGES, type Language } from "../i18n/languages.ts";
import { switchedOff, type DocOf, type Field, type Fields } from "./fields.ts";

/**
 * The rules every value meets, from its field's declaration: a draft may be incomplete but
 * what it holds must be well-formed; publishing (`complete`) also needs every required
 * field, in every language. Problems are codes; the inbox puts them in the staff member's
 * language and links each to its field.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the list is the type's one source
const PROBLEMS = [
  "required",
  "tooLong",
  "controlChars",
  "invalidId",
  "idTaken",
  "addressTaken",
  "invalidDate",
  "unknownValue",
  "unknownEntry",
  "dateOrder",
  "belowMinimum",
  "duplicate",
  "listEmpty",
  "tooFew",
  "tooMany",
  "notANumber",
  "notAWholeNumber",
  "outOfRange",
  "invalidEmail",
  "invalidUrl",
  "invalidPhone",
  "scheduleInPast",
] as const;
type Problem = (typeof PROBLEMS)[number];

export interface Issue {
  /** The field's path: "title", "figures.2.label". */
  field: string;
  /** The language of a value held per language. */
  lang?: Language;
  problem: Problem;
}

/** An image or file of the media library, or a drawing that ships with the site. */
const MEDIA_REF = /^media:[0-9a-f-]{36}$/;
const SITE_IMAGE = /^\/images\/[\w\-./]+\.(svg|png)$/;
/** A document the build makes and the site serves itself (the portfolio PDFs). */
export const SITE_DOCUMENT = /^\/downloads\/[\w\-.]+\.pdf$/;
const PHONE = /^\+?[0-9][0-9 ()\-.]{4,30}$/;

const email = z.string().check(z.email());
const url = z.string().check(z.url({ protocol: /^https?$/ }));

export function validate<Fs extends Fields>(fields: Fs, doc: DocOf<Fs>, complete: boolean): Issue[] {
  const issues: Issue[] = [];
  walk(fields, doc as Record<string, unknown>, { complete, issues, prefix: "", lang: undefined });
  // One problem per field and language: the first is the one to fix first.
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.lang ?? ""}.${issue.field}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

interface Walk {
  complete: boolean;
  issues: Issue[];
  prefix: string;
  lang: Language | undefined;
}

function walk(fields: Fields, doc: Record<string, unknown>, at: Walk): void {
  for (const [key, field] of Object.entries(fields)) {
    const path = at.prefix ? `${at.prefix}.${key}` : key;
    // A group switched off is kept well-formed, but nothing in it is needed.
    const complete = at.complete && !switchedOff(field, doc);
    check(field, doc[key], { ...at, complete, prefix: path });
  }
}

/** A value held per language is checked in each language (once: inside it, nothing is per language again). */
function check(field: Field, value: unknown, at: Walk): void {
  if (field.localized && !at.lang) {
    const values = (value ?? {}) as Record<string, unknown>;
    for (const lang of LANGUAGES) checkOne(field, values[lang], { ...at, lang });
  } else {
    checkOne(field, value, at);
  }
}

function checkOne(field: Field, value: unknown, at: Walk): void {
  const problem = (problem: Problem): void => {
    at.issues.push({ field: at.prefix, ...(at.lang ? { lang: at.lang } : {}), problem });
  };
  const needed = at.complete && field.required;
  switch (field.type) {
    case "text":
    case "markdown": {
      const text = typeof value === "string" ? value.trim() : "";
      if (!text) return needed ? problem("required") : undefined;
      if (text.length > field.max) return problem("tooLong");
      if (!isStorableText(text)) return problem("controlChars");
      if (field.type === "text" && field.format === "email" && !email.safeParse(text).success)
        return problem("invalidEmail");
      if (field.type === "text" && field.format === "url" && !url.safeParse(text).success) return problem("invalidUrl");
      if (field.type === "text" && field.format === "phone" && !PHONE.test(text)) return problem("invalidPhone");
      return;
    }
    case "number": {
      if (value === null || value === undefined) return needed ? problem("required") : undefined;
      if (typeof value !== "number" || !Number.isFinite(value)) return problem("notANumber");
      if (field.integer && !Number.isInteger(value)) return problem("notAWholeNumber");
      if ((field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max))
        return problem("outOfRange");
      return;
    }
    case "date": {
      if (!value) return needed ? problem("required") : undefined;
      if (typeof value !== "string" || !isCalendarDate(value)) return problem("invalidDate");
      return;
    }
    case "choice": {
      const chosen = field.many ? (Array.isArray(value) ? value : []) : value ? [value] : [];
      if (!chosen.length) return needed ? problem("required") : undefined;
      if (chosen.some((item) => !field.options.some((option) => option.value === item))) return problem("unknownValue");
      return;
    }
    case "image":
    case "file": {
      if (!value) return needed ? problem("required") : undefined;
      const ref = String(value);
      const own = field.type === "image" ? SITE_IMAGE.test(ref) : SITE_DOCUMENT.test(ref);
      if (!MEDIA_REF.test(ref) && !own) return problem("unknownValue");
      return;
    }
    case "relation": {
      const ids = field.many ? (Array.isArray(value) ? value : []) : value ? [value] : [];
      if (!ids.length) return needed ? problem("required") : undefined;
      if (ids.some((id) => typeof id !== "string" || id.length > 120)) return problem("unknownEntry");
      return;
    }
    case "boolean":
      return;
    case "list": {
      const items = Array.isArray(value) ? value : [];
      if (!items.length) return needed ? problem("listEmpty") : undefined;
      if (items.length > field.max) return problem("tooMany");
      if (at.complete && field.min !== undefined && items.length < field.min) return problem("tooFew");
      items.forEach((item, index) =>
        check(field.of.required === undefined ? { ...field.of, required: true } : field.of, item, {
          ...at,
          prefix: `${at.prefix}.${index}`,
        }),
      );
      return;
    }
    case "group": {
      const values = (value ?? {}) as Record<string, unknown>;
      walk(field.fields, values, at);
      if (field.allOrNone && at.complete) requireTogether(field.fields, values, at);
      return;
    }
  }
}

/** A group of `allOrNone`: in a language where some of its fields hold words, the empty ones are asked for. */
function requireTogether(fields: Fields, values: Record<string, unknown>, at: Walk): void {
  const keys = Object.keys(fields).filter((key) => fields[key]!.localized);
  const filled = (key: string, lang: Language) => {
    const held = (values[key] as Partial<Record<Language, unknown>> | undefined)?.[lang];
    return typeof held === "string" && held.trim() !== "";
  };
  for (const lang of LANGUAGES) {
    const empty = keys.filter((key) => !filled(key, lang));
    if (empty.length === 0 || empty.length === keys.length) continue;
    for (const key of empty) at.issues.push({ field: `${at.prefix}.${key}`, lang, problem: "required" });
  }
}

/** "2026-11-24", a day that exists. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The document as it is kept: short texts without surrounding spaces, Markdown as written. */
export function tidy<Fs extends Fields>(fields: Fs, doc: DocOf<Fs>): DocOf<Fs> {
  return tidyFields(fields, doc as Record<string, unknown>) as DocOf<Fs>;
}

function tidyFields(fields: Fields, doc: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, tidyValue(field, doc[key], true)]));
}

function tidyValue(field: Field, value: unknown, outer: boolean): unknown {
  if (field.localized && outer) {
    const values = (value ?? {}) as Record<string, unknown>;
    return Object.fromEntries(LANGUAGES.map((lang) => [lang, tidyValue(field, values[lang], false)]));
  }
  switch (field.type) {
    case "text":
    case "date":
    case "image":
    case "file":
      return typeof value === "string" ? value.trim() : value;
    case "choice": {
      if (!Array.isArray(value)) return typeof value === "string" ? value.trim() : value;
      // Several choices are kept once each, in the options' order (an unknown one last, to be refused).
      const rank = (item: unknown) => {
        const index = field.options.findIndex((option) => option.value === item);
        return index < 0 ? field.options.length : index;
      };
      return [...new Set(value)].sort((a, b) => rank(a) - rank(b));
    }
    case "relation":
      return Array.isArray(value) ? [...new Set(value)] : value;
    case "list":
      return Array.isArray(value) ? value.map((item) => tidyValue(field.of, item, true)) : value;
    case "group":
      return tidyFields(field.fields, (value ?? {}) as Record<string, unknown>);
    default:
      return value;
  }
}
