import Negotiator from "negotiator";
import { COOKIES, readCookie, writeCookie } from "../../../shared/cookies.ts";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "../../../shared/i18n/languages.ts";
import { LANGUAGE_PARAMETER } from "./language-parameter.ts";

/** A choice of language is kept this long, like the site's own preference. */
const ONE_YEAR_SECONDS = 31_536_000;

/** The language a page before sign-in speaks, and the cookie that remembers a choice made on it. */
export interface SignedOutLanguage {
  lang: Language;
  /** Set-Cookie for a language chosen with this request's link; null when nothing was chosen. */
  remember: string | null;
}

/**
 * The language of the sign-in, code, forgotten-password, reset and invitation pages (issue
 * 38.4, decision 072): a language chosen on them (the link's `?lang=`, then the cookie that
 * remembers it), else the account's when the page knows it (a reset or invitation link, the
 * code step), else the browser's (`Accept-Language`), else English. The public site's own
 * language cookie is not read: the time-zone guess writes it on a first visit.
 */
export function signedOutLanguage(
  request: Request,
  options: { known?: string | null; secure: boolean },
): SignedOutLanguage {
  const chosen = new URL(request.url).searchParams.get(LANGUAGE_PARAMETER);
  if (isLanguage(chosen)) return { lang: chosen, remember: languageCookie(chosen, options.secure) };
  const remembered = readCookie(request.headers.get("cookie"), COOKIES.inboxLanguage);
  if (isLanguage(remembered)) return { lang: remembered, remember: null };
  if (isLanguage(options.known)) return { lang: options.known, remember: null };
  return { lang: browserLanguage(request), remember: null };
}

/** The browser's preferred language among the three, by `Accept-Language` and its weights. */
export function browserLanguage(request: Request): Language {
  const accepted = new Negotiator({ headers: { "accept-language": request.headers.get("accept-language") ?? "" } });
  const best = accepted.language([...LANGUAGES]);
  return isLanguage(best) ? best : DEFAULT_LANGUAGE;
}

/**
 * Remembers an account's language for the pages before the next sign-in (after a reset, an
 * accepted invitation, a sign-in), unless a language was chosen on them: null then.
 */
export function rememberAccountLanguage(request: Request, language: string, secure: boolean): string | null {
  if (isLanguage(readCookie(request.headers.get("cookie"), COOKIES.inboxLanguage))) return null;
  return isLanguage(language) ? languageCookie(language, secure) : null;
}

function languageCookie(lang: Language, secure: boolean): string {
  return writeCookie(COOKIES.inboxLanguage, lang, {
    path: "/admin",
    httpOnly: true,
    sameSite: "lax",
    maxAge: ONE_YEAR_SECONDS,
    secure,
  });
}
