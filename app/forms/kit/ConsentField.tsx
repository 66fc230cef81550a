import { useId } from "react";
import { Link } from "react-router";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useLocalePath, useSite } from "../../site/use-site.ts";

/** The consent checkbox with the consent text and a link to the privacy policy (spec §3, §5). */
function ConsentField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const { consent } = useSite();
  const href = useLocalePath();
  const errorId = useId();
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label className="checkbox">
        <input
          type="checkbox"
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>
          {consent.text}
          <Link to={href("/privacy-policy")} target="_blank" rel="noopener">
            {consent.linkText}
          </Link>
          <span className="field__required" aria-hidden="true">
            *
          </span>
        </span>
      </label>
      {error ? (
        <span id={errorId} className="field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** A field people never see or reach; software that fills every field gives itself away. */
function Honeypot({ registration, label }: { registration: UseFormRegisterReturn; label: string }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {label}
        <input {...registration} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

/** The end of every submission form: consent, the honeypot and the send button. */
export function FormEnd({
  consent,
  honeypot,
  consentError,
  busy,
  sending,
  labels,
}: {
  consent: UseFormRegisterReturn;
  honeypot: UseFormRegisterReturn;
  consentError?: string;
  /** An upload is running or the form is being sent: the button waits. */
  busy: boolean;
  sending: boolean;
  labels: { submit: string; sending: string; honeypot: string };
}) {
  return (
    <>
      <ConsentField registration={consent} error={consentError} />
      <Honeypot registration={honeypot} label={labels.honeypot} />
      <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={busy}>
        {sending ? labels.sending : labels.submit}
      </button>
    </>
  );
}
