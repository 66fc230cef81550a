import { data, redirect } from "react-router";
import type { Route } from "./+types/job";
import { careersPage } from "../../content/model/index.ts";
import { pageWords } from "../content/entries.server.ts";
import { companyIn } from "../content/company.server.ts";
import { findJob } from "../content/jobs.server.ts";
import { jobLabels } from "../content/jobs.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { localizePath } from "../../shared/i18n/languages.ts";
import { pageMeta, withAppearance } from "../seo/meta.ts";
import { jobPosting } from "../seo/structured-data/job-posting.ts";
import { siteOrigin } from "../site/context.server.ts";
import { ornament } from "../components/art/art-paths.ts";
import { JobArticle } from "../components/careers/JobArticle.tsx";
import { ApplicationForm } from "../forms/application/ApplicationForm.tsx";
import "../styles/careers.css";

export async function loader({ request, params, context, url: requestUrl }: Route.LoaderArgs) {
  const { lang, prefixed } = resolveLanguage(request);
  const found = await findJob(context, params.id, lang);
  if (!found) throw data(null, { status: 404 });
  // Withdrawn content is gone for good: search engines drop it sooner than a 404.
  if ("gone" in found) throw data(null, { status: 410 });
  // A renamed opening keeps its old URL as a permanent redirect.
  if ("movedTo" in found) {
    const path = `/company/careers/${encodeURIComponent(found.movedTo)}`;
    throw redirect((prefixed ? localizePath(path, lang) : path) + requestUrl.search, 301);
  }
  const { job, open, others } = found;
  const [careers, company] = await Promise.all([pageWords(context, careersPage, lang), companyIn(context, lang)]);
  const origin = siteOrigin(context);
  return {
    art: ornament("careers/job"),
    seo: withAppearance({ title: job.title, description: job.summary }, job.seo),
    job,
    open,
    careers,
    labels: jobLabels(job, lang),
    positions: others.map((item) => ({ id: item.id, title: item.title })),
    // Closed positions carry no JobPosting (search engines must not list them).
    url: origin + localizePath(`/company/careers/${job.id}`, lang),
    structuredData: open
      ? jobPosting(job, origin + localizePath(`/company/careers/${job.id}`, lang), origin, company)
      : null,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const tags = pageMeta(args, args.loaderData?.seo);
  const structured = args.loaderData?.structuredData;
  return structured ? [...tags, { "script:ld+json": structured }] : tags;
};

export default function Job({ loaderData }: Route.ComponentProps) {
  const { job, open, careers, labels, positions, url } = loaderData;
  const copy = careers.job;
  return (
    <>
      <JobArticle art={loaderData.art} job={job} open={open} careers={careers} labels={labels} url={url} />
      {open ? (
        <section className="section section--tint" id="apply" aria-labelledby="apply-title">
          <div className="container container--narrow">
            <h2 id="apply-title">{copy.applyTitle}</h2>
            <p className="lead">{copy.applyText}</p>
            <div className="apply-card">
              <ApplicationForm copy={careers.form} positions={positions} position={job.id} />
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
