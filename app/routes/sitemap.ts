import type { Route } from "./+types/sitemap";
import { listPosts } from "../content/blog.server.ts";
import { listOpenJobs } from "../content/jobs.server.ts";
import { pageCopyDay } from "../content/page-content.server.ts";
import { liveEntries } from "../content/entries.server.ts";
import { campaigns, caseStudies, industries, KINDS, services } from "../../content/model/index.ts";
import type { Kind } from "../../shared/content-model/kind.ts";
import { LANGUAGES, localizePath } from "../../shared/i18n/languages.ts";
import { siteOrigin } from "../site/context.server.ts";
import { pages } from "../routing/route-table.ts";
import { policyForPageId } from "../routing/route-policy.ts";

/** Pages that list posts or openings: they change when the newest of those does. */
const LISTS_POSTS = new Set(["home", "blog"]);
const LISTS_OPENINGS = new Set(["careers"]);

/**
 * sitemap.xml: every public page in every language, each with its language alternates and
 * the day it last changed: a post's or an opening's own date, for a page listing them the
 * newest one's, and for a page made of the words that ship with the code, its build's.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = siteOrigin(context);
  const posts = await listPosts(context, "en");
  const jobs = await listOpenJobs(context, "en");
  const copyDay = await pageCopyDay();
  // The words staff edit for a page (its kind's single entry, content/model/) change its day too.
  const pageDays = new Map<string, string[]>();
  for (const kind of KINDS as readonly Kind[]) {
    if (!kind.singleton || !kind.address) continue;
    const days = (await liveEntries(context, kind, "en")).map((entry) => entry.updatedAt.slice(0, 10));
    pageDays.set(kind.address, [...(pageDays.get(kind.address) ?? []), ...days]);
  }
  const latest = (...days: string[]) => days.reduce((newest, day) => (day > newest ? day : newest), "");
  const paths: { path: string; lastmod: string }[] = [];
  for (const page of pages) {
    if (!policyForPageId(page.id).index) continue;
    if (page.id === "blog/post")
      paths.push(...posts.map((post) => ({ path: `/blog/post/${post.id}`, lastmod: post.date })));
    else if (page.id === "careers/job")
      paths.push(...jobs.map((job) => ({ path: `/company/careers/${job.id}`, lastmod: job.datePosted })));
    else if (page.id === "casestudies/case")
      paths.push(
        ...(await liveEntries(context, caseStudies, "en")).map((entry) => ({
          path: `/casestudies/${entry.id}`,
          lastmod: entry.updatedAt.slice(0, 10),
        })),
      );
    else if (page.id === "campaign")
      paths.push(
        ...(await liveEntries(context, campaigns, "en")).map((entry) => ({
          path: `/${entry.id}`,
          lastmod: entry.updatedAt.slice(0, 10),
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
    } else {
      const listed = LISTS_POSTS.has(page.id)
        ? posts.map((post) => post.date)
        : LISTS_OPENINGS.has(page.id)
          ? jobs.map((job) => job.datePosted)
          : [];
      paths.push({ path: page.path, lastmod: latest(copyDay, ...(pageDays.get(page.path) ?? []), ...listed) });
    }
  }
  const url = (path: string, lang: (typeof LANGUAGES)[number]) => escape(origin + localizePath(path, lang));
  const entries = paths.flatMap(({ path, lastmod }) =>
    LANGUAGES.map(
      (lang) => `  <url>
    <loc>${url(path, lang)}</loc>
    <lastmod>${lastmod}</lastmod>
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
