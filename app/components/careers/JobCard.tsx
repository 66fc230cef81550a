import { Link } from "react-router";
import type { JobSummary } from "../../content/jobs.ts";
import { useLocalePath } from "../../site/use-site.ts";
import { Icon } from "../ui/Icon.tsx";

export interface JobLabels {
  location: string;
  type: string;
  workplace: string;
}

/**
 * One open position as a compact row (issue 37): the title, then where and how, and the pay when
 * it is stated. The rest (what the work is, when it was posted) is on the position's own page, so
 * a phone shows the whole list in a few screens.
 */
export function JobCard({ job, labels }: { job: JobSummary; labels: JobLabels }) {
  const href = useLocalePath();
  return (
    <article className="job-card">
      <h3 className="job-card__title">
        <Link to={href(`/company/careers/${job.id}`)} prefetch="intent">
          {job.title}
        </Link>
      </h3>
      <p className="job-card__city">
        <Icon name="pin" size={14} /> {labels.location}
      </p>
      <p className="job-card__terms">
        {labels.type} · {labels.workplace}
      </p>
      {job.salary ? <p className="job-card__salary">{job.salary.label}</p> : null}
      <Icon name="arrowRight" size={20} className="job-card__arrow" />
    </article>
  );
}
