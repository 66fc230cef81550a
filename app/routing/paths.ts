/** Paths pages and links agree on. (Services, industries and case studies are entries: content/model/.) */

/** The blog's RSS feed, one per language (/blog/rss.xml, /ru/blog/rss.xml, …). */
export const FEED_PATH = "/blog/rss.xml";

/** Where a member of staff sets up two-factor sign-in, under Your account (and is sent while it is required). */
export const TWO_FACTOR_PATH = "/admin/settings/two-factor";
