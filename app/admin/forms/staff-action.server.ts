import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import type { Area } from "../../../shared/staff.ts";
import { readForm } from "../../routing/read-form.server.ts";
import { requireStaff, verifyCsrf, type StaffContext } from "../session.server.ts";
import { CSRF_FIELD, INTENT_FIELD, type FieldProblem, type FieldProblems } from "./form-fields.ts";

/** What an inbox loader or action is given by React Router (as requireStaff takes it). */
type ActionArgs = Parameters<typeof requireStaff>[0];

/** One thing a form can ask for: the schema of its fields, and what to do with them. */
export interface Intent<S extends z.ZodType, R> {
  schema: S;
  run: (value: z.output<S>, staff: StaffContext & { form: FormData }) => Promise<R> | R;
}

/** Declares an intent; `intent(schema, run)` keeps the value's type tied to its schema. */
export function intent<S extends z.ZodType, R>(schema: S, run: Intent<S, R>["run"]): Intent<S, R> {
  return { schema, run };
}

/** The answer when a form's fields fail their schema: each field's problem, for the form to show. */
interface Invalid {
  intent: string;
  problems: FieldProblems;
}

type Returned<I> = I extends Intent<z.ZodType, infer R> ? Awaited<R> : never;

/**
 * The one way an inbox action reads its form (issue 36): the member of staff, refused unless
 * their role may open `area`; the CSRF check; the intent the form names (`<StaffForm
 * intent>`); and the form parsed by that intent's schema. Fields that fail it answer 400 with
 * `Invalid` (shown by `FieldError`), and the intent does not run. A form naming no intent of
 * this page is 400: it was not sent by the page.
 */
export async function staffAction<I extends Record<string, Intent<z.ZodType, unknown>>>(
  args: ActionArgs,
  area: Area | undefined,
  intents: I,
): Promise<Returned<I[keyof I]> | ReturnType<typeof data<Invalid>>> {
  const staff = await requireStaff(args, area);
  const form = await readForm(args.request);
  verifyCsrf(args.request, form, staff.session);
  const name = form.get(INTENT_FIELD);
  const chosen = typeof name === "string" && Object.hasOwn(intents, name) ? intents[name] : undefined;
  if (!chosen || typeof name !== "string") throw data("The form names nothing this page does", { status: 400 });
  const fields = new FormData();
  for (const [key, value] of form) if (key !== CSRF_FIELD && key !== INTENT_FIELD) fields.append(key, value);
  const submission = parseWithZod(fields, { schema: chosen.schema, formatError: problemsOf });
  if (submission.status !== "success") {
    const problems: FieldProblems = {};
    for (const [field, found] of Object.entries(submission.error ?? {})) if (found?.[0]) problems[field] = found[0];
    return data({ intent: name, problems }, { status: 400 });
  }
  return (await chosen.run(submission.value, { ...staff, form })) as Returned<I[keyof I]>;
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
