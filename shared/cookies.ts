import { parseCookie, stringifySetCookie, type SetCookie } from "cookie";

/**
 * Every cookie the site sets, and the one way each side reads and writes them: the server
 * through the `cookie` library, the browser through the few lines below, which the boot script
 * in <head> carries too (it runs before any module loads). The library would add 0.8 KB of
 * script to every page for what the browser does with two regular expressions (decision 064).
 */
export const COOKIES = {
  /** Mirrors localStorage `language` (spec §3) so the server renders the right language. */
  language: "language",
  /** Mirrors localStorage `cookie` (spec §3): "true" once accepted, "false" once refused. */
  consent: "cookie",
  /** The inbox session; sent only to /admin. */
  session: "admin_session",
  /** A sign-in whose password was right, waiting for its one-time code; sent only to /admin. */
  signInCode: "admin_sign_in",
  /** The language chosen on the inbox's pages before sign-in (or the last account's); sent only to /admin. */
  inboxLanguage: "inbox_language",
} as const;

export type CookieAttributes = Omit<SetCookie, "name" | "value">;

/** A visitor preference kept for a year, readable by the page's scripts. */
export const PREFERENCE_COOKIE = { path: "/", maxAge: 31_536_000, sameSite: "lax" } as const satisfies CookieAttributes;

/** A cookie's value from a Cookie header, or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  return parseCookie(header)[name] ?? null;
}

/** A Set-Cookie header value. */
export function writeCookie(name: string, value: string, attributes: CookieAttributes): string {
  return stringifySetCookie({ name, value, ...attributes });
}

/*
 * The browser's two functions are serialized with toString() into the boot script: plain
 * ES2019, no imports, nothing from outside their parameters but the browser's own globals.
 */

/** In the browser: a cookie's value (percent-decoded, as the library writes it), or null. */
export function readBrowserCookie(name: string): string | null {
  const match = document.cookie.match(new RegExp("(?:^|; )" + name + "=([^;]*)"));
  if (!match) return null;
  try {
    return decodeURIComponent(match[1] || "");
  } catch {
    return match[1] || "";
  }
}

/**
 * In the browser: stores a cookie (Secure on HTTPS), resolved once the browser has stored it.
 * Chromium stores a cookie written to document.cookie from another process, in its own time,
 * so a reload right after it could go out without it (decision 063); the Cookie Store API
 * (secure contexts) says when it is stored. A refusal is not an error here: the cookie then
 * simply is not kept.
 */
export function storeBrowserCookie(name: string, value: string, attributes: BrowserCookieAttributes): Promise<void> {
  const store = (window as { cookieStore?: CookieStore }).cookieStore;
  const { path, maxAge, sameSite } = attributes;
  if (store) {
    return store
      .set({ name, value: encodeURIComponent(value), path, sameSite, expires: Date.now() + maxAge * 1000 })
      .then(
        () => undefined,
        () => undefined,
      );
  }
  const secure = location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; path=${path}; max-age=${maxAge}; samesite=${sameSite}${secure}`;
  return Promise.resolve();
}

/** What the browser writes a cookie with (a preference's are PREFERENCE_COOKIE). */
export interface BrowserCookieAttributes {
  path: string;
  maxAge: number;
  sameSite: "lax" | "strict";
}

/** In the browser: stores a visitor preference for a year (see storeBrowserCookie). */
export function writeBrowserPreference(name: string, value: string): Promise<void> {
  return storeBrowserCookie(name, value, PREFERENCE_COOKIE);
}
