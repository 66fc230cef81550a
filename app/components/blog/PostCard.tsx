import { Link } from "react-router";
import type { BlogPostSummary } from "../../content/blog-types.ts";
import { CoverPicture } from "./CoverPicture.tsx";
import { useLocalePath, useSite } from "../../site/use-site.ts";

/** `level` 2 where the cards are the page's main list (under its h1), 3 under a section's h2. */
export function PostCard({ post, level = 3 }: { post: BlogPostSummary; level?: 2 | 3 }) {
  const Title = level === 2 ? "h2" : "h3";
  const { t } = useSite();
  const href = useLocalePath();
  return (
    <article className="card card--link post-card">
      <CoverPicture cover={post.cover} className="post-card__cover" decorative />
      <div className="post-card__body">
        <p className="post-card__meta">
          <span className="badge badge--turquoise">{t.blog.categories[post.category]}</span>
          <time dateTime={post.date}>{post.dateLabel}</time>
        </p>
        <Title>
          <Link to={href(`/blog/post/${post.id}`)} prefetch="intent">
            {post.title}
          </Link>
        </Title>
        <p>{post.summary}</p>
      </div>
    </article>
  );
}
