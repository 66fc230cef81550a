import type { BlogPostSummary } from "../../content/blog-types.ts";
import { useLocalePath, useT } from "../../site/use-site.ts";
import { PostCard } from "./PostCard.tsx";

/** A list of post cards, laid out by the page: its classes, what fades in, the cards' heading level. */
export function PostCardList({
  posts,
  className,
  reveal,
  level,
}: {
  posts: readonly BlogPostSummary[];
  className: string;
  /** `list`: the list fades in as one; `items`: each card on its own (ScrollReveal). */
  reveal?: "list" | "items";
  level?: 2 | 3;
}) {
  const href = useLocalePath();
  const categories = useT().blog.categories;
  if (posts.length === 0) return null;
  return (
    <ul className={className} data-reveal={reveal === "list" || undefined}>
      {posts.map((post) => (
        <li key={post.id} data-reveal={reveal === "items" || undefined}>
          <PostCard
            post={post}
            href={href(`/blog/post/${post.id}`)}
            category={categories[post.category]}
            level={level}
          />
        </li>
      ))}
    </ul>
  );
}
