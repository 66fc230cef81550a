import type { data } from "react-router";
import type { z } from "zod";
import type { Area } from "../../../shared/staff.ts";
import { readForm } from "../../routing/read-form.server.ts";
import { requireStaff, verifyCsrf, type StaffContext } from "../session.server.ts";
import { formHead, parseIntent, type Invalid } from "./parse-intent.server.ts";

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

type Returned<I> = I extends Intent<z.ZodType, infer R> ? Awaited<R> : never;

/**
 * The one way an inbox action reads its form (issue 36): the member of staff, refused unless
 * their role may open `area`; the CSRF check; the intent the form names (`<StaffForm
 * intent>`); and the form parsed by that intent's schema. Fields that fail it answer 400 with
 * `Invalid` (shown by `FieldError`), and the intent does not run. A form naming no intent of
 * this page is 400: it was not sent by the page. `setup: true` for the few actions a member
 * may take while two-factor sign-in waits for its setup (requireStaff).
 */
export async function staffAction<I extends Record<string, Intent<z.ZodType, unknown>>>(
  args: ActionArgs,
  area: Area | undefined,
  intents: I,
  options: { setup?: boolean } = {},
): Promise<Returned<I[keyof I]> | ReturnType<typeof data<Invalid>>> {
  const staff = await requireStaff(args, area, options);
  const form = await readForm(args.request);
  verifyCsrf(args.request, formHead(form).csrf, staff.session);
  const parsed = parseIntent(form, intents);
  if (!parsed.ok) return parsed.answer;
  const chosen = intents[parsed.name]!;
  return (await chosen.run(parsed.value, { ...staff, form })) as Returned<I[keyof I]>;
}
