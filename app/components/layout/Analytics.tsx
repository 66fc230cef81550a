import { useEffect } from "react";
import { CONSENT_COOKIE, startAnalytics } from "../../site/analytics.ts";
import { readCookieValue } from "../../site/browser-cookies.ts";
import { useSite } from "../../site/use-site.ts";
import { COOKIE_CONSENT_KEY, COOKIE_CONSENT_VALUE, mirrorConsent } from "./CookieNotice.tsx";

/**
 * Starts the configured analytics on pages loaded after the visitor accepted cookies: the
 * page's Content-Security-Policy, made by the server, lets analytics traffic out only then.
 */
export function Analytics() {
  const { analytics } = useSite();
  useEffect(() => {
    if (!analytics.ga4 && !analytics.yandex) return;
    let consented: boolean;
    try {
      consented = localStorage.getItem(COOKIE_CONSENT_KEY) === COOKIE_CONSENT_VALUE;
    } catch {
      return;
    }
    if (!consented) return;
    if (readCookieValue(CONSENT_COOKIE) === COOKIE_CONSENT_VALUE) startAnalytics(analytics);
    // Consent given but the server did not see it on this page: from the next page on.
    else mirrorConsent();
  }, [analytics]);
  return null;
}
