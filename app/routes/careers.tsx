import { Link, useSubmit } from "react-router";
import type { Route } from "./+types/careers";
import { catalogues, pageMessageFormat } from "../i18n/catalogues/index.server.ts";
import { careersPage } from "../../content/model/index.ts";
import { pageWords } from "../content/entries.server.ts";
import { listOpenJobs } from "../content/jobs.server.ts";
import { applyFilters, filtersFrom, JOB_FILTERS, type JobFilter } from "../content/jobs.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { pageMeta } from "../seo/meta.ts";
import { useLocalePath, useSite } from "../site/use-site.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { ornament } from "../components/art/art-paths.ts";
import { PointGrid, SectionHeader, Steps } from "../components/page/blocks.tsx";
import { JobCard } from "../components/careers/JobCard.tsx";
import { JobFilters } from "../components/careers/JobFilters.tsx";
import { JobList } from "../components/careers/JobList.tsx";
import { ApplicationForm } from "../forms/application/ApplicationForm.tsx";
import { ApplyDisclosure } from "../components/careers/ApplyDisclosure.tsx";
import "../styles/careers.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const [careers, open] = await Promise.all([pageWords(context, careersPage, lang), listOpenJobs(context, lang)]);
  const filters = filtersFrom(new URL(request.url).searchParams);
  const jobs = applyFilters(open, filters);
  const options = Object.fromEntries(
    Object.entries(JOB_FILTERS).map(([name, items]) => [
      name,
      items.map((item) => ({ key: item.key, label: item.label[lang] })),
    ]),
  ) as Record<JobFilter, { key: string; label: string }[]>;
  return {
    art: ornament("careers"),
    seo: careers.meta,
    careers,
    filters,
    options,
    jobs,
    openPositions: pageMessageFormat(lang)(catalogues[lang].pages.careers.openPositions, { n: jobs.length }),
    showAll: pageMessageFormat(lang)(catalogues[lang].pages.careers.showAll, { n: jobs.length }),
    positions: open.map((job) => ({ id: job.id, title: job.title })),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { careers, filters, options, jobs, positions } = loaderData;
  const { t } = useSite();
  const href = useLocalePath();
  const submit = useSubmit();
  const copy = careers.openings;
  const labels: Record<JobFilter, string> = {
    location: copy.location,
    department: copy.department,
    type: copy.jobType,
    workplace: copy.workplace,
  };
  const filtered = Object.keys(filters).length > 0;
  const labelOf = (name: JobFilter, key: string) => options[name].find((option) => option.key === key)?.label ?? key;

  return (
    <>
      <PageHero art={loaderData.art} title={careers.title} lead={careers.lead} crumbs={[{ label: t.nav.company }]}>
        <div className="page-hero__actions">
          {/* On a phone the openings follow at once and the application ends the page: the jumps are for wider screens. */}
          <a href="#openings" className="btn btn--primary btn--lg careers-hero__to-openings">
            {copy.title}
          </a>
          <a href="#apply" className="btn btn--on-dark btn--lg">
            {careers.form.submit}
          </a>
        </div>
      </PageHero>

      <section className="section job-openings" id="openings" aria-labelledby="openings-title" data-section="list">
        <div className="container">
          <SectionHeader id="openings-title" title={copy.title} figure={copy.keyFigure} />
          <div className="job-controls">
            <JobFilters
              filters={filters}
              options={options}
              labels={labels}
              copy={copy}
              action={href("/company/careers")}
              onChange={(form) => void submit(form, { preventScrollReset: true, replace: true })}
            />
            <div className="job-results__bar">
              <p className="job-results__count" role="status">
                {loaderData.openPositions}
              </p>
              {filtered ? (
                <Link to={href("/company/careers")} className="link-arrow" preventScrollReset replace>
                  {copy.reset}
                </Link>
              ) : null}
            </div>
          </div>
          {jobs.length > 0 ? (
            <JobList count={jobs.length} showAll={loaderData.showAll}>
              {jobs.map((job) => (
                <li key={job.id}>
                  <JobCard
                    job={job}
                    labels={{
                      location: labelOf("location", job.location),
                      type: labelOf("type", job.type),
                      workplace: labelOf("workplace", job.workplace),
                    }}
                  />
                </li>
              ))}
            </JobList>
          ) : (
            <div className="job-empty">
              <h3>{copy.empty.title}</h3>
              <p>{copy.empty.text}</p>
              <Link to={href("/company/careers")} className="btn btn--secondary" preventScrollReset replace>
                {copy.reset}
              </Link>
            </div>
          )}
          {/* How to filter and what to do when nothing fits: after the list, so a phone shows openings first. */}
          <p className="job-list__note">{copy.lead}</p>
        </div>
      </section>

      <section className="section section--soft" aria-labelledby="process-title" data-section="process">
        <div className="container">
          <SectionHeader
            id="process-title"
            title={careers.process.title}
            lead={careers.process.lead}
            figure={careers.process.keyFigure}
          />
          <Steps items={careers.process.steps} />
        </div>
      </section>

      <section className="section" aria-labelledby="benefits-title" data-section="cards">
        <div className="container">
          <SectionHeader id="benefits-title" title={careers.benefits.title} figure={careers.benefits.keyFigure} />
          <PointGrid items={careers.benefits.items} rail />
        </div>
      </section>

      <section className="section section--tint" id="apply" aria-labelledby="apply-title" data-section="form">
        <div className="container container--narrow">
          <SectionHeader id="apply-title" title={careers.form.submit} lead={careers.job.applyText} />
          <ApplyDisclosure label={careers.form.submit}>
            <ApplicationForm copy={careers.form} positions={positions} />
          </ApplyDisclosure>
        </div>
      </section>
    </>
  );
}
