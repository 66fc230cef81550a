import { parseCookie, stringifySetCookie, type SetCookie } from "cookie";

/**
 * Every cookie the site sets, and the one way it reads and writes them (the `cookie`
 * library), on the server and in the browser. The boot script in <head> is the only
 * exception: it runs before any module loads, so it carries its own few lines (its
 * attributes come from PREFERENCE_COOKIE through its configuration).
 */
export const COOKIES = {
  /** Mirrors localStorage `language` (spec §3) so the server renders the right language. */
  language: "language",
  /** Mirrors localStorage `cookie` (spec §3): "true" once accepted, "false" once refused. */
  consent: "cookie",
  /** The inbox session; sent only to /admin. */
  session: "admin_session",
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

/** In the browser: a cookie's value, or null. */
export function readBrowserCookie(name: string): string | null {
  return readCookie(document.cookie, name);
}

/**
 * In the browser: stores a visitor preference (Secure on HTTPS), resolved once the browser
 * has stored it. Chromium stores a cookie written to document.cookie from another process, in
 * its own time, so a reload right after it could go out without it (decision 063); the Cookie
 * Store API (secure contexts) says when it is stored. A refusal is not an error here: the
 * preference then simply is not kept.
 */
export function writeBrowserPreference(name: string, value: string): Promise<void> {
  const store = (window as { cookieStore?: CookieStore }).cookieStore;
  if (!store) {
    document.cookie = writeCookie(name, value, { ...PREFERENCE_COOKIE, secure: location.protocol === "https:" });
    return Promise.resolve();
  }
  const { path, sameSite, maxAge } = PREFERENCE_COOKIE;
  return store
    .set({ name, value: encodeURIComponent(value), path, sameSite, expires: Date.now() + maxAge * 1000 })
    .catch(() => undefined);
}
