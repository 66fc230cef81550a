import { data, redirect } from "react-router";
import type { Route } from "./+types/blog-post";
import { findPost, similarPosts } from "../content/blog.server.ts";
import { companyIn } from "../content/company.server.ts";
import { authorUrl } from "../content/people.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { localizePath, LOCALES } from "../../shared/i18n/languages.ts";
import { siteOrigin } from "../site/context.server.ts";
import { pageMeta, withAppearance } from "../seo/meta.ts";
import { borrowedFonts } from "../styles/fonts.ts";
import { blogPosting } from "../seo/structured-data/blog-posting.ts";
import { useSite } from "../site/use-site.ts";
import { PostArticle } from "../components/blog/PostArticle.tsx";
import { PostCardList } from "../components/blog/PostCardList.tsx";
import { SubscribeForm } from "../forms/subscribe/SubscribeForm.tsx";
import "../styles/blog-post.css";

export async function loader({ request, params, context, url: requestUrl }: Route.LoaderArgs) {
  const { lang, prefixed } = resolveLanguage(request);
  const found = await findPost(context, params.id, lang);
  if (!found) throw data(null, { status: 404 });
  // Withdrawn content is gone for good: search engines drop it sooner than a 404.
  if ("gone" in found) throw data(null, { status: 410 });
  // A renamed post keeps its old URL as a permanent redirect.
  if ("movedTo" in found) {
    const path = `/blog/post/${encodeURIComponent(found.movedTo)}`;
    throw redirect((prefixed ? localizePath(path, lang) : path) + requestUrl.search, 301);
  }
  const { post, all } = found;
  const origin = siteOrigin(context);
  const url = origin + localizePath(`/blog/post/${post.id}`, lang);
  return {
    seo: withAppearance(
      { title: post.title, description: post.summary, image: origin + post.cover.raster, ogType: "article" },
      post.seo,
    ),
    post,
    url,
    similar: similarPosts(post, all),
    borrowedFonts: borrowedFonts(post.title + post.summary + post.html),
    structuredData: blogPosting(
      post,
      url,
      await authorUrl(context, post.author, lang),
      origin,
      LOCALES[lang],
      await companyIn(context, lang),
    ),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const tags = pageMeta(args, args.loaderData?.seo);
  const structured = args.loaderData?.structuredData;
  return structured ? [...tags, { "script:ld+json": structured }] : tags;
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, url, similar } = loaderData;
  const { t } = useSite();
  return (
    <>
      <PostArticle post={post} url={url} />
      <section className="section section--tight" aria-labelledby="post-newsletter">
        <div className="container container--narrow">
          <div className="post-newsletter">
            <h2 id="post-newsletter">{t.blog.newsletter}</h2>
            <p>{t.footer.subscribeText}</p>
            <SubscribeForm id="post-subscribe" />
          </div>
        </div>
      </section>
      <section className="section section--soft" aria-labelledby="similar-title">
        <div className="container">
          <h2 id="similar-title">{t.blog.similar}</h2>
          <PostCardList posts={similar} className="grid grid--3 plain-list" />
        </div>
      </section>
    </>
  );
}
