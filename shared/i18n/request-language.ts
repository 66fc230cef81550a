import { COOKIES, readCookie } from "../cookies.ts";
import { DEFAULT_LANGUAGE, isLanguage, splitLanguagePrefix, type Language } from "./languages.ts";

export interface RequestLanguage {
  /** The language the page is rendered in. */
  lang: Language;
  /** The URL carries a /ru or /uz prefix. */
  prefixed: boolean;
  /** The visitor has one of the three languages stored (or opens a prefixed URL, which stores it). */
  stored: boolean;
  /** The request path without its language prefix. */
  path: string;
}

/**
 * The language of a page request: the URL prefix wins; otherwise the `language`
 * cookie, which the browser mirrors from localStorage; otherwise English.
 */
export function resolveLanguage(request: Request): RequestLanguage {
  return resolvePathLanguage(pagePath(new URL(request.url).pathname), request.headers.get("cookie"));
}

/**
 * The page a request is for. After a navigation React Router asks for a page's data at its
 * path plus `.data` (`/ru.data` for `/ru`, `/_.data` for `/`), and `request.url` keeps that
 * suffix; `/ru.data` has no `/ru` prefix, so the Russian home page's data would come in the
 * stored language with unprefixed links. The same normalisation as React Router's own.
 */
function pagePath(pathname: string): string {
  return pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.replace(/\.data$/, "");
}

/** The same, from a URL path and the Cookie header (the server's page cache keys on it). */
export function resolvePathLanguage(pathname: string, cookieHeader: string | null | undefined): RequestLanguage {
  const { lang: prefixLang, path } = splitLanguagePrefix(pathname);
  if (prefixLang) return { lang: prefixLang, prefixed: true, stored: true, path };
  const cookie = readCookie(cookieHeader, COOKIES.language);
  if (isLanguage(cookie)) return { lang: cookie, prefixed: false, stored: true, path };
  return { lang: DEFAULT_LANGUAGE, prefixed: false, stored: false, path };
}
