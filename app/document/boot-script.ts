import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, TIME_ZONE_LANGUAGES } from "../../shared/i18n/languages.ts";
import {
  type BrowserCookieAttributes,
  PREFERENCE_COOKIE,
  readBrowserCookie,
  storeBrowserCookie,
} from "../../shared/cookies.ts";
import { VISIT_STORAGE_KEY } from "../../shared/lead-source.ts";
import { LOADER_VISIBLE_MS } from "./timing.ts";

/**
 * A tiny script that runs in <head> before the page paints. It keeps the stored
 * language (localStorage, spec §4) and its mirror cookie (read by the server) in step:
 * - a /ru or /uz URL stores that language;
 * - on a first visit the browser's time-zone offset may choose Uzbek or Russian,
 *   which is stored and the page reloaded in that language;
 * - when the page was rendered in another language than the stored one (the cookie was
 *   missing or stale), the cookie is fixed and the page reloaded once.
 * It also marks the document as booting so the loader shows for its first second; without JavaScript the loader never shows and nothing is hidden. And it keeps the
 * visit's first page and the site that led there in the tab's session storage, where a form
 * sent later reads where the lead came from (shared/lead-source.ts; no cookie).
 */
export function bootScript(): string {
  const config = {
    key: LANGUAGE_STORAGE_KEY,
    languages: LANGUAGES,
    fallback: DEFAULT_LANGUAGE,
    zones: TIME_ZONE_LANGUAGES,
    loaderMs: LOADER_VISIBLE_MS,
    visit: VISIT_STORAGE_KEY,
    cookie: PREFERENCE_COOKIE,
  };
  // The browser's cookie functions travel as source: the boot script cannot import them.
  return `(${boot.toString()})(${JSON.stringify(config)},${readBrowserCookie.toString()},${storeBrowserCookie.toString()})`;
}

interface BootConfig {
  key: string;
  languages: readonly string[];
  fallback: string;
  zones: Readonly<Record<number, string>>;
  loaderMs: number;
  visit: string;
  /** The language cookie's attributes (shared/cookies.ts, as every preference's). */
  cookie: BrowserCookieAttributes;
}

// Serialized with toString(): plain ES2019 that runs as is, no imports or closures.
function boot(c: BootConfig, readCookie: typeof readBrowserCookie, storeCookie: typeof storeBrowserCookie) {
  const root = document.documentElement;
  root.classList.add("js", "booting");
  setTimeout(() => root.classList.remove("booting"), c.loaderMs);

  // In a task of its own: a tab's first touch of session storage waits on the browser (up to
  // 20 ms on a slow phone), and nothing before the first paint needs it.
  setTimeout(() => {
    try {
      if (!sessionStorage.getItem(c.visit)) {
        // Only another site is where the visit came from.
        const referrer = document.referrer.indexOf(location.origin + "/") === 0 ? "" : document.referrer;
        sessionStorage.setItem(c.visit, JSON.stringify({ landing: location.pathname + location.search, referrer }));
      }
    } catch {
      // Session storage disabled: the form sends the page it is on, the server the rest it knows.
    }
  }, 0);

  // Stores the language and mirrors it in the cookie, resolved once the cookie is stored.
  const remember = (value: string): Promise<unknown> => {
    localStorage.setItem(c.key, value);
    return readCookie(c.key) === value ? Promise.resolve() : storeCookie(c.key, value, c.cookie);
  };
  // Keeping them in step is no work for the first paint: in a task of its own, as above.
  const rememberLater = (value: string) =>
    setTimeout(() => {
      try {
        void remember(value);
      } catch {
        // Storage disabled: the server's choice stands.
      }
    }, 0);
  const prefix = location.pathname.match(/^\/(ru|uz)(?:\/|$)/);
  if (prefix) {
    rememberLater(prefix[1] ?? c.fallback);
    return;
  }
  let stored: string | null;
  try {
    stored = localStorage.getItem(c.key);
  } catch {
    return; // storage disabled: the server's choice stands
  }
  let wanted = stored;
  if (wanted === null) wanted = c.zones[new Date().getTimezoneOffset()] ?? c.fallback;
  // Only well-formed values reach the cookie; anything else renders English (spec §4).
  if (!/^[a-zA-Z-]{1,16}$/.test(wanted)) wanted = c.fallback;
  const effective = c.languages.indexOf(wanted) >= 0 ? wanted : c.fallback;
  if (effective === root.lang) {
    rememberLater(wanted);
    return;
  }
  const cookieStored = remember(wanted);
  // Guard against a reload loop when cookies are blocked.
  const guard = "language-reload";
  if (sessionStorage.getItem(guard) === location.href) return;
  sessionStorage.setItem(guard, location.href);
  // Tell entry.client not to hydrate: hydration rewrites history, which can cancel this reload.
  root.dataset.reloading = "true";
  void cookieStored.then(() => location.reload());
}
