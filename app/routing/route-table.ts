import { localizePath, splitLanguagePrefix, LANGUAGES } from "../../shared/i18n/languages.ts";
import { FEED_PATH, TWO_FACTOR_PATH } from "./paths.ts";
import { POLICIES, policyForPageId, type RoutePolicy } from "./route-policy.ts";
import { KINDS } from "../../content/model/index.ts";
import type { Kind } from "../../shared/content-model/kind.ts";
import { AREAS } from "../../shared/staff.ts";

/**
 * The site map: every route once. The route config (app/routes.ts), the per-language URLs
 * and the sitemap are derived from it, so adding a page is one line here and one route
 * module (and, for a page that is not an ordinary public one, a line in route-policy.ts).
 * Read by the server and the build only; the browser's part is route-policy.ts and paths.ts.
 */

export interface PageDefinition {
  /** Stable id, also the key of the page's strings in the catalogue. */
  id: string;
  /** Path in React Router syntax, without language prefix. */
  path: string;
  /** Route module under app/. */
  file: string;
}

/** A page of the table; its policy is its id's (route-policy.ts). */
const page = (id: string, path: string, file: string): PageDefinition => ({ id, path, file });

/** The pages of the specification's route table, each in English at its path and at /ru/… and /uz/…. */
export const pages: readonly PageDefinition[] = [
  page("home", "/", "routes/home.tsx"),
  page("test", "/test", "routes/test.tsx"),
  page("people", "/company/people", "routes/people.tsx"),
  page("careers", "/company/careers", "routes/careers.tsx"),
  page("careers/job", "/company/careers/:id", "routes/job.tsx"),
  page("aboutus", "/company/aboutus", "routes/about.tsx"),
  page("casestudies", "/casestudies", "routes/case-studies.tsx"),
  page("casestudies/case", "/casestudies/:id", "routes/case-study.tsx"),
  page("industry/industry", "/industry/:id", "routes/industry.tsx"),
  page("services", "/services", "routes/services.tsx"),
  page("services/service", "/services/:id", "routes/service.tsx"),
  page("technologies", "/technologies", "routes/technologies.tsx"),
  page("blog", "/blog", "routes/blog.tsx"),
  page("blog/post", "/blog/post/:id", "routes/blog-post.tsx"),
  page("thank-you", "/thank-you", "routes/thank-you.tsx"),
  page("privacy-policy", "/privacy-policy", "routes/privacy-policy.tsx"),
  page("cookie-policy", "/cookie-policy", "routes/cookie-policy.tsx"),
  page("accessibility", "/accessibility", "routes/accessibility.tsx"),
  page("unsubscribe", "/unsubscribe", "routes/unsubscribe.tsx"),
  page("newsletter/confirm", "/newsletter/confirm", "routes/confirm-subscription.tsx"),
  // Campaign pages at the addresses editors choose; every fixed page above wins over it.
  page("campaign", "/:id", "routes/campaign.tsx"),
];

/** Routes that exist once, in no language: files for machines, and the inbox (English). */
export const singleRoutes: readonly PageDefinition[] = [
  page("sitemap", "/sitemap.xml", "routes/sitemap.ts"),
  page("robots", "/robots.txt", "routes/robots.ts"),
  page("admin/login", "/admin/login", "routes/admin/login.tsx"),
  page("admin/login-code", "/admin/login/code", "routes/admin/login-code.tsx"),
  page("admin/invitation", "/admin/invitation/:token", "routes/admin/invitation.tsx"),
  page("admin/forgot", "/admin/forgot", "routes/admin/forgot.tsx"),
  page("admin/reset", "/admin/reset/:token", "routes/admin/reset.tsx"),
  page("admin/logout", "/admin/logout", "routes/admin/logout.ts"),
  page("admin/export", "/admin/export/:list", "routes/admin/export.ts"),
  page("admin/file", "/admin/files/:id", "routes/admin/file.ts"),
  page("admin/email", "/admin/emails/:template", "routes/admin/email.ts"),
  page("admin/issue-email", "/admin/newsletter/issues/:id/email", "routes/admin/issue-email.ts"),
];

