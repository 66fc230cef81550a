import { Feed } from "feed";
import type { CompanyDetails } from "../../content/model/company.ts";
import { localizePath, LOCALES, type Language } from "../../shared/i18n/languages.ts";
import type { BlogPostSummary } from "../content/blog-types.ts";
import { FEED_PATH } from "../routing/paths.ts";

interface BlogFeed {
  lang: Language;
  origin: string;
  words: { title: string; description: string; categories: Record<BlogPostSummary["category"], string> };
  /** Newest first, each with the size in bytes of its cover's raster copy as served. */
  posts: (BlogPostSummary & { coverBytes: number })[];
  /** The company's details as staff keep them: the copyright line and the authors' e-mail. */
  company: Pick<CompanyDetails, "foundedYear" | "legalName" | "email">;
}

/**
 * The blog as RSS 2.0 in one language. Titles and summaries are plain text, which feed
 * readers may take for HTML: they go out escaped, so nothing an editor typed becomes
 * markup there. RSS names an author by e-mail: the company's, with the writer's name.
 */
export function blogFeed({ lang, origin, words, posts, company }: BlogFeed): string {
  const blogUrl = origin + localizePath("/blog", lang);
  const feed = new Feed({
    id: blogUrl,
    title: words.title,
    description: words.description,
    link: blogUrl,
    language: LOCALES[lang],
    favicon: `${origin}/favicon.svg`,
    copyright: `© ${company.foundedYear}–${new Date().getFullYear()} ${company.legalName}`,
    updated: posts[0] ? new Date(`${posts[0].date}T00:00:00Z`) : undefined,
    feedLinks: { rss: origin + localizePath(FEED_PATH, lang) },
  });
  for (const post of posts) {
    const url = origin + localizePath(`/blog/post/${post.id}`, lang);
    feed.addItem({
      id: url,
      link: url,
      title: escapeHtml(post.title),
      description: escapeHtml(post.summary),
      date: new Date(`${post.date}T00:00:00Z`),
      author: [{ name: post.author, email: company.email.general }],
      category: [{ name: words.categories[post.category] }],
      image: {
        url: origin + post.cover.raster,
        type: post.cover.raster.endsWith(".png") ? "image/png" : "image/jpeg",
        length: post.coverBytes,
      },
    });
  }
  return feed.rss2();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char);
}
