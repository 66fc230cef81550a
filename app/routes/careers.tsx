import { useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import type { Route } from "./+types/careers";
import { careersPage } from "../../content/model/index.ts";
import { pageWords } from "../content/entries.server.ts";
import { listOpenJobs } from "../content/jobs.server.ts";
import { applyFilters, filtersFrom, JOB_FILTERS, type JobFilter } from "../content/jobs.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { pageMeta } from "../seo/meta.ts";
import { plural } from "../i18n/plural.ts";
import { useLocalePath, useSite } from "../site/use-site.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { ornament } from "../components/art/art-paths.ts";
import { PointGrid, SectionHeader, Steps } from "../components/page/blocks.tsx";
import { JobCard } from "../components/careers/JobCard.tsx";
import { Icon } from "../components/ui/Icon.tsx";
import { DeferredApplicationForm } from "../forms/application/DeferredApplicationForm.tsx";
import "../styles/careers.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const [careers, open] = await Promise.all([pageWords(context, careersPage, lang), listOpenJobs(context, lang)]);
  const filters = filtersFrom(new URL(request.url).searchParams);
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
    jobs: applyFilters(open, filters),
    positions: open.map((job) => ({ id: job.id, title: job.title })),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

const FILTER_ORDER: JobFilter[] = ["location", "department", "type", "workplace"];

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { careers, filters, options, jobs, positions } = loaderData;
  const { lang, t } = useSite();
  const href = useLocalePath();
  const submit = useSubmit();
  const copy = careers.openings;
  const labels: Record<JobFilter, string> = {
    location: copy.location,
    department: copy.department,
    type: copy.jobType,
    workplace: copy.workplace,
  };
  const chosen = Object.keys(filters).length;
  const filtered = chosen > 0;
  // Phones fold the four filters into one panel behind a "Filters" button (issue 13).
  const [filtersShown, setFiltersShown] = useState(false);
  const labelOf = (name: JobFilter, key: string) => options[name].find((option) => option.key === key)?.label ?? key;

  return (
    <>
      <PageHero art={loaderData.art} title={careers.title} lead={careers.lead} crumbs={[{ label: t.nav.company }]}>
        <div className="page-hero__actions">
          <a href="#openings" className="btn btn--primary btn--lg">
            {copy.title}
          </a>
          <a href="#apply" className="btn btn--on-dark btn--lg">
            {careers.form.submit}
          </a>
        </div>
      </PageHero>

      <section className="section" id="openings" aria-labelledby="openings-title">
        <div className="container">
          <SectionHeader id="openings-title" title={copy.title} lead={copy.lead} />
          {/* Shown on phones with JavaScript only; without it the form is always open. */}
          <button
            type="button"
            className="btn btn--secondary job-filters__toggle"
            aria-expanded={filtersShown}
            aria-controls="job-filters"
            onClick={() => setFiltersShown((shown) => !shown)}
          >
            <Icon name="filter" size={18} />
            {copy.filtersButton}
            {filtered ? (
              <>
                <span className="count-badge" aria-hidden="true">
                  {chosen}
                </span>
                <span className="visually-hidden">
                  {" "}
                  ({copy.filtersChosen}: {chosen})
                </span>
              </>
            ) : null}
          </button>
          {/* A plain GET form: filters live in the URL, work without JavaScript and survive a reload. */}
          <Form
            id="job-filters"
            data-shown={filtersShown}
            method="get"
            action={href("/company/careers")}
            className="job-filters"
            preventScrollReset
            aria-label={copy.filtersTitle}
            onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true, replace: true })}
          >
            {FILTER_ORDER.map((name) => (
              <label key={name} className="field job-filters__field">
                <span className="field__label">{labels[name]}</span>
                <select
                  name={name}
                  defaultValue={filters[name] ?? ""}
                  className="input"
                  key={`${name}:${filters[name] ?? ""}`}
                >
                  <option value="">{copy.all}</option>
                  {options[name].map((option) => (
                    <option key={option.key} value={option.key}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            <button type="submit" className="btn btn--dark job-filters__submit">
              {copy.apply}
            </button>
          </Form>
          <div className="job-results__bar">
            <p className="job-results__count" role="status">
              {plural(jobs.length, lang, copy.count)}
            </p>
            {filtered ? (
              <Link to={href("/company/careers")} className="link-arrow" preventScrollReset replace>
                {copy.reset}
              </Link>
            ) : null}
          </div>
          {jobs.length > 0 ? (
            <ul className="job-list plain-list">
              {jobs.map((job) => (
                <li key={job.id}>
                  <JobCard
                    job={job}
                    labels={{
                      location: labelOf("location", job.location),
                      department: labelOf("department", job.department),
                      type: labelOf("type", job.type),
                      workplace: labelOf("workplace", job.workplace),
                    }}
                    postedLabel={copy.posted}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <div className="job-empty">
              <h3>{copy.empty.title}</h3>
              <p>{copy.empty.text}</p>
              <Link to={href("/company/careers")} className="btn btn--secondary" preventScrollReset replace>
                {copy.reset}
              </Link>
            </div>
          )}
        </div>
      </section>

      <section className="section section--soft" aria-labelledby="process-title">
        <div className="container">
          <SectionHeader id="process-title" title={careers.process.title} lead={careers.process.lead} />
          <Steps items={careers.process.steps} />
        </div>
      </section>

      <section className="section" aria-labelledby="benefits-title">
        <div className="container">
          <SectionHeader id="benefits-title" title={careers.benefits.title} />
          <PointGrid items={careers.benefits.items} />
        </div>
      </section>

      <section className="section section--tint" id="apply" aria-labelledby="apply-title">
        <div className="container container--narrow">
          <SectionHeader id="apply-title" title={careers.form.submit} lead={careers.job.applyText} />
          <div className="apply-card">
            <DeferredApplicationForm copy={careers.form} positions={positions} />
          </div>
        </div>
      </section>
    </>
  );
}
