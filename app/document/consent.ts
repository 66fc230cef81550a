import { COOKIES, readBrowserCookie, writeBrowserPreference } from "../../shared/cookies.ts";

/**
 * The visitor's cookie choice (spec §3, §9): localStorage `cookie` holds "true" once
 * accepted; any other stored value is a refusal. It is mirrored into a cookie of the
 * same name (an essential cookie), because the server must know about consent to allow
 * analytics in a page's Content-Security-Policy.
 */
const CONSENT_STORAGE_KEY = "cookie";
export const CONSENT_ACCEPTED = "true";
export const CONSENT_REFUSED = "false";

/** The stored choice, or null when the visitor has not chosen (or storage is off). */
export function storedConsent(): string | null {
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Stores a choice and mirrors it for the server. */
export function storeConsent(value: typeof CONSENT_ACCEPTED | typeof CONSENT_REFUSED): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, value);
  } catch {
    // Without storage the choice lasts for this page view.
  }
  writeBrowserPreference(COOKIES.consent, value);
}

/** Whether the server saw the same choice on this page as the browser holds. */
export function consentMirrored(): boolean {
  return readBrowserCookie(COOKIES.consent) === storedConsent();
}
