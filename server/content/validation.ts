import * as z from "zod/mini";
import { BLOG_CATEGORIES, ID_MAX_LENGTH, ID_PATTERN } from "../../shared/content.ts";
import { isStorableText } from "../../shared/forms/fields.ts";
import { LANGUAGES, type Language } from "../../shared/i18n/languages.ts";
import { departments, jobTypes, locations, workplaces } from "../../content/jobs/taxonomy.ts";

/**
 * The rules a post or an opening must meet to go out: every field of the front matter the
 * site started with, in all three languages. A draft may be incomplete; what it holds must
 * still be well-formed. Messages are codes, put into the staff's language by the inbox.
 */
type Problem =
  | "required"
  | "tooLong"
  | "controlChars"
  | "invalidId"
  | "idTaken"
  | "invalidDate"
  | "unknownValue"
  | "dateOrder"
  | "listEmpty"
  | "scheduleInPast";

export interface Issue {
  /** A shared field ("category") or a text field ("title"). */
  field: string;
  /** The language of a text field. */
  lang?: Language;
  problem: Problem;
}

export interface PostText {
  title: string;
  summary: string;
  author: string;
  authorRole: string;
  coverAlt: string;
  body: string;
}

export interface PostInput {
  id: string;
  category: string;
  date: string;
  /** A path under /images/ or "media:<id>". */
  cover: string;
  texts: Record<Language, PostText>;
}

export interface OpeningText {
  title: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
  offer: string[];
  body: string;
}

export interface OpeningInput {
  id: string;
  location: string;
  department: string;
  type: string;
  workplace: string;
  datePosted: string;
  validThrough: string;
  texts: Record<Language, OpeningText>;
}

/** Longest texts, generous for real content, bounded for storage. */
const LIMITS = { title: 160, line: 400, person: 120, alt: 300, body: 100_000, listItem: 400, listItems: 30 } as const;

const text = (max: number, complete: boolean) =>
  z
    .string()
    .check(
      z.trim(),
      ...(complete ? [z.minLength(1, "required")] : []),
      z.maxLength(max, "tooLong"),
      z.refine(isStorableText, "controlChars"),
    );

const isoDate = (complete: boolean) =>
  z
    .string()
    .check(
      z.refine(
        (value) => (value === "" && !complete) || isCalendarDate(value),
        complete ? "invalidDate" : "invalidDate",
      ),
    );

const oneOf = (values: readonly string[], complete: boolean) =>
  z.string().check(z.refine((value) => (value === "" && !complete) || values.includes(value), "unknownValue"));

const id = z.string().check(z.maxLength(ID_MAX_LENGTH, "tooLong"), z.regex(ID_PATTERN, "invalidId"));

const COVER = /^(\/images\/[\w\-./]+\.(svg|png|jpe?g|webp|avif)|media:[0-9a-f-]{36})$/;

function postSchema(complete: boolean) {
  const textSchema = z.object({
    title: text(LIMITS.title, complete),
    summary: text(LIMITS.line, complete),
    author: text(LIMITS.person, complete),
    authorRole: text(LIMITS.person, complete),
    coverAlt: text(LIMITS.alt, complete),
    body: text(LIMITS.body, complete),
  });
  return z.object({
    id,
    category: oneOf(BLOG_CATEGORIES, complete),
    date: isoDate(complete),
    cover: z
      .string()
      .check(
        z.refine((value) => (value === "" && !complete) || COVER.test(value), complete ? "required" : "unknownValue"),
      ),
    texts: z.object({ en: textSchema, ru: textSchema, uz: textSchema }),
  });
}

function openingSchema(complete: boolean) {
  const list = z
    .array(text(LIMITS.listItem, true))
    .check(...(complete ? [z.minLength(1, "listEmpty")] : []), z.maxLength(LIMITS.listItems, "tooLong"));
  const textSchema = z.object({
    title: text(LIMITS.title, complete),
    summary: text(LIMITS.line * 2, complete),
    responsibilities: list,
    requirements: list,
    offer: list,
    body: text(LIMITS.body, complete),
  });
  return z
    .object({
      id,
      location: oneOf(keys(locations), complete),
      department: oneOf(keys(departments), complete),
      type: oneOf(keys(jobTypes), complete),
      workplace: oneOf(keys(workplaces), complete),
      datePosted: isoDate(complete),
      validThrough: isoDate(complete),
      texts: z.object({ en: textSchema, ru: textSchema, uz: textSchema }),
    })
    .check(
      z.refine(
        (opening) => !opening.datePosted || !opening.validThrough || opening.validThrough >= opening.datePosted,
        {
          message: "dateOrder",
          path: ["validThrough"],
        },
      ),
    );
}

const schemas = {
  post: { draft: postSchema(false), complete: postSchema(true) },
  opening: { draft: openingSchema(false), complete: openingSchema(true) },
};

/** What keeps a post from being saved (`complete: false`) or published (`complete: true`). */
export function postIssues(input: PostInput, complete: boolean): Issue[] {
  return issuesOf(schemas.post[complete ? "complete" : "draft"].safeParse(input));
}

export function openingIssues(input: OpeningInput, complete: boolean): Issue[] {
  return issuesOf(schemas.opening[complete ? "complete" : "draft"].safeParse(input));
}

/** "2026-11-24", a day that exists. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function issuesOf(
  result: { success: true } | { success: false; error: { issues: readonly z.core.$ZodIssue[] } },
): Issue[] {
  if (result.success) return [];
  const seen = new Set<string>();
  const issues: Issue[] = [];
  for (const issue of result.error.issues) {
    const [first, second, third] = issue.path.map(String);
    const entry: Issue =
      first === "texts" && second && (LANGUAGES as readonly string[]).includes(second)
        ? { field: third ?? "", lang: second as Language, problem: problemOf(issue) }
        : { field: first ?? "", problem: problemOf(issue) };
    const key = `${entry.lang ?? ""}.${entry.field}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(entry);
  }
  return issues;
}

const PROBLEMS = new Set<string>([
  "required",
  "tooLong",
  "controlChars",
  "invalidId",
  "invalidDate",
  "unknownValue",
  "dateOrder",
  "listEmpty",
]);

function problemOf(issue: z.core.$ZodIssue): Problem {
  return PROBLEMS.has(issue.message) ? (issue.message as Problem) : "required";
}

function keys(items: { key: string }[]): string[] {
  return items.map((item) => item.key);
}
