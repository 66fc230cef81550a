import { data, Link } from "react-router";
import type { Route } from "./+types/job";
import { getContent } from "../content/page-content.server.ts";
import { getJob, isOpen, JOB_FILTERS, listOpenJobs } from "../content/jobs.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { localizePath } from "../../shared/i18n/languages.ts";
import { pageMeta } from "../seo/meta.ts";
import { jobPosting } from "../seo/structured-data.ts";
import { useLocalePath, useSite } from "../site/use-site.ts";
import { siteOrigin } from "../site/context.server.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { ApplicationForm } from "../forms/application/ApplicationForm.tsx";
import { ShareLinks } from "../components/share/ShareLinks.tsx";
import "../styles/careers.css";

export function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const job = getJob(params.id, lang);
  if (!job) throw data(null, { status: 404 });
  const careers = getContent("careers", lang);
  const open = isOpen(job);
  const origin = siteOrigin(context);
  const label = (name: keyof typeof JOB_FILTERS, key: string) =>
    JOB_FILTERS[name].find((item) => item.key === key)?.label[lang] ?? key;
  return {
    seo: { title: job.title, description: job.summary },
    job,
    open,
    careers,
    labels: {
      location: label("location", job.location),
      department: label("department", job.department),
      type: label("type", job.type),
      workplace: label("workplace", job.workplace),
    },
    positions: listOpenJobs(lang).map((item) => ({ id: item.id, title: item.title })),
    // Closed positions carry no JobPosting (search engines must not list them).
    url: origin + localizePath(`/company/careers/${job.id}`, lang),
    structuredData: open ? jobPosting(job, origin + localizePath(`/company/careers/${job.id}`, lang), origin) : null,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const tags = pageMeta(args, args.loaderData?.seo);
  const structured = args.loaderData?.structuredData;
  return structured ? [...tags, { "script:ld+json": structured }] : tags;
};

export default function Job({ loaderData }: Route.ComponentProps) {
  const { job, open, careers, labels, positions, url } = loaderData;
  const { t } = useSite();
  const href = useLocalePath();
  const copy = careers.job;
  return (
    <>
      <PageHero
        title={job.title}
        lead={job.summary}
        eyebrow={labels.department}
        crumbs={[{ label: t.nav.careers, to: "/company/careers" }]}
      >
        <ul className="job-card__tags job-hero__tags plain-list">
          <li className="badge badge--dark">{labels.location}</li>
          <li className="badge badge--dark">{labels.workplace}</li>
          <li className="badge badge--dark">{labels.type}</li>
          <li className="badge badge--dark">
            {careers.openings.posted}: {job.month}
          </li>
        </ul>
      </PageHero>
      {open ? null : (
        <section className="section section--tight">
          <div className="container container--narrow">
            <div className="job-closed" role="note">
              <h2>{copy.closed.title}</h2>
              <p>{copy.closed.text}</p>
              <Link to={href("/company/careers")} className="btn btn--dark">
                {copy.backToList}
              </Link>
            </div>
          </div>
        </section>
      )}
      <section className="section">
        <div className="container job-layout">
          <div className="prose">
            <div dangerouslySetInnerHTML={{ __html: job.html }} />
            <h2>{copy.responsibilities}</h2>
            <ul className="check-list">
              {job.responsibilities.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <h2>{copy.requirements}</h2>
            <ul className="check-list">
              {job.requirements.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <h2>{copy.offer}</h2>
            <ul className="check-list">
              {job.offer.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            {open ? <ShareLinks url={url} title={job.title} heading={copy.share} /> : null}
          </div>
          <aside className="job-aside">
            <dl className="job-facts">
              <div>
                <dt>{careers.openings.location}</dt>
                <dd>{labels.location}</dd>
              </div>
              <div>
                <dt>{careers.openings.department}</dt>
                <dd>{labels.department}</dd>
              </div>
              <div>
                <dt>{careers.openings.jobType}</dt>
                <dd>{labels.type}</dd>
              </div>
              <div>
                <dt>{careers.openings.workplace}</dt>
                <dd>{labels.workplace}</dd>
              </div>
              {open ? (
                <div>
                  <dt>{copy.validThrough}</dt>
                  <dd>{job.validThroughLabel}</dd>
                </div>
              ) : null}
            </dl>
            {open ? (
              <a href="#apply" className="btn btn--primary btn--block">
                {copy.applyTitle}
              </a>
            ) : null}
            <Link to={href("/company/careers")} className="link-arrow">
              {copy.backToList}
            </Link>
          </aside>
        </div>
      </section>
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
