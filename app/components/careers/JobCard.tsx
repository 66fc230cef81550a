import { Link } from "react-router";
import type { JobSummary } from "../../content/jobs.ts";
import { useLocalePath } from "../../site/use-site.ts";
import { Icon } from "../ui/Icon.tsx";

export interface JobLabels {
  location: string;
  department: string;
  type: string;
  workplace: string;
}

/** One open position in the list: what, where, how, and when it was posted. */
export function JobCard({ job, labels, postedLabel }: { job: JobSummary; labels: JobLabels; postedLabel: string }) {
  const href = useLocalePath();
  return (
    <article className="card card--link job-card">
      <p className="job-card__department">{labels.department}</p>
      <h3>
        <Link to={href(`/company/careers/${job.id}`)} prefetch="intent">
          {job.title}
        </Link>
      </h3>
      <p>{job.summary}</p>
      {job.salary ? <p className="job-card__salary">{job.salary.label}</p> : null}
      <ul className="job-card__tags plain-list">
        <li className="badge">
          <Icon name="pin" size={14} /> {labels.location}
        </li>
        <li className="badge badge--turquoise">{labels.workplace}</li>
        <li className="badge badge--neutral">{labels.type}</li>
      </ul>
      <p className="job-card__posted">
        {postedLabel}: {job.month}
      </p>
    </article>
  );
}
