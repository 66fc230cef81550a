import type { BlogPost } from "../../content/blog-types.ts";
import { useSite } from "../../site/use-site.ts";
import { PageHero } from "../page/PageHero.tsx";
import { ShareLinks } from "../share/ShareLinks.tsx";
import { CoverPicture } from "./CoverPicture.tsx";

/** A post as its page shows it: the heading with its facts, the cover, the text and the share links. */
export function PostArticle({ post, url }: { post: BlogPost; url: string }) {
  const { t } = useSite();
  return (
    <article>
      <PageHero title={post.title} lead={post.summary} crumbs={[{ label: t.nav.blog, to: "/blog" }]} narrow>
        <p className="post-meta">
          <span className="badge badge--dark">{t.blog.categories[post.category]}</span>
          <span>
            {t.blog.by} {post.author}, {post.authorRole}
          </span>
          <time dateTime={post.date}>{post.dateLabel}</time>
          <span>{post.readingTime}</span>
        </p>
      </PageHero>
      <div className="section section--tight">
        <div className="container container--narrow">
          <CoverPicture cover={post.cover} className="post-cover" eager />
          <div className="prose post-body" dangerouslySetInnerHTML={{ __html: post.html }} />
          <ShareLinks url={url} title={post.title} heading={t.blog.share} />
        </div>
      </div>
    </article>
  );
}
