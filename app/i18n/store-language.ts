import { COOKIES, writeBrowserPreference } from "../../shared/cookies.ts";
import { LANGUAGE_STORAGE_KEY, type Language } from "../../shared/i18n/languages.ts";

/**
 * Stores the visitor's language in localStorage (spec §3) and mirrors it into the cookie the
 * server reads; resolved once the cookie is stored, when a reload will carry it.
 */
export function storeLanguage(lang: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
  return writeBrowserPreference(COOKIES.language, lang);
}
