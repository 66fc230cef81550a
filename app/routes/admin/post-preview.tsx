import { data, Link } from "react-router";
import type { Route } from "./+types/post-preview";
import { previewPost } from "../../content/blog.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { siteDataIn } from "../../site/site-data.server.ts";
import { SiteDataOverride } from "../../site/use-site.ts";
import { PostArticle } from "../../components/blog/PostArticle.tsx";
import { fill, useInbox } from "../../admin/i18n/index.ts";
import { isLanguage, LANGUAGES, localizePath } from "../../../shared/i18n/languages.ts";
import "../../styles/blog-post.css";

/**
 * The saved version of a post, drawn by the public page's own components and styles in the
 * language chosen: what visitors will see, headings, tables and highlighted code included.
 */
export async function loader(args: Route.LoaderArgs) {
  const { params, url, context } = args;
  await requireStaff(args, "posts");
  const requested = url.searchParams.get("lang");
  const lang = isLanguage(requested) ? requested : "en";
  const post = await previewPost(context, params.id, lang);
  if (!post) throw data(null, { status: 404 });
  const path = `/blog/post/${post.id}`;
  const site = siteDataIn(lang, path, context);
  return { lang, post, site, url: site.origin + localizePath(path, lang) };
}

export default function PostPreview({ loaderData }: Route.ComponentProps) {
  const { lang, post, site, url } = loaderData;
  const { t } = useInbox();
  return (
    <>
      <div className="admin-preview-bar">
        <Link to={`/admin/posts/${post.id}`}>← {t.content.edit}</Link>
        <p className="muted">{t.content.previewNote}</p>
        <p>
          {LANGUAGES.map((code) => (
            <Link
              key={code}
              to={`?lang=${code}`}
              aria-current={code === lang ? "page" : undefined}
              className="lang-chip"
            >
              {fill(t.content.previewIn, { language: t.common.languages[code] })}
            </Link>
          ))}
        </p>
      </div>
      <div className="admin-preview" lang={lang}>
        <SiteDataOverride value={site}>
          <PostArticle post={post} url={url} />
        </SiteDataOverride>
      </div>
    </>
  );
}
