import type { Route } from "./+types/sitemap";
import { listPosts } from "../content/blog.server.ts";
import { listOpenJobs } from "../content/jobs.server.ts";
import { liveEntries } from "../content/entries.server.ts";
import { industries, services } from "../../content/model/index.ts";
import { LANGUAGES, localizePath } from "../../shared/i18n/languages.ts";
import { siteOrigin } from "../site/context.server.ts";
import { pages } from "../routing/route-table.ts";
import { policyForPageId } from "../routing/route-policy.ts";

/** sitemap.xml: every public page in every language, each with its language alternates. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = siteOrigin(context);
  const paths: { path: string; lastmod?: string }[] = [];
  for (const page of pages) {
    if (!policyForPageId(page.id).index) continue;
    if (page.id === "blog/post")
      paths.push(
        ...(await listPosts(context, "en")).map((post) => ({ path: `/blog/post/${post.id}`, lastmod: post.date })),
      );
    else if (page.id === "careers/job")
      paths.push(
        ...(await listOpenJobs(context, "en")).map((job) => ({
          path: `/company/careers/${job.id}`,
          lastmod: job.datePosted,
        })),
      );
    else if (page.id === "services/service" || page.id === "industry/industry") {
      // Services and industries with a page of their own (those shown only as cards have none).
      const entries =
        page.id === "services/service"
          ? await liveEntries(context, services, "en")
          : await liveEntries(context, industries, "en");
      for (const { id, view, updatedAt } of entries) {
        if (view.hasPage) paths.push({ path: page.path.replace(":id", id), lastmod: updatedAt.slice(0, 10) });
      }
    } else paths.push({ path: page.path });
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
