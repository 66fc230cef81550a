import { useSyncExternalStore } from "react";
import {
  CONSENT_ACCEPTED,
  CONSENT_REFUSED,
  storeConsent,
  storedConsent,
  subscribeToConsent,
} from "../../document/consent.ts";
import { useT } from "../../site/use-site.ts";

/** The heading's id, for the policy's table of contents. */
export const COOKIE_CHOICE_ID = "cookie-choice";

/**
 * Where a visitor changes the cookie choice later (issue 13): the notice's two answers
 * again, the current one pressed. The server does not render the choice (pages are cached
 * per consent, but the browser's storage is the truth), so the status appears on hydration.
 */
export function CookieChoice() {
  const t = useT();
  const choice = useSyncExternalStore(subscribeToConsent, storedConsent, () => undefined);
  const status =
    choice === undefined
      ? ""
      : choice === CONSENT_ACCEPTED
        ? t.cookieChoice.accepted
        : choice === null
          ? t.cookieChoice.none
          : t.cookieChoice.refused;

  return (
    <section className="cookie-choice" aria-labelledby={COOKIE_CHOICE_ID}>
      <h2 id={COOKIE_CHOICE_ID}>{t.cookieChoice.title}</h2>
      <p>{t.cookieChoice.text}</p>
      <p className="cookie-choice__status" role="status">
        {status}
      </p>
      <div className="cookie-choice__actions">
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          aria-pressed={choice === undefined ? undefined : choice === CONSENT_ACCEPTED}
          onClick={() => storeConsent(CONSENT_ACCEPTED)}
        >
          {t.cookieChoice.allow}
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          aria-pressed={choice === undefined ? undefined : choice !== null && choice !== CONSENT_ACCEPTED}
          onClick={() => storeConsent(CONSENT_REFUSED)}
        >
          {t.cookieChoice.refuse}
        </button>
      </div>
    </section>
  );
}
