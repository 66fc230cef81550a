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

export type ConsentChoice = typeof CONSENT_ACCEPTED | typeof CONSENT_REFUSED;

/** Fired on window when this tab stores a choice (the `storage` event only reaches other tabs). */
const CONSENT_CHANGE_EVENT = "consentchange";

/** Stores a choice, mirrors it for the server and tells this tab's listeners. */
export function storeConsent(value: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, value);
  } catch {
    // Without storage the choice lasts for this page view.
  }
  void writeBrowserPreference(COOKIES.consent, value);
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
}

/** Calls back when the choice changes in this tab or another one; returns the unsubscribe. */
export function subscribeToConsent(onChange: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** Whether the server saw the same choice on this page as the browser holds. */
export function consentMirrored(): boolean {
  return readBrowserCookie(COOKIES.consent) === storedConsent();
}
