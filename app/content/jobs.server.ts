import { departments, jobTypes, locations, workplaces, type TaxonomyItem } from "../../content/jobs/taxonomy.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { formatDate } from "../i18n/format.ts";
import { collectionEntry, frontMatter, type MarkdownModule } from "./front-matter.server.ts";

/** The careers filters (spec §2, §3) and the query parameter each one keeps in the URL. */
export const JOB_FILTERS = {
  location: locations,
  department: departments,
  type: jobTypes,
  workplace: workplaces,
} as const satisfies Record<string, TaxonomyItem[]>;
export type JobFilter = keyof typeof JOB_FILTERS;
export type JobFilters = Partial<Record<JobFilter, string>>;

export interface JobSummary {
  id: string;
  title: string;
  summary: string;
  location: string;
  department: string;
  type: string;
  workplace: string;
  month: string;
  datePosted: string;
  validThrough: string;
  validThroughLabel: string;
}

export interface JobOpening extends JobSummary {
  responsibilities: string[];
  requirements: string[];
  offer: string[];
  html: string;
}

const keys = (items: TaxonomyItem[]) => items.map((item) => item.key);
const files = import.meta.glob<MarkdownModule>("../../content/jobs/*/*.md", { eager: true, import: "default" });

const openings: (JobOpening & { lang: Language })[] = Object.entries(files).map(([path, module]) => {
  const { id, lang } = collectionEntry(path);
  const field = frontMatter(path, module.data);
  if (field.text("id") !== id) throw new Error(`${path}: id must match its folder`);
  const validThrough = field.date("validThrough");
  return {
    lang,
    id,
    title: field.text("title"),
    summary: field.text("summary"),
    location: field.oneOf("location", keys(locations)),
    department: field.oneOf("department", keys(departments)),
    type: field.oneOf("type", keys(jobTypes)),
    workplace: field.oneOf("workplace", keys(workplaces)),
    month: field.text("month"),
    datePosted: field.date("datePosted"),
    validThrough,
    validThroughLabel: formatDate(validThrough, lang),
    responsibilities: field.list("responsibilities"),
    requirements: field.list("requirements"),
    offer: field.list("offer"),
    html: module.html,
  };
});

/** A position is open through the whole of its last day (UTC). */
export function isOpen(job: Pick<JobSummary, "validThrough">, now = new Date()): boolean {
  return job.validThrough >= now.toISOString().slice(0, 10);
}

function summarize(job: JobOpening & { lang: Language }): JobSummary {
  const { lang: _lang, responsibilities: _r, requirements: _q, offer: _o, html: _h, ...summary } = job;
  return summary;
}

/** Open positions in a language, newest first. */
export function listOpenJobs(lang: Language, now = new Date()): JobSummary[] {
  return openings
    .filter((job) => job.lang === lang && isOpen(job, now))
    .sort((a, b) => b.datePosted.localeCompare(a.datePosted))
    .map(summarize);
}

export function getJob(id: string, lang: Language): JobOpening | undefined {
  const job = openings.find((candidate) => candidate.id === id && candidate.lang === lang);
  if (!job) return undefined;
  const { lang: _lang, ...opening } = job;
  return opening;
}

/** Reads the filters from a URL query, ignoring unknown values. */
export function filtersFrom(params: URLSearchParams): JobFilters {
  const filters: JobFilters = {};
  for (const [name, items] of Object.entries(JOB_FILTERS) as [JobFilter, TaxonomyItem[]][]) {
    const value = params.get(name);
    if (value && items.some((item) => item.key === value)) filters[name] = value;
  }
  return filters;
}

/** Positions matching every chosen filter. */
export function applyFilters(jobs: JobSummary[], filters: JobFilters): JobSummary[] {
  return jobs.filter((job) =>
    (Object.entries(filters) as [JobFilter, string][]).every(([name, value]) => job[name] === value),
  );
}
