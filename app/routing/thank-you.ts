/*
 * Kept apart from paths.ts, which every page loads: only the forms (with their code) and the
 * thank-you page need this.
 */

/**
 * The thank-you page after a form: each form's answer time differs (a quote request one
 * working day, an application five), so the page is told which form sent the visitor.
 */
const THANK_YOU_FORMS = ["request", "application"] as const;
export type ThankYouForm = (typeof THANK_YOU_FORMS)[number];
const THANK_YOU_PARAM = "form";

export function thankYouPath(form: ThankYouForm): string {
  return form === "request" ? "/thank-you" : `/thank-you?${THANK_YOU_PARAM}=${form}`;
}

/** Which form a thank-you page's URL names; a quote request when none (or an unknown one). */
export function thankYouForm(url: URL): ThankYouForm {
  const form = url.searchParams.get(THANK_YOU_PARAM);
  return THANK_YOU_FORMS.find((known) => known === form) ?? "request";
}
