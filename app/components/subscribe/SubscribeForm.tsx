import { useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { postJson } from "../../forms/client.ts";
import { ELAPSED_FIELD, fieldErrors, HONEYPOT_FIELD } from "../../forms/fields.ts";
import { apiUrl } from "../../site/api-base.ts";
import { useT } from "../../site/use-site.ts";
import { notify } from "../toast/toast.tsx";

/** Set by the server after a subscription sent without JavaScript (server/api/subscribe.ts). */
const NO_SCRIPT_RESULT_PARAM = "subscribe";

/** The schema and its validation library load on first focus in the box, not with every page. */
let schema: Promise<typeof import("../../forms/subscribe/schema.ts").subscribeSchema> | undefined;
const loadSchema = () =>
  (schema ??= import("../../forms/subscribe/schema.ts").then((module) => module.subscribeSchema));

/**
 * The footer's newsletter box (spec §2, §5, §7). With JavaScript it validates, sends
 * `{ email }` as JSON and answers with a toast; Enter submits. Without JavaScript it
 * is a plain form post, and the page it returns to shows the result.
 */
export function SubscribeForm({ id: formId = "subscribe" }: { id?: string }) {
  const t = useT();
  const id = useId();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  const honeypot = useRef<HTMLInputElement>(null);
  // The server sends plain-form posts back to #subscribe, the footer's box.
  const noScriptResult = formId === "subscribe" ? searchParams.get(NO_SCRIPT_RESULT_PARAM) : null;

  async function subscribe(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = (await loadSchema()).safeParse({ email });
    if (!parsed.success) {
      setError(t.forms.errors[fieldErrors<"email">(parsed.error.issues).email ?? "required"]);
      void notify("error", t.forms.toast.error);
      return;
    }
    setError(null);
    setSending(true);
    const result = await postJson("/api/v1/insert_subscriber", {
      email: parsed.data.email,
      [HONEYPOT_FIELD]: honeypot.current?.value ?? "",
      [ELAPSED_FIELD]: Date.now() - shownAt.current,
    });
    setSending(false);
    if (result.ok) {
      setEmail("");
      void notify("success", t.forms.toast.success);
    } else {
      const code = result.fields.email;
      if (code) setError(t.forms.errors[code]);
      void notify("error", t.forms.toast.error);
    }
  }

  const errorId = `${id}-error`;
  return (
    <form
      id={formId}
      className="subscribe"
      method="post"
      action={apiUrl("/api/v1/insert_subscriber")}
      noValidate
      onSubmit={subscribe}
      onFocus={() => void loadSchema()}
    >
      <label htmlFor={id} className="subscribe__label">
        {t.footer.emailLabel}
      </label>
      <fieldset className="subscribe__row" disabled={sending}>
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t.footer.emailPlaceholder}
          className="subscribe__input"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="btn btn--primary">
          {t.footer.subscribe}
        </button>
      </fieldset>
      <div className="honeypot" aria-hidden="true">
        <label>
          {t.forms.honeypot}
          <input ref={honeypot} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
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
