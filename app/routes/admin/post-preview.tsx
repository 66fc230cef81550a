import { data } from "react-router";
import type { Route } from "./+types/post-preview";
import { previewPost } from "../../content/blog.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { siteDataIn } from "../../site/site-data.server.ts";
import { PostArticle } from "../../components/blog/PostArticle.tsx";
import { PreviewFrame } from "../../admin/editor/parts.tsx";
import { isLanguage, localizePath } from "../../../shared/i18n/languages.ts";
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
  return (
    <PreviewFrame editPath={`/admin/posts/${post.id}`} lang={lang} site={site}>
      <PostArticle post={post} url={url} />
    </PreviewFrame>
  );
}
