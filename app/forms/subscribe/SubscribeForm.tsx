import { useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { API_PATHS } from "../../../shared/api.ts";
import { useApiClient } from "../kit/client.ts";
import { ELAPSED_FIELD, fieldErrors, HONEYPOT_FIELD } from "../../../shared/forms/fields.ts";
import { useT } from "../../site/use-site.ts";
import { notify } from "../../components/toast/toast.tsx";
import { useShownSince } from "../kit/shown-since.ts";
import { FOOTER_FORM_ID, NO_SCRIPT_RESULT_PARAM } from "./fields.ts";

/** The schema and its validation library load on first focus in the box, not with every page. */
let schema: Promise<typeof import("./schema.ts").subscribeSchema> | undefined;
const loadSchema = () => (schema ??= import("./schema.ts").then((module) => module.subscribeSchema));

/**
 * The footer's newsletter box (spec §2, §5, §7). With JavaScript it validates, sends
 * `{ email }` as JSON and answers with a toast; Enter submits. Without JavaScript it
 * is a plain form post, and the page it returns to shows the result.
 */
export function SubscribeForm({ id: formId = FOOTER_FORM_ID }: { id?: string }) {
  const t = useT();
  const api = useApiClient();
  const id = useId();
  const [searchParams] = useSearchParams();
  // Uncontrolled: what a visitor typed into the server's form before this code came stays.
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const shownAt = useShownSince();
  const honeypot = useRef<HTMLInputElement>(null);
  // The server sends plain-form posts back to #subscribe, the footer's box.
  const noScriptResult = formId === FOOTER_FORM_ID ? searchParams.get(NO_SCRIPT_RESULT_PARAM) : null;

  async function subscribe(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = (await loadSchema()).safeParse({ email: input.current?.value ?? "" });
    if (!parsed.success) {
      setError(t.forms.errors[fieldErrors<"email">(parsed.error.issues).email ?? "required"]);
      notify("error", t.forms.toast.error);
      return;
    }
    setError(null);
    setSending(true);
    const result = await api.postJson(API_PATHS.subscribe, {
      email: parsed.data.email,
      [HONEYPOT_FIELD]: honeypot.current?.value ?? "",
      [ELAPSED_FIELD]: Date.now() - shownAt.current,
    });
    setSending(false);
    if (result.ok) {
      if (input.current) input.current.value = "";
      notify("success", t.forms.toast.success);
    } else {
      const code = result.fields.email;
      if (code) setError(t.forms.errors[code]);
      notify("error", t.forms.toast.error);
    }
  }

  const errorId = `${id}-error`;
  return (
    <form
      id={formId}
      className="subscribe"
      method="post"
      action={api.url(API_PATHS.subscribe)}
      noValidate
      onSubmit={(event) => void subscribe(event)}
      onFocus={() => void loadSchema()}
    >
      <label htmlFor={id} className="subscribe__label">
        {t.footer.emailLabel}
      </label>
      <div className="subscribe__row">
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t.footer.emailPlaceholder}
          className="subscribe__input"
          disabled={sending}
          ref={input}
          onChange={() => {
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="btn btn--primary" disabled={sending}>
          {t.footer.subscribe}
        </button>
      </div>
      <div className="honeypot" aria-hidden="true">
        <label>
          {t.forms.honeypot}
          <input ref={honeypot} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {error ? (
        <p id={errorId} className="subscribe__error">
          {error}
        </p>
      ) : null}
      {noScriptResult ? (
        <p className={noScriptResult === "ok" ? "subscribe__done" : "subscribe__error"} role="status">
          {noScriptResult === "ok" ? t.footer.subscribed : t.footer.subscribeInvalid}
        </p>
      ) : null}
    </form>
  );
}
