import { useEffect, useState } from "react";
import { Link } from "react-router";
import {
  CONSENT_ACCEPTED,
  CONSENT_REFUSED,
  storeConsent,
  storedConsent,
  subscribeToConsent,
  type ConsentChoice,
} from "../../document/consent.ts";
import { COOKIE_NOTICE_DELAY_MS } from "../../document/timing.ts";
import { useLocalePath, useT } from "../../site/use-site.ts";
import { Icon } from "../ui/Icon.tsx";

/**
 * The cookie notice (spec §4): hidden at first, shown 8 s after load only when no
 * `cookie` value is stored. Accept stores "true" for good; Reject, of equal weight,
 * stores the refusal for good (issue 13); close hides it for this page view only.
 * A choice made meanwhile elsewhere (the cookie policy page, another tab) keeps it away.
 */
export function CookieNotice() {
  const t = useT();
  const href = useLocalePath();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (storedConsent() !== null) return;
    const timer = setTimeout(() => setVisible(storedConsent() === null), COOKIE_NOTICE_DELAY_MS);
    const unsubscribe = subscribeToConsent(() => {
      if (storedConsent() !== null) setVisible(false);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, []);

  if (!visible) return null;
  const [before, linkText, after] = t.cookie_policy_check.description;

  function choose(choice: ConsentChoice) {
    storeConsent(choice);
    setVisible(false);
  }

  return (
    <section className="cookie-notice" aria-label={t.cookie_policy_check.region}>
      <h2 className="cookie-notice__title">{t.cookie_policy_check.title}</h2>
      <p className="cookie-notice__text">
        {before}
        <Link to={href("/cookie-policy")}>{linkText}</Link>
        {after}
      </p>
      <div className="cookie-notice__actions">
        <button type="button" className="btn btn--light btn--sm" onClick={() => choose(CONSENT_REFUSED)}>
          {t.cookie_policy_check.reject}
        </button>
        <button type="button" className="btn btn--light btn--sm" onClick={() => choose(CONSENT_ACCEPTED)}>
          {t.cookie_policy_check.button}
        </button>
      </div>
      <button
        type="button"
        className="icon-button icon-button--light cookie-notice__close"
        onClick={() => setVisible(false)}
      >
        <Icon name="close" size={20} />
        <span className="visually-hidden">{t.cookie_policy_check.close}</span>
      </button>
    </section>
  );
}
