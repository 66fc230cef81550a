import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { getPost, similarPosts } from "../content/blog.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { localizePath, LOCALES } from "../../shared/i18n/languages.ts";
import { siteOrigin } from "../site/context.server.ts";
import { pageMeta } from "../seo/meta.ts";
import { blogPosting } from "../seo/structured-data.ts";
import { useSite } from "../site/use-site.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { PostCard } from "../components/blog/PostCard.tsx";
import { ShareLinks } from "../components/share/ShareLinks.tsx";
import { SubscribeForm } from "../forms/subscribe/SubscribeForm.tsx";
import "../styles/blog-post.css";

export function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const post = getPost(params.id, lang);
  if (!post) throw data(null, { status: 404 });
  const origin = siteOrigin(context);
  const url = origin + localizePath(`/blog/post/${post.id}`, lang);
  return {
    seo: { title: post.title, description: post.summary },
    post,
    url,
    similar: similarPosts(post, lang),
    structuredData: blogPosting(post, url, origin, LOCALES[lang]),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const tags = pageMeta(args, args.loaderData?.seo);
  const structured = args.loaderData?.structuredData;
  return structured ? [...tags, { property: "og:type", content: "article" }, { "script:ld+json": structured }] : tags;
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, url, similar } = loaderData;
  const { t } = useSite();
  return (
    <>
      <article>
        <PageHero title={post.title} lead={post.summary} crumbs={[{ label: t.nav.blog, to: "/blog" }]}>
          <p className="post-meta">
            <span className="badge badge--dark">{t.blog.categories[post.category]}</span>
            <span>
              {t.blog.by} {post.author}, {post.authorRole}
            </span>
            <time dateTime={post.date}>{post.dateLabel}</time>
            <span>{t.blog.minutesRead.replace("{n}", String(post.readingMinutes))}</span>
          </p>
        </PageHero>
        <div className="section section--tight">
          <div className="container container--narrow">
            <img className="post-cover" src={post.cover} alt={post.coverAlt} width={1200} height={630} />
            <div className="prose post-body" dangerouslySetInnerHTML={{ __html: post.html }} />
            <ShareLinks url={url} title={post.title} heading={t.blog.share} />
          </div>
        </div>
      </article>
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
          <ul className="grid grid--3 plain-list">
            {similar.map((item) => (
              <li key={item.id}>
                <PostCard post={item} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
