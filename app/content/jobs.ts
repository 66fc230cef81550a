import type { SearchAppearanceView } from "../seo/meta.ts";
import { departments, jobTypes, locations, workplaces, type TaxonomyItem } from "../../content/jobs/taxonomy.ts";

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
  /** The month it was posted, written out in the page's language (spec §3's month label). */
  month: string;
  datePosted: string;
  validThrough: string;
  validThroughLabel: string;
  /** The range staff chose to state, if any, and how the page writes it ("UZS 15,000,000–25,000,000 a month"). */
  salary: JobSalary | null;
}

export interface JobSalary {
  min: number;
  max: number;
  /** ISO 4217: "UZS". */
  currency: string;
  period: "month" | "year";
  label: string;
  /** "Salary before tax": the fact's name beside it on the opening's page. */
  heading: string;
}

export interface JobOpening extends JobSummary {
  responsibilities: string[];
  requirements: string[];
  offer: string[];
  html: string;
  /** How staff want it shown in search results and link previews (empty: its own title and summary). */
  seo: SearchAppearanceView;
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

/** An opening's taxonomy values written out in a language. */
export function jobLabels(
  job: Pick<JobSummary, "location" | "department" | "type" | "workplace">,
  lang: "en" | "ru" | "uz",
): Record<JobFilter, string> {
  const label = (name: JobFilter) => JOB_FILTERS[name].find((item) => item.key === job[name])?.label[lang] ?? job[name];
  return {
    location: label("location"),
    department: label("department"),
    type: label("type"),
    workplace: label("workplace"),
  };
}
