/** Paths pages and links agree on. (Services, industries and case studies are entries: content/model/.) */

/** The blog's RSS feed, one per language (/blog/rss.xml, /ru/blog/rss.xml, …). */
export const FEED_PATH = "/blog/rss.xml";

/** The last path segment names the item for pages that share one module (services, industries, cases). */
export function slugOf(pathname: string): string {
  return pathname.replace(/\/+$/, "").split("/").pop() ?? "";
}
