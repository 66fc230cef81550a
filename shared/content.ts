/**
 * What the inbox's editors and the public pages agree on about posts and openings.
 */

/** draft: never public; scheduled: public from its time; published; unpublished: withdrawn. */
export type ContentStatus = "draft" | "scheduled" | "published" | "unpublished";

export const BLOG_CATEGORIES = [
  "product-updates",
  "tutorials",
  "technical-insights",
  "industry-trends",
  "case-studies",
  "cases",
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Ids are URL slugs: lower-case letters and digits in words joined by hyphens. */
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ID_MAX_LENGTH = 80;

/** The two kinds of item staff publish. */
export type ItemKind = "post" | "opening";
