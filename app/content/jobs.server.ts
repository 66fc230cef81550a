import type { RouterContextProvider } from "react-router";
import type { ViewOfKind } from "../../shared/content-model/kind.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { openings } from "../../content/model/index.ts";
import { isOpening } from "../../server/content/openings.ts";
import { formatDate, formatMoneyRange, formatMonth } from "../i18n/format.ts";
import { catalogues, pageMessageFormat } from "../i18n/catalogues/index.server.ts";
import { findEntry, liveEntries, savedEntry, type PublicEntry } from "./entries.server.ts";
import type { JobOpening, JobSalary, JobSummary } from "./jobs.ts";

type OpeningEntry = PublicEntry<ViewOfKind<typeof openings>>;

/** Still taking applications: not closed, and its last day not passed in Tashkent. */
function isOpen(entry: OpeningEntry, now = new Date()): boolean {
  return isOpening({ closedAt: entry.closedAt, validThrough: entry.view.validThrough }, now);
}

/** Open positions in a language, newest first. */
export async function listOpenJobs(context: Readonly<RouterContextProvider>, lang: Language): Promise<JobSummary[]> {
  return (await liveEntries(context, openings, lang))
    .filter((entry) => isOpen(entry))
    .map((entry) => summarize(toJob(entry, lang)));
}

/**
 * An opening (open or closed: a closed one says so), where its id moved to (only ever to an
 * opening visitors can see), that it was withdrawn (gone), or nothing (never public).
 */
export async function findJob(
  context: Readonly<RouterContextProvider>,
  id: string,
  lang: Language,
): Promise<{ job: JobOpening; open: boolean; others: JobSummary[] } | { movedTo: string } | { gone: true } | null> {
  const found = await findEntry(context, openings, id, lang);
  if (!found) return null;
  if ("gone" in found) return { gone: true };
  if (!found.entry) return { movedTo: found.movedTo };
  const others = await listOpenJobs(context, lang);
  return { job: toJob(found.entry, lang), open: isOpen(found.entry), others };
}

/** An opening as saved, whatever its state, in a language: the inbox's preview. */
export async function previewJob(
  context: Readonly<RouterContextProvider>,
  id: string,
  lang: Language,
): Promise<{ job: JobOpening; open: boolean } | undefined> {
  const entry = await savedEntry(context, openings, id, lang);
  return entry ? { job: toJob(entry, lang), open: isOpen(entry) } : undefined;
}

function toJob({ id, view }: OpeningEntry, lang: Language): JobOpening {
  return {
    id,
    title: view.title,
    summary: view.summary,
    location: view.location,
    department: view.department,
    type: view.type,
    workplace: view.workplace,
    month: formatMonth(view.datePosted, lang),
    datePosted: view.datePosted,
    validThrough: view.validThrough,
    validThroughLabel: formatDate(view.validThrough, lang),
    salary: view.showSalary ? salaryOf(view.salary, lang) : null,
    responsibilities: view.responsibilities,
    requirements: view.requirements,
    offer: view.offer,
    html: view.body.html,
    seo: view.seo,
  };
}

function salaryOf(salary: OpeningEntry["view"]["salary"], lang: Language): JobSalary | null {
  const { min, max, currency } = salary;
  // A published opening has them all (the kind requires them once the salary is switched on).
  if (min === null || max === null || !currency) return null;
  const period = salary.period === "year" ? "year" : "month";
  const range = formatMoneyRange(min, max, currency, lang);
  const words = catalogues[lang].pages.careers;
  const label = pageMessageFormat(lang)(words.salary, { period, range });
  return { min, max, currency, period, label, heading: words.salaryTitle };
}

function summarize(job: JobOpening): JobSummary {
  const { responsibilities: _r, requirements: _q, offer: _o, html: _h, seo: _s, ...summary } = job;
  return summary;
}
