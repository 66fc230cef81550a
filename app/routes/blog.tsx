import { Link } from "react-router";
import type { Route } from "./+types/blog";
import { BLOG_CATEGORIES, type BlogCategory } from "../content/blog-types.ts";
import { listPosts } from "../content/blog.server.ts";
import { cataloguePage } from "../seo/catalogue-page.server.ts";
import { pageMeta } from "../seo/meta.ts";
import { useLocalePath, useT } from "../site/use-site.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { ornament } from "../components/art/art-paths.ts";
import { PostCardList } from "../components/blog/PostCardList.tsx";
import "../styles/blog.css";

/** Posts shown before "Show more". */
export const BLOG_PAGE_SIZE = 6;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, seo } = cataloguePage(request, "blog");
  const params = new URL(request.url).searchParams;
  const requested = params.get("category");
  const category = (BLOG_CATEGORIES as readonly string[]).includes(requested ?? "")
    ? (requested as BlogCategory)
    : null;
  const all = await listPosts(context, lang);
  const matching = category ? all.filter((post) => post.category === category) : all;
  const expanded = params.get("show") === "all";
  return {
    art: ornament("blog"),
    seo,
    category,
    expanded,
    total: matching.length,
    posts: expanded ? matching : matching.slice(0, BLOG_PAGE_SIZE),
    // Only categories that have posts are offered.
    categories: BLOG_CATEGORIES.filter((key) => all.some((post) => post.category === key)),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { category, expanded, total, posts, categories } = loaderData;
  const t = useT();
  const href = useLocalePath();
  // Filters and "show more" are links: the state lives in the URL and works without JavaScript.
  const url = (next: { category?: string | null; expanded?: boolean }) => {
    const params = new URLSearchParams();
    const chosen = next.category === undefined ? category : next.category;
    if (chosen) params.set("category", chosen);
    if (next.expanded) params.set("show", "all");
    const query = params.toString();
    return href("/blog") + (query ? `?${query}` : "");
  };
  return (
    <>
      <PageHero art={loaderData.art} title={t.pages.blog.title} lead={t.pages.blog.lead} />
      <section className="section">
        <div className="container">
          <nav className="category-filter" aria-label={t.blog.categoriesLabel}>
            <ul className="plain-list">
              {[null, ...categories].map((key) => (
                <li key={key ?? "all"}>
                  <Link
                    to={url({ category: key })}
                    className="chip"
                    aria-current={key === category ? "page" : undefined}
                    preventScrollReset
                  >
                    {t.blog.categories[key ?? "all"]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <PostCardList posts={posts} className="grid grid--3 plain-list blog-list" level={2} />
          {total > BLOG_PAGE_SIZE ? (
            <p className="blog-more">
              <Link to={url({ expanded: !expanded })} className="btn btn--secondary" preventScrollReset>
                {expanded ? t.blog.showLess : t.blog.showMore}
              </Link>
            </p>
          ) : null}
        </div>
      </section>
    </>
  );
}
