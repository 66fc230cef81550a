import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { getPost } from "../blog.server.ts";
import { resolveLanguage } from "../i18n/language.server.ts";
import { pageMeta } from "../site/seo.ts";
import { useSite } from "../site/use-site.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import "../styles/blog-post.css";

export function loader({ request, params }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const post = getPost(params.id, lang);
  if (!post) throw data(null, { status: 404 });
  return { seo: { title: post.title, description: post.summary }, post };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  const { t } = useSite();
  return (
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
        </div>
      </div>
    </article>
  );
}
