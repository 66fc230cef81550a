import { Link } from "react-router";
import type { CareersWords } from "../../../content/model/careers-page.ts";
import type { JobOpening } from "../../content/jobs.ts";
import { useLocalePath, useSite } from "../../site/use-site.ts";
import { PageHero } from "../page/PageHero.tsx";
import type { HeroArt } from "../art/art-paths.ts";
import { ShareLinks } from "../share/ShareLinks.tsx";
import { FittedHeading } from "../page/FittedHeading.tsx";

/** Labels of an opening's taxonomy values, in the page's language. */
export interface JobLabels {
  location: string;
  department: string;
  type: string;
  workplace: string;
}

/**
 * An opening as its page shows it: the heading with its facts, a note when it is closed,
 * the description and lists, and the facts beside them.
 */
export function JobArticle({
  job,
  open,
  careers,
  labels,
  url,
  art,
}: {
  /** The heading's ornament, from the page's loader (the inbox's preview shows none). */
  art?: HeroArt;
  job: JobOpening;
  open: boolean;
  careers: CareersWords;
  labels: JobLabels;
  url: string;
}) {
  const { t } = useSite();
  const href = useLocalePath();
  const copy = careers.job;
  return (
    <>
      <PageHero
        art={art}
        title={job.title}
        lead={job.summary}
        eyebrow={labels.department}
        crumbs={[{ label: t.nav.careers, to: "/company/careers" }]}
      >
        <ul className="job-card__tags job-hero__tags plain-list">
          <li className="badge badge--dark">{labels.location}</li>
          <li className="badge badge--dark">{labels.workplace}</li>
          <li className="badge badge--dark">{labels.type}</li>
          {job.salary ? <li className="badge badge--dark">{job.salary.label}</li> : null}
          <li className="badge badge--dark">
            {careers.openings.posted}: {job.month}
          </li>
        </ul>
      </PageHero>
      {open ? null : (
        <section className="section section--tight">
          <div className="container container--narrow">
            <div className="job-closed" role="note">
              <FittedHeading>{copy.closed.title}</FittedHeading>
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
            <FittedHeading>{copy.responsibilities}</FittedHeading>
            <ul className="check-list">
              {job.responsibilities.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <FittedHeading>{copy.requirements}</FittedHeading>
            <ul className="check-list">
              {job.requirements.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <FittedHeading>{copy.offer}</FittedHeading>
            <ul className="check-list">
              {job.offer.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            {open ? <ShareLinks url={url} title={job.title} heading={copy.share} /> : null}
          </div>
          <div className="job-aside">
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
              {job.salary ? (
                <div>
                  <dt>{job.salary.heading}</dt>
                  <dd>{job.salary.label}</dd>
                </div>
              ) : null}
              {open ? (
                <div>
                  <dt>{copy.validThrough}</dt>
                  <dd>{job.validThroughLabel}</dd>
                </div>
              ) : null}
            </dl>
            {open ? (
              <a href="#apply" className="btn btn--primary btn--block job-aside__apply">
                {copy.applyTitle}
              </a>
            ) : null}
            <Link to={href("/company/careers")} className="link-arrow">
              {copy.backToList}
            </Link>
          </div>
        </div>
        {open ? (
          <div className="container apply-bar">
            <a href="#apply" className="btn btn--primary btn--block">
              {copy.applyTitle}
            </a>
          </div>
        ) : null}
      </section>
    </>
  );
}
