import { data, Link } from "react-router";
import type { Route } from "./+types/opening-preview";
import { previewJob } from "../../content/jobs.server.ts";
import { jobLabels } from "../../content/jobs.ts";
import { getContent } from "../../content/page-content.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { siteDataIn } from "../../site/site-data.server.ts";
import { SiteDataOverride } from "../../site/use-site.ts";
import { JobArticle } from "../../components/careers/JobArticle.tsx";
import { fill, useInbox } from "../../admin/i18n/index.ts";
import { isLanguage, LANGUAGES, localizePath } from "../../../shared/i18n/languages.ts";
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
  const { t } = useInbox();
  return (
    <>
      <div className="admin-preview-bar">
        <Link to={`/admin/openings/${job.id}`}>← {t.content.edit}</Link>
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
          <JobArticle job={job} open={open} careers={careers} labels={labels} url={url} />
        </SiteDataOverride>
      </div>
    </>
  );
}
