import { Link } from "react-router";
import type { BlogPostSummary } from "../../blog.server.ts";
import { useLocalePath, useSite } from "../../site/use-site.ts";

export function PostCard({ post }: { post: BlogPostSummary }) {
  const { t } = useSite();
  const href = useLocalePath();
  return (
    <article className="card card--link post-card">
      <img
        src={post.cover}
        alt=""
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
        className="post-card__cover"
      />
      <div className="post-card__body">
        <p className="post-card__meta">
          <span className="badge badge--turquoise">{t.blog.categories[post.category]}</span>
          <time dateTime={post.date}>{post.dateLabel}</time>
        </p>
        <h3>
          <Link to={href(`/blog/post/${post.id}`)} prefetch="intent">
            {post.title}
          </Link>
        </h3>
        <p>{post.summary}</p>
      </div>
    </article>
  );
}
