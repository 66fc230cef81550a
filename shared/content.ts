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

/**
 * A cover as a raster image, for where SVG or AVIF is not shown (link previews, e-mail):
 * an upload's 1200 px JPEG, or the PNG the build draws from a drawing in /images/.
 */
export function rasterCover(cover: string): string {
  const media = /^media:([0-9a-f-]{36})$/.exec(cover)?.[1];
  if (media) return `/media/${media}/1200.jpg`;
  return cover.replace(/\.svg$/, ".png");
}
