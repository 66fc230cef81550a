/** The items of the pages that share one module, and other paths pages and links agree on. */
export const CASE_SLUGS = ["familycredit", "kindergarten", "neighborhood"] as const;

/** The blog's RSS feed, one per language (/blog/rss.xml, /ru/blog/rss.xml, …). */
export const FEED_PATH = "/blog/rss.xml";

/** The last path segment names the item for pages that share one module (services, industries, cases). */
export function slugOf(pathname: string): string {
  return pathname.replace(/\/+$/, "").split("/").pop() ?? "";
}
