import type { BlogCategory } from "../../shared/content.ts";

export { BLOG_CATEGORIES, type BlogCategory } from "../../shared/content.ts";

/** A post on a card: the list, the home page, similar articles. */
export interface BlogPostSummary {
  id: string;
  title: string;
  summary: string;
  category: BlogCategory;
  author: string;
  authorRole: string;
  date: string;
  /** The date written out in the post's language (formatted on the server: browsers' locale data differ). */
  dateLabel: string;
  cover: CoverImage;
  readingMinutes: number;
}

export interface BlogPost extends BlogPostSummary {
  html: string;
}

/** A cover as pages draw it: a drawing from /images/, or an uploaded image in several formats. */
export interface CoverImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Modern formats, best first, with their widths. */
  sources: { type: string; srcSet: string }[];
  /** A raster copy (JPEG or PNG) for link previews, feeds and e-mail, which show no SVG or AVIF. */
  raster: string;
}
