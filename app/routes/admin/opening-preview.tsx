import { data } from "react-router";
import type { Route } from "./+types/opening-preview";
import { previewJob } from "../../content/jobs.server.ts";
import { jobLabels } from "../../content/jobs.ts";
import { getContent } from "../../content/page-content.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { siteDataIn } from "../../site/site-data.server.ts";
import { JobArticle } from "../../components/careers/JobArticle.tsx";
import { PreviewFrame } from "../../admin/editor/parts.tsx";
import { isLanguage, localizePath } from "../../../shared/i18n/languages.ts";
import "../../styles/careers.css";

/** The saved version of an opening, drawn by the public page's own components in the language chosen. */
export async function loader(args: Route.LoaderArgs) {
  const { params, url, context } = args;
  await requireStaff(args, "openings");
  const requested = url.searchParams.get("lang");
  const lang = isLanguage(requested) ? requested : "en";
  const found = await previewJob(context, params.id, lang);
  if (!found) throw data(null, { status: 404 });
  const path = `/company/careers/${found.job.id}`;
  const site = siteDataIn(lang, path, context);
  return {
    lang,
    ...found,
    labels: jobLabels(found.job, lang),
    careers: getContent("careers", lang),
    site,
    url: site.origin + localizePath(path, lang),
  };
}

export default function OpeningPreview({ loaderData }: Route.ComponentProps) {
  const { lang, job, open, labels, careers, site, url } = loaderData;
  return (
    <PreviewFrame editPath={`/admin/openings/${job.id}`} lang={lang} site={site}>
      <JobArticle job={job} open={open} careers={careers} labels={labels} url={url} />
    </PreviewFrame>
  );
}
