import type { Route } from "./+types/blog";
import { listPosts } from "../blog.server.ts";
import { cataloguePage } from "../site/catalogue-page.server.ts";
import { pageMeta } from "../site/seo.ts";
import { useT } from "../site/use-site.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { PostCard } from "../components/blog/PostCard.tsx";

export function loader({ request }: Route.LoaderArgs) {
  const { lang, seo } = cataloguePage(request, "blog");
  return { seo, posts: listPosts(lang) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHero title={t.pages.blog.title} lead={t.pages.blog.lead} />
      <section className="section">
        <div className="container">
          <ul className="grid grid--3 plain-list">
            {loaderData.posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
