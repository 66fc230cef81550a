import { useEffect, useState } from "react";
import { Link } from "react-router";
import { CONSENT_ACCEPTED, storeConsent, storedConsent } from "../../document/consent.ts";
import { COOKIE_NOTICE_DELAY_MS } from "../../document/timing.ts";
import { useLocalePath, useT } from "../../site/use-site.ts";
import { Icon } from "../ui/Icon.tsx";

/**
 * The cookie notice (spec §4): hidden at first, shown 8 s after load only when no
 * `cookie` value is stored. Accept stores "true" for good; close hides it for this
 * page view only.
 */
export function CookieNotice() {
  const t = useT();
  const href = useLocalePath();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (storedConsent() !== null) return;
    const timer = setTimeout(() => setVisible(true), COOKIE_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!visible) return null;
  const [before, linkText, after] = t.cookie_policy_check.description;

  function accept() {
    storeConsent(CONSENT_ACCEPTED);
    setVisible(false);
  }

  return (
    <section className="cookie-notice" aria-label={t.cookie_policy_check.region}>
      <div className="cookie-notice__body">
        <h2 className="cookie-notice__title">{t.cookie_policy_check.title}</h2>
        <p className="cookie-notice__text">
          {before}
          <Link to={href("/cookie-policy")}>{linkText}</Link>
          {after}
        </p>
      </div>
      <div className="cookie-notice__actions">
        <button type="button" className="btn btn--primary btn--sm" onClick={accept}>
          {t.cookie_policy_check.button}
        </button>
        <button type="button" className="icon-button icon-button--light" onClick={() => setVisible(false)}>
          <Icon name="close" size={20} />
          <span className="visually-hidden">{t.cookie_policy_check.close}</span>
        </button>
      </div>
    </section>
  );
}
