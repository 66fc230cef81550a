/**
 * The site's languages and how they appear in URLs and in the browser.
 * English is served at unprefixed paths; Russian and Uzbek also have permanent
 * prefixed URLs (/ru/..., /uz/...) for search engines and sharing.
 */
export const LANGUAGES = ["en", "ru", "uz"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** localStorage key that holds the visitor's language (spec §3); the cookie mirroring it is COOKIES.language. */
export const LANGUAGE_STORAGE_KEY = "language";

/** Browser time-zone offsets (Date#getTimezoneOffset, minutes) that pick a language on a first visit (spec §4). */
export const TIME_ZONE_LANGUAGES: Readonly<Record<number, Language>> = { [-300]: "uz", [-240]: "ru", [-180]: "ru" };

/** BCP 47 tags for Intl formatting and <html lang>. */
export const LOCALES: Record<Language, string> = { en: "en-US", ru: "ru-RU", uz: "uz-Latn-UZ" };

/** Each language's name written in that language, for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", ru: "Русский", uz: "Oʻzbekcha" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Splits "/ru/services" into { lang: "ru", path: "/services" }; unprefixed paths give lang null. */
export function splitLanguagePrefix(pathname: string): { lang: Language | null; path: string } {
  const match = /^\/(ru|uz)(?=\/|$)/.exec(pathname);
  if (!match) return { lang: null, path: pathname || "/" };
  return { lang: match[1] as Language, path: pathname.slice(match[0].length) || "/" };
}

/** The permanent URL path of a page in a language: "/services" → "/ru/services". */
export function localizePath(path: string, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE) return path;
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}
