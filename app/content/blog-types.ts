import type { BlogCategory } from "../../shared/content.ts";
import type { PublicImage } from "../../shared/content-model/fields.ts";
import type { SearchAppearanceView } from "../seo/meta.ts";

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
  /** "6 min read", in the post's language (formatted on the server, like the date). */
  readingTime: string;
}

export interface BlogPost extends BlogPostSummary {
  html: string;
  /** How staff want it shown in search results and link previews (empty: its own title, summary and cover). */
  seo: SearchAppearanceView;
}

/** A cover as pages draw it: a drawing from /images/, or an uploaded image in several formats. */
export type CoverImage = PublicImage;
