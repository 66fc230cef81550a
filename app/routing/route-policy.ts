/**
 * How each page's responses are treated, read by the server (headers, caching) and by the
 * document in the browser (layout, robots, canonical links). Kept apart from the route
 * table (route-table.ts), which only the server and the build read, so the pages' script
 * carries a handful of names rather than the whole site map (issue 18).
 */
export interface RoutePolicy {
  /**
   * "public": the same for every visitor with the same language and consent; the server
   * keeps it and browsers revalidate it. "private": made for one visitor (the inbox, an
   * unsubscribe link's token); stored nowhere, not even by the browser.
   */
  cache: "public" | "private";
  /** Open to search engines and listed in sitemap.xml. */
  index: boolean;
  /** "site": header, footer, loader and cookie notice. "bare": none of them (the inbox). */
  layout: "site" | "bare";
}

export const POLICIES = {
  page: { cache: "public", index: true, layout: "site" },
  /** Public but not worth a search result: the component gallery, the thank-you page, 404. */
  unlisted: { cache: "public", index: false, layout: "site" },
  /** A page for one visitor, inside the site's layout. */
  personal: { cache: "private", index: false, layout: "site" },
  /** The staff's inbox. */
  inbox: { cache: "private", index: false, layout: "bare" },
} as const satisfies Record<string, RoutePolicy>;

/** Every page that is not an ordinary public page, by page id. */
const EXCEPTIONS: Readonly<Record<string, RoutePolicy>> = {
  test: POLICIES.unlisted,
  "thank-you": POLICIES.unlisted,
  "not-found": POLICIES.unlisted,
  unsubscribe: POLICIES.personal,
  "newsletter/confirm": POLICIES.personal,
};

/** The inbox's pages, and only they, have ids under admin/. */
const INBOX_PREFIX = "admin/";

/** The policy of a page by its id ("services/webdev", "admin/list"). */
export function policyForPageId(pageId: string): RoutePolicy {
  if (pageId.startsWith(INBOX_PREFIX)) return POLICIES.inbox;
  return EXCEPTIONS[pageId] ?? POLICIES.page;
}

/** The page a route id names: "ru:services/webdev" → "services/webdev". */
export function pageIdOfRoute(routeId: string): string {
  return routeId.slice(routeId.indexOf(":") + 1);
}

/** The policy of a route by its id. */
export function policyForRouteId(routeId: string): RoutePolicy {
  return policyForPageId(pageIdOfRoute(routeId));
}
