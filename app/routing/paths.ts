/** The items of the pages that share one module, and other paths pages and links agree on. (Case studies are entries: content/model/case-studies.ts.) */
export const SERVICE_SLUGS = ["webdev", "mobileapps", "frontapps", "spe"] as const;
export const INDUSTRY_SLUGS = ["ofandprod", "banking", "ecommerce", "logistics", "education", "fintech"] as const;

/** The blog's RSS feed, one per language (/blog/rss.xml, /ru/blog/rss.xml, …). */
export const FEED_PATH = "/blog/rss.xml";

/** The last path segment names the item for pages that share one module (services, industries, cases). */
export function slugOf(pathname: string): string {
  return pathname.replace(/\/+$/, "").split("/").pop() ?? "";
}
