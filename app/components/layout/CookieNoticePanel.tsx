import { Link } from "react-router";
import { CONSENT_ACCEPTED, CONSENT_REFUSED, storeConsent, type ConsentChoice } from "../../document/consent.ts";
import { useLocalePath, useT } from "../../site/use-site.ts";
import { Icon } from "../ui/Icon.tsx";

/**
 * What the cookie notice shows: Accept stores "true" for good; Reject, of equal weight,
 * stores the refusal for good (issue 13); close hides it for this page view only.
 */
export default function CookieNoticePanel({ onDone }: { onDone: () => void }) {
  const t = useT();
  const href = useLocalePath();
  const [before, linkText, after] = t.cookie_policy_check.description;

  function choose(choice: ConsentChoice) {
    storeConsent(choice);
    onDone();
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
      <button type="button" className="icon-button icon-button--light cookie-notice__close" onClick={onDone}>
        <Icon name="close" size={20} />
        <span className="visually-hidden">{t.cookie_policy_check.close}</span>
      </button>
    </section>
  );
}
