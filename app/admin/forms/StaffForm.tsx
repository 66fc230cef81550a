import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { Form, useActionData, type FormProps } from "react-router";
import { useInbox } from "../i18n/index.ts";
import { CSRF_FIELD, INTENT_FIELD, type FieldProblems } from "./form-fields.ts";

/**
 * An inbox form: a POST carrying the session's CSRF token and the intent it asks the page's
 * action for (staffAction parses it by that intent's schema). Works as a plain form too.
 * A form whose buttons ask for different things (save, publish, remove) names no `intent`
 * itself: each of its submit buttons is an `IntentButton`.
 */
export function StaffForm({
  intent,
  children,
  ...props
}: Omit<FormProps, "method"> & { intent?: string; ref?: Ref<HTMLFormElement> }) {
  const { csrf } = useInbox();
  return (
    <Form method="post" {...props}>
      <input type="hidden" name={CSRF_FIELD} value={csrf} />
      {intent ? <input type="hidden" name={INTENT_FIELD} value={intent} /> : null}
      {children}
    </Form>
  );
}

/** A submit button of a `StaffForm` without an intent of its own: it names the one it asks for. */
export function IntentButton({
  intent,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "name" | "value"> & { intent: string }) {
  return <button type="submit" name={INTENT_FIELD} value={intent} {...props} />;
}

/** The problems the action found in this intent's fields, if it was the one sent. */
export function useFieldProblems(intent: string): FieldProblems {
  const answer = useActionData<unknown>();
  if (answer && typeof answer === "object" && "problems" in answer && "intent" in answer && answer.intent === intent) {
    return answer.problems as FieldProblems;
  }
  return {};
}

/** A field's problem, in the staff member's language, tied to the field by `id`. */
export function FieldError({ id, problems, name }: { id: string; problems: FieldProblems; name: string }): ReactNode {
  const { t } = useInbox();
  const problem = problems[name];
  if (!problem) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {t.forms[problem]}
    </p>
  );
}
