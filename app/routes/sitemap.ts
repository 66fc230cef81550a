import type { Route } from "./+types/sitemap";
import { listPosts } from "../blog.server.ts";
import { listOpenJobs } from "../jobs.server.ts";
import { LANGUAGES, localizePath } from "../i18n/languages.ts";
import { siteConfigContext } from "../site/context.ts";
import { pages } from "../site/pages.ts";

/** sitemap.xml: every public page in every language, each with its language alternates. */
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.get(siteConfigContext).siteUrl ?? new URL(request.url).origin;
  const paths: { path: string; lastmod?: string }[] = [];
  for (const page of pages) {
    if (page.noindex) continue;
    if (page.id === "blog/post")
      paths.push(...listPosts("en").map((post) => ({ path: `/blog/post/${post.id}`, lastmod: post.date })));
    else if (page.id === "careers/job")
      paths.push(...listOpenJobs("en").map((job) => ({ path: `/company/careers/${job.id}`, lastmod: job.datePosted })));
    else paths.push({ path: page.path });
  }
  const url = (path: string, lang: (typeof LANGUAGES)[number]) => escape(origin + localizePath(path, lang));
  const entries = paths.flatMap(({ path, lastmod }) =>
    LANGUAGES.map(
      (lang) => `  <url>
    <loc>${url(path, lang)}</loc>${lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : ""}
${LANGUAGES.map((alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate}" href="${url(path, alternate)}"/>`).join("\n")}
    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path, "en")}"/>
  </url>`,
    ),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
}
