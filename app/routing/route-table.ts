import { localizePath, splitLanguagePrefix, LANGUAGES } from "../../shared/i18n/languages.ts";

/**
 * The site map: every route once, with its policy. The route config (app/routes.ts),
 * the per-language URLs, navigation, the sitemap and every response's caching, indexing
 * and layout are derived from it, so adding a page is one line here and one route module.
 */

/** How a route's responses are treated: read by the server (its headers) and the document. */
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

const POLICIES = {
  page: { cache: "public", index: true, layout: "site" },
  /** Public but not worth a search result: the component gallery, the thank-you page, 404. */
  unlisted: { cache: "public", index: false, layout: "site" },
  /** A page for one visitor, inside the site's layout. */
  personal: { cache: "private", index: false, layout: "site" },
  /** The staff's inbox. */
  inbox: { cache: "private", index: false, layout: "bare" },
} as const satisfies Record<string, RoutePolicy>;

export interface PageDefinition {
  /** Stable id, also the key of the page's strings in the catalogue. */
  id: string;
  /** Path in React Router syntax, without language prefix. */
  path: string;
  /** Route module under app/. */
  file: string;
  policy: RoutePolicy;
}

export const SERVICE_SLUGS = ["webdev", "mobileapps", "frontapps", "spe"] as const;
export const INDUSTRY_SLUGS = ["ofandprod", "banking", "ecommerce", "logistics", "education", "fintech"] as const;
export const CASE_SLUGS = ["familycredit", "kindergarten", "neighborhood"] as const;

const page = (id: string, path: string, file: string, policy: RoutePolicy = POLICIES.page): PageDefinition => ({
  id,
  path,
  file,
  policy,
});

/** The pages of the specification's route table, each in English at its path and at /ru/… and /uz/…. */
export const pages: readonly PageDefinition[] = [
  page("home", "/", "routes/home.tsx"),
  page("test", "/test", "routes/test.tsx", POLICIES.unlisted),
  page("people", "/company/people", "routes/people.tsx"),
  page("careers", "/company/careers", "routes/careers.tsx"),
  page("careers/job", "/company/careers/:id", "routes/job.tsx"),
  page("aboutus", "/company/aboutus", "routes/about.tsx"),
  page("casestudies", "/casestudies", "routes/case-studies.tsx"),
  ...CASE_SLUGS.map((slug) => page(`casestudies/${slug}`, `/casestudies/${slug}`, "routes/case-study.tsx")),
  ...INDUSTRY_SLUGS.map((slug) => page(`industry/${slug}`, `/industry/${slug}`, "routes/industry.tsx")),
  page("services", "/services", "routes/services.tsx"),
  ...SERVICE_SLUGS.map((slug) => page(`services/${slug}`, `/services/${slug}`, "routes/service.tsx")),
  page("technologies", "/technologies", "routes/technologies.tsx"),
  page("blog", "/blog", "routes/blog.tsx"),
  page("blog/post", "/blog/post/:id", "routes/blog-post.tsx"),
  page("thank-you", "/thank-you", "routes/thank-you.tsx", POLICIES.unlisted),
  page("privacy-policy", "/privacy-policy", "routes/privacy-policy.tsx"),
  page("cookie-policy", "/cookie-policy", "routes/cookie-policy.tsx"),
  page("accessibility", "/accessibility", "routes/accessibility.tsx"),
  page("unsubscribe", "/unsubscribe", "routes/unsubscribe.tsx", POLICIES.personal),
  page("newsletter/confirm", "/newsletter/confirm", "routes/confirm-subscription.tsx", POLICIES.personal),
];

/** The blog's RSS feed, one per language (/blog/rss.xml, /ru/blog/rss.xml, …). */
export const FEED_PATH = "/blog/rss.xml";

/** Routes that exist once, in no language: files for machines, and the inbox (English). */
export const singleRoutes: readonly PageDefinition[] = [
  page("sitemap", "/sitemap.xml", "routes/sitemap.ts"),
  page("robots", "/robots.txt", "routes/robots.ts"),
  page("admin/login", "/admin/login", "routes/admin/login.tsx", POLICIES.inbox),
  page("admin/invitation", "/admin/invitation/:token", "routes/admin/invitation.tsx", POLICIES.inbox),
  page("admin/logout", "/admin/logout", "routes/admin/logout.ts", POLICIES.inbox),
  page("admin/export", "/admin/export/:list", "routes/admin/export.ts", POLICIES.inbox),
  page("admin/file", "/admin/files/:id", "routes/admin/file.ts", POLICIES.inbox),
  page("admin/email", "/admin/emails/:template", "routes/admin/email.ts", POLICIES.inbox),
];

