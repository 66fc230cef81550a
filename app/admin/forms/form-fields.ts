/** The hidden fields every inbox form carries (StaffForm writes them, staffAction reads them). */
export const CSRF_FIELD = "csrf";
export const INTENT_FIELD = "intent";

/**
 * What can be wrong with a field, named once: a schema may give one of these as its message
 * (`z.string().min(1, "required")`), and the inbox has each in every language (`t.forms`).
 */
export type FieldProblem = "required" | "tooLong" | "email" | "url" | "date" | "number" | "invalid";

export type FieldProblems = Partial<Record<string, FieldProblem>>;
