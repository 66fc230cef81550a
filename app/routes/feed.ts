import type { Route } from "./+types/feed";
import { listPosts, rasterCoverBytes } from "../content/blog.server.ts";
import { catalogues } from "../i18n/catalogues/index.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { siteOrigin } from "../site/context.server.ts";
import { blogFeed } from "../seo/rss.ts";
import { companyIn } from "../content/company.server.ts";

/** The blog as RSS 2.0, one feed per language, linked from every page's <head>. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const t = catalogues[lang];
  const [posts, company] = await Promise.all([listPosts(context, lang), companyIn(context, lang)]);
  const rss = blogFeed({
    lang,
    origin: siteOrigin(context),
    company,
    words: { title: t.blog.feed, description: t.pages.blog.description, categories: t.blog.categories },
    posts: await Promise.all(
      posts.map(async (post) => ({ ...post, coverBytes: (await rasterCoverBytes(context, post.cover.raster)) ?? 0 })),
    ),
  });
  return new Response(rss, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
