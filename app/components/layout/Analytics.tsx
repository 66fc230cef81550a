import { useEffect } from "react";
import { CONSENT_ACCEPTED, consentMirrored, storeConsent, storedConsent } from "../../document/consent.ts";
import { useSite } from "../../site/use-site.ts";

/**
 * Starts the configured analytics on pages loaded after the visitor accepted cookies: the
 * page's Content-Security-Policy, made by the server, lets analytics traffic out only then.
 * The starter's code comes only for those visitors (issue 18).
 */
export function Analytics() {
  const { analytics } = useSite().publicConfig;
  useEffect(() => {
    if (!analytics.ga4 && !analytics.yandex) return;
    if (storedConsent() !== CONSENT_ACCEPTED) return;
    if (consentMirrored())
      void import("../../document/analytics.ts").then((module) => module.startAnalytics(analytics));
    // Consent given but the server did not see it on this page: from the next page on.
    else storeConsent(CONSENT_ACCEPTED);
  }, [analytics]);
  return null;
}