/** The inbox's pages inside its own layout (routes/admin/layout.tsx). */
export const INBOX_LAYOUT = page("admin/layout", "/admin", "routes/admin/layout.tsx");
export const inboxPages: readonly PageDefinition[] = [
  page("admin/index", "/admin", "routes/admin/index.ts"),
  page("admin/erase", "/admin/erase", "routes/admin/erase.tsx"),
  page("admin/audit", "/admin/audit", "routes/admin/audit.tsx"),
  page("admin/accounts", "/admin/accounts", "routes/admin/accounts.tsx"),
  page("admin/settings", "/admin/settings", "routes/admin/settings.tsx"),
  page("admin/two-factor", TWO_FACTOR_PATH, "routes/admin/two-factor.tsx"),
  page("admin/handover", "/admin/handover", "routes/admin/handover.tsx"),
  ...kindPages(KINDS),
  page("admin/media", "/admin/media", "routes/admin/media.tsx"),
  page("admin/media-library", "/admin/media/library", "routes/admin/media-library.ts"),
  page("admin/media-item", "/admin/media/:id", "routes/admin/media-item.tsx"),
  page("admin/markdown-preview", "/admin/markdown-preview", "routes/admin/markdown-preview.ts"),
  page("admin/redirects", "/admin/redirects", "routes/admin/redirects.tsx"),
  page("admin/newsletter", "/admin/newsletter", "routes/admin/newsletter.tsx"),
  page("admin/newsletter-issue", "/admin/newsletter/issues/:id", "routes/admin/newsletter-issue.tsx"),
  page("admin/interviews", "/admin/interviews", "routes/admin/interviews.tsx"),
  page("admin/interview", "/admin/interviews/:id", "routes/admin/interview.tsx"),
  page("admin/emails", "/admin/emails", "routes/admin/emails.tsx"),
  page("admin/unsorted", "/admin/unsorted", "routes/admin/unsorted.tsx"),
  page("admin/sources", "/admin/sources", "routes/admin/sources.tsx"),
  page("admin/integrations", "/admin/integrations", "routes/admin/integrations.tsx"),
  page("admin/waiting", "/admin/waiting", "routes/admin/waiting.tsx"),
  page("admin/list", "/admin/:list", "routes/admin/list.tsx"),
  page("admin/spam", "/admin/:list/spam", "routes/admin/spam.tsx"),
  page("admin/templates", "/admin/:list/templates", "routes/admin/templates.tsx"),
  page("admin/template", "/admin/:list/templates/:id", "routes/admin/template.tsx"),
  page("admin/detail", "/admin/:list/:id", "routes/admin/detail.tsx"),
];

/**
 * The inbox's pages of the kinds of content, from their declarations (content/model/): an
 * area holding several kinds leads to a page listing them (/admin/proof, /admin/pages); each
 * kind has its list, editor and preview, and a kind of one entry (a page's words) is edited
 * at its own address.
 */
export function kindPages(kinds: readonly Kind[]): PageDefinition[] {
  return [
    ...AREAS.filter((area) => kinds.filter((kind) => kind.area === area).length > 1).map((area) =>
      page(`admin/area/${area}`, `/admin/${area}`, "routes/admin/area.tsx"),
    ),
    ...kinds.flatMap((kind) =>
      kind.singleton
        ? [
            page(`admin/${kind.name}/entry`, `/admin/${kind.inboxPath}`, "routes/admin/entry.tsx"),
            page(`admin/${kind.name}/preview`, `/admin/${kind.inboxPath}/preview`, "routes/admin/entry-preview.tsx"),
          ]
        : [
            page(`admin/${kind.name}/list`, `/admin/${kind.inboxPath}`, "routes/admin/entries.tsx"),
            page(`admin/${kind.name}/entry`, `/admin/${kind.inboxPath}/:id`, "routes/admin/entry.tsx"),
            page(
              `admin/${kind.name}/preview`,
              `/admin/${kind.inboxPath}/:id/preview`,
              "routes/admin/entry-preview.tsx",
            ),
          ],
    ),
  ];
}

/** Any other path: the not-found page, in each language. */
export const NOT_FOUND = page("not-found", "/*", "routes/not-found.tsx");

/** The id of a route in one language: "ru:services/webdev". */
export function routeId(definition: PageDefinition, lang?: string): string {
  return lang ? `${lang}:${definition.id}` : definition.id;
}

const FEED = page("feed", FEED_PATH, "routes/feed.ts");
const localized = [...pages, FEED, NOT_FOUND];
const single = [...singleRoutes, INBOX_LAYOUT, ...inboxPages];

/**
 * The policy of a route by its matched pattern ("/ru/company/careers/:id"), as React
 * Router's middleware sees it: whatever the request's spelling (/ADMIN, /%61dmin), the
 * pattern is the route's own.
 */
export function policyForPattern(pattern: string): RoutePolicy {
  const normalized = pattern === "" ? "/" : pattern.replace(/\/+$/, "") || "/";
  const single_ = single.find((candidate) => candidate.path === normalized);
  if (single_) return policyForPageId(single_.id);
  const { path } = splitLanguagePrefix(normalized);
  const page = localized.find((candidate) => candidate.path === path);
  return page ? policyForPageId(page.id) : POLICIES.unlisted;
}

/** Every localized route's URL pattern per language, for the route config. */
export function localizedRoutes() {
  return LANGUAGES.flatMap((lang) =>
    localized.map((definition) => ({ path: localizePath(definition.path, lang), definition, lang })),
  );
}
