import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { CSRF_FIELD, INTENT_FIELD, type FieldProblem, type FieldProblems } from "./form-fields.ts";

/** The answer when a form's fields fail their schema: each field's problem, for the form to show. */
export interface Invalid {
  intent: string;
  problems: FieldProblems;
}

/** What a form asked for: the intent it named, and its fields as that intent's schema reads them. */
export type Parsed<I> =
  { ok: true; name: keyof I & string; value: unknown } | { ok: false; answer: ReturnType<typeof data<Invalid>> };

/**
 * Reads a form by the intent it names (`intent` field) among `intents`, with that intent's
 * schema (`parseWithZod`): fields that fail it answer 400 with `Invalid`, for `FieldError` to
 * show. A form naming no intent of this page is 400: it was not sent by the page. Shared by
 * the inbox's forms (staffAction) and the pages before sign-in (signedOutAction).
 */
export function parseIntent<I extends Record<string, { schema: z.ZodType }>>(form: FormData, intents: I): Parsed<I> {
  const name = formHead(form).intent;
  const chosen = name !== undefined && Object.hasOwn(intents, name) ? intents[name] : undefined;
  if (!chosen || name === undefined) throw data("The form names nothing this page does", { status: 400 });
  const fields = new FormData();
  for (const [key, value] of form) if (key !== CSRF_FIELD && key !== INTENT_FIELD) fields.append(key, value);
  const submission = parseWithZod(fields, { schema: chosen.schema, formatError: problemsOf });
  if (submission.status !== "success") {
    const problems: FieldProblems = {};
    for (const [field, found] of Object.entries(submission.error ?? {})) if (found?.[0]) problems[field] = found[0];
    return { ok: false, answer: data({ intent: name, problems }, { status: 400 }) };
  }
  return { ok: true, name, value: submission.value };
}

/** The fields StaffForm adds to every form: the session's CSRF token and the intent named. */
const head = z.object({
  [CSRF_FIELD]: z.string().optional().catch(undefined),
  [INTENT_FIELD]: z.string().optional().catch(undefined),
});

/** What a form says of itself (StaffForm's hidden fields), whatever else it carries. */
export function formHead(form: FormData): { csrf?: string; intent?: string } {
  return head.parse(Object.fromEntries(form));
}

/** A field's first problem, as a word the inbox has in every language. */
function problemsOf(issues: z.core.$ZodIssue[]): FieldProblem[] {
  return issues.map((issue): FieldProblem => {
    if (isProblem(issue.message)) return issue.message;
    if (issue.code === "too_small") return "required";
    if (issue.code === "too_big") return "tooLong";
    if (issue.code === "invalid_format" && issue.format === "email") return "email";
    if (issue.code === "invalid_type" && issue.input === undefined) return "required";
    return "invalid";
  });
}

const PROBLEMS: readonly FieldProblem[] = ["required", "tooLong", "email", "url", "date", "number", "invalid"];
const isProblem = (message: string): message is FieldProblem => (PROBLEMS as readonly string[]).includes(message);
