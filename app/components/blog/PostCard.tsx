import { Link } from "react-router";
import type { BlogPostSummary } from "../../content/blog-types.ts";
import { CoverPicture } from "./CoverPicture.tsx";

/**
 * A post's card, drawn by every list of posts alike: it takes everything as props, `href` in the
 * page's URL scheme, `category` in the page's language. `level` 2 where the cards are the page's
 * main list (under its h1), 3 under a section's h2.
 */
export function PostCard({
  post,
  href,
  category,
  level = 3,
}: {
  post: BlogPostSummary;
  href: string;
  category: string;
  level?: 2 | 3;
}) {
  const Title = level === 2 ? "h2" : "h3";
  return (
    <article className="card card--link post-card">
      <CoverPicture cover={post.cover} className="post-card__cover" decorative />
      <div className="post-card__body">
        <p className="post-card__meta">
          <span className="badge badge--turquoise">{category}</span>
          <time dateTime={post.date}>{post.dateLabel}</time>
        </p>
        <Title>
          <Link to={href} prefetch="intent">
            {post.title}
          </Link>
        </Title>
        <p className="post-card__summary">{post.summary}</p>
      </div>
    </article>
  );
}
