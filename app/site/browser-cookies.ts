/** Cookies as the page sees them (browser only). */

/** A cookie's value, or null. */
export function readCookieValue(name: string): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match ? decodeURIComponent(match[1] ?? "") : null;
}
