import { Feed } from "feed";
import type { Route } from "./+types/feed";
import { listPosts } from "../content/blog.server.ts";
import { catalogues } from "../i18n/catalogues/index.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { localizePath, LOCALES } from "../../shared/i18n/languages.ts";
import { siteOrigin } from "../site/context.server.ts";
import { companyIn } from "../content/company.server.ts";
import { FEED_PATH } from "../routing/paths.ts";

/** The blog as RSS 2.0, one feed per language, linked from every page's <head>. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const origin = siteOrigin(context);
  const t = catalogues[lang];
  const blogUrl = origin + localizePath("/blog", lang);
  const [posts, company] = await Promise.all([listPosts(context, lang), companyIn(context, lang)]);
  const feed = new Feed({
    id: blogUrl,
    title: t.blog.feed,
    description: t.pages.blog.description,
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
      title: post.title,
      description: post.summary,
      date: new Date(`${post.date}T00:00:00Z`),
      author: [{ name: post.author }],
      category: [{ name: t.blog.categories[post.category] }],
      image: { url: origin + post.cover.raster, type: post.cover.raster.endsWith(".png") ? "image/png" : "image/jpeg" },
    });
  }
  return new Response(feed.rss2(), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
