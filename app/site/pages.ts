/**
 * The site map: every page of the specification's route table, once. The route
 * config, the per-language URLs, navigation and the sitemap are all derived from it,
 * so adding a page is one line here and one route module.
 */
export interface PageDefinition {
  /** Stable id, also the key of the page's strings in the catalogue. */
  id: string;
  /** Path in React Router syntax, without language prefix. */
  path: string;
  /** Route module under app/. */
  file: string;
  /** Kept out of sitemap.xml and marked noindex. */
  noindex?: boolean;
}

export const SERVICE_SLUGS = ["webdev", "mobileapps", "frontapps", "spe"] as const;
export const INDUSTRY_SLUGS = ["ofandprod", "banking", "ecommerce", "logistics", "education", "fintech"] as const;
export const CASE_SLUGS = ["familycredit", "kindergarten", "neighborhood"] as const;

export const pages: readonly PageDefinition[] = [
  { id: "home", path: "/", file: "routes/home.tsx" },
  { id: "test", path: "/test", file: "routes/test.tsx", noindex: true },
  { id: "people", path: "/company/people", file: "routes/people.tsx" },
  { id: "careers", path: "/company/careers", file: "routes/careers.tsx" },
  { id: "careers/job", path: "/company/careers/:id", file: "routes/job.tsx" },
  { id: "aboutus", path: "/company/aboutus", file: "routes/about.tsx" },
  { id: "casestudies", path: "/casestudies", file: "routes/case-studies.tsx" },
  ...CASE_SLUGS.map((slug) => ({
    id: `casestudies/${slug}`,
    path: `/casestudies/${slug}`,
    file: "routes/case-study.tsx",
  })),
  ...INDUSTRY_SLUGS.map((slug) => ({ id: `industry/${slug}`, path: `/industry/${slug}`, file: "routes/industry.tsx" })),
  { id: "services", path: "/services", file: "routes/services.tsx" },
  ...SERVICE_SLUGS.map((slug) => ({ id: `services/${slug}`, path: `/services/${slug}`, file: "routes/service.tsx" })),
  { id: "technologies", path: "/technologies", file: "routes/technologies.tsx" },
  { id: "blog", path: "/blog", file: "routes/blog.tsx" },
  { id: "blog/post", path: "/blog/post/:id", file: "routes/blog-post.tsx" },
  { id: "thank-you", path: "/thank-you", file: "routes/thank-you.tsx", noindex: true },
  { id: "privacy-policy", path: "/privacy-policy", file: "routes/privacy-policy.tsx" },
  { id: "cookie-policy", path: "/cookie-policy", file: "routes/cookie-policy.tsx" },
  { id: "accessibility", path: "/accessibility", file: "routes/accessibility.tsx" },
  { id: "unsubscribe", path: "/unsubscribe", file: "routes/unsubscribe.tsx", noindex: true },
];

/** The blog's RSS feed, one per language (/blog/rss.xml, /ru/blog/rss.xml, …). */
export const FEED_PATH = "/blog/rss.xml";

/** The last path segment names the item for pages that share one module (services, industries, cases). */
export function slugOf(pathname: string): string {
  return pathname.replace(/\/+$/, "").split("/").pop() ?? "";
}

/** The page a route id ("ru:services/webdev") belongs to; undefined for the not-found route. */
export function pageForRouteId(routeId: string): PageDefinition | undefined {
  const id = routeId.slice(routeId.indexOf(":") + 1);
  return pages.find((page) => page.id === id);
}
