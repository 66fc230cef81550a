import type { ReactNode } from "react";
import { Form, Link, useActionData, useLocation, type FormProps } from "react-router";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "../../../shared/i18n/languages.ts";
import { INTENT_FIELD, type FieldProblems } from "../forms/form-fields.ts";
import { inboxCatalogue } from "../i18n/index.ts";
import { LANGUAGE_PARAMETER } from "./language-parameter.ts";

/**
 * A page before sign-in (sign-in, its code step, forgotten password, reset, invitation): its
 * card, in the language the server chose, with links to read it in the other two, each
 * named in its own language so that someone who cannot read this one still finds theirs.
 */
export function SignedOutPage({ lang, children }: { lang: Language; children: ReactNode }) {
  const t = inboxCatalogue(lang);
  const location = useLocation();
  const linkTo = (code: Language) => {
    const params = new URLSearchParams(location.search);
    params.set(LANGUAGE_PARAMETER, code);
    return `${location.pathname}?${params.toString()}`;
  };
  return (
    <main id="main" className="admin-login" lang={lang}>
      <div className="admin-login__card">
        <nav aria-label={t.signedOut.languages} className="admin-login__languages">
          <ul className="plain-list">
            {LANGUAGES.map((code) => (
              <li key={code}>
                <Link
                  to={linkTo(code)}
                  lang={code}
                  hrefLang={code}
                  aria-current={code === lang ? "true" : undefined}
                  preventScrollReset
                >
                  {LANGUAGE_NAMES[code]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {children}
      </div>
    </main>
  );
}

/**
 * A form of a page before sign-in: a POST naming the intent the page's action runs
 * (signedOutAction). A plain HTML form, so it works before any script has loaded.
 */
export function SignedOutForm({ intent, children, ...props }: Omit<FormProps, "method"> & { intent: string }) {
  return (
    <Form method="post" {...props}>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {children}
    </Form>
  );
}

/** What the page's action answered: a refusal to say, or the problems of the fields of `intent`. */
export function useSignedOutAnswer(intent: string): { error: string | null; problems: FieldProblems } {
  const answer = useActionData<unknown>();
  if (!answer || typeof answer !== "object") return { error: null, problems: {} };
  const error = "error" in answer && typeof answer.error === "string" ? answer.error : null;
  const problems =
    "problems" in answer && "intent" in answer && answer.intent === intent ? (answer.problems as FieldProblems) : {};
  return { error, problems };
}

/** A field's problem in the page's language, tied to the field by `id`. */
export function SignedOutFieldError(props: { id: string; problems: FieldProblems; name: string; lang: Language }) {
  const problem = props.problems[props.name];
  if (!problem) return null;
  return (
    <p id={props.id} className="field__error" role="alert">
      {inboxCatalogue(props.lang).forms[problem]}
    </p>
  );
}

/** What the server refused, said in the page (a wrong password, a wait, a lock). */
export function Refusal({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {message}
    </p>
  );
}