/** The inbox's pages inside its own layout (routes/admin/layout.tsx). */
export const INBOX_LAYOUT = page("admin/layout", "/admin", "routes/admin/layout.tsx", POLICIES.inbox);
export const inboxPages: readonly PageDefinition[] = [
  page("admin/index", "/admin", "routes/admin/index.ts", POLICIES.inbox),
  page("admin/erase", "/admin/erase", "routes/admin/erase.tsx", POLICIES.inbox),
  page("admin/audit", "/admin/audit", "routes/admin/audit.tsx", POLICIES.inbox),
  page("admin/accounts", "/admin/accounts", "routes/admin/accounts.tsx", POLICIES.inbox),
  page("admin/settings", "/admin/settings", "routes/admin/settings.tsx", POLICIES.inbox),
  page("admin/posts", "/admin/posts", "routes/admin/posts.tsx", POLICIES.inbox),
  page("admin/post", "/admin/posts/:id", "routes/admin/post.tsx", POLICIES.inbox),
  page("admin/post-preview", "/admin/posts/:id/preview", "routes/admin/post-preview.tsx", POLICIES.inbox),
  page("admin/openings", "/admin/openings", "routes/admin/openings.tsx", POLICIES.inbox),
  page("admin/opening", "/admin/openings/:id", "routes/admin/opening.tsx", POLICIES.inbox),
  page("admin/opening-preview", "/admin/openings/:id/preview", "routes/admin/opening-preview.tsx", POLICIES.inbox),
  page("admin/newsletter", "/admin/newsletter", "routes/admin/newsletter.tsx", POLICIES.inbox),
  page("admin/emails", "/admin/emails", "routes/admin/emails.tsx", POLICIES.inbox),
  page("admin/list", "/admin/:list", "routes/admin/list.tsx", POLICIES.inbox),
  page("admin/detail", "/admin/:list/:id", "routes/admin/detail.tsx", POLICIES.inbox),
];

/** Any other path: the not-found page, in each language. */
export const NOT_FOUND = page("not-found", "/*", "routes/not-found.tsx", POLICIES.unlisted);

/** The id of a route in one language: "ru:services/webdev". */
export function routeId(definition: PageDefinition, lang?: string): string {
  return lang ? `${lang}:${definition.id}` : definition.id;
}

const FEED = page("feed", FEED_PATH, "routes/feed.ts");
const localized = [...pages, FEED, NOT_FOUND];
const single = [...singleRoutes, INBOX_LAYOUT, ...inboxPages];

/** The page a route id ("ru:services/webdev") belongs to; undefined for routes of other kinds. */
export function pageForRouteId(id: string): PageDefinition | undefined {
  const pageId = id.slice(id.indexOf(":") + 1);
  return pages.find((candidate) => candidate.id === pageId);
}

/** The policy of a route by its id. */
export function policyForRouteId(id: string): RoutePolicy {
  const bare = id.slice(id.indexOf(":") + 1);
  return [...localized, ...single].find((candidate) => candidate.id === bare)?.policy ?? POLICIES.unlisted;
}

/**
 * The policy of a route by its matched pattern ("/ru/company/careers/:id"), as React
 * Router's middleware sees it: whatever the request's spelling (/ADMIN, /%61dmin), the
 * pattern is the route's own.
 */
export function policyForPattern(pattern: string): RoutePolicy {
  const normalized = pattern === "" ? "/" : pattern.replace(/\/+$/, "") || "/";
  const single_ = single.find((candidate) => candidate.path === normalized);
  if (single_) return single_.policy;
  const { path } = splitLanguagePrefix(normalized);
  return localized.find((candidate) => candidate.path === path)?.policy ?? POLICIES.unlisted;
}

/** Every localized route's URL pattern per language, for the route config. */
export function localizedRoutes() {
  return LANGUAGES.flatMap((lang) =>
    localized.map((definition) => ({ path: localizePath(definition.path, lang), definition, lang })),
  );
}

/** The last path segment names the item for pages that share one module (services, industries, cases). */
export function slugOf(pathname: string): string {
  return pathname.replace(/\/+$/, "").split("/").pop() ?? "";
}
