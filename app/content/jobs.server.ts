import type { RouterContextProvider } from "react-router";
import type { Language } from "../../shared/i18n/languages.ts";
import { liveOpenings, openingStore, savedOpening, type PublicOpening } from "../../server/content/openings.ts";
import { redirectedId } from "../../server/db/id-redirects.ts";
import { formatDate, formatMonth } from "../i18n/format.ts";
import { typesetDeep, typesetHtml, typesetText } from "../../server/content/typography.ts";
import { siteContext } from "../site/context.server.ts";
import type { JobOpening, JobSummary } from "./jobs.ts";

/** Openings as visitors see them, read from the database: what staff published. */
function database(context: Readonly<RouterContextProvider>) {
  const services = siteContext(context).services;
  if (!services) throw new Error("The careers pages need the server's database");
  return services.database;
}

/** Open positions in a language, newest first. */
export async function listOpenJobs(context: Readonly<RouterContextProvider>, lang: Language): Promise<JobSummary[]> {
  return (await liveOpenings(database(context).db, lang))
    .filter((job) => job.open)
    .map((job) => summarize(toJob(job, lang)));
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
  const { db } = database(context);
  const all = await liveOpenings(db, lang);
  const found = all.find((candidate) => candidate.id === id);
  if (found) {
    const others = all.filter((job) => job.open).map((job) => summarize(toJob(job, lang)));
    return { job: toJob(found, lang), open: found.open, others };
  }
  const movedTo = await redirectedId(db, "opening", id);
  if (movedTo && all.some((candidate) => candidate.id === movedTo)) return { movedTo };
  return (await openingStore.state(db, movedTo ?? id))?.status === "unpublished" ? { gone: true } : null;
}

/** An opening as saved, whatever its state, in a language: the inbox's preview. */
export async function previewJob(
  context: Readonly<RouterContextProvider>,
  id: string,
  lang: Language,
): Promise<{ job: JobOpening; open: boolean } | undefined> {
  const opening = await savedOpening(database(context).db, id, lang);
  return opening ? { job: toJob(opening, lang), open: opening.open } : undefined;
}

function toJob(job: PublicOpening, lang: Language): JobOpening {
  return {
    id: job.id,
    title: typesetText(job.title, lang),
    summary: typesetText(job.summary, lang),
    location: job.location,
    department: job.department,
    type: job.type,
    workplace: job.workplace,
    month: formatMonth(job.datePosted, lang),
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    validThroughLabel: formatDate(job.validThrough, lang),
    responsibilities: typesetDeep(job.responsibilities, lang),
    requirements: typesetDeep(job.requirements, lang),
    offer: typesetDeep(job.offer, lang),
    html: typesetHtml(job.html, lang),
  };
}

function summarize(job: JobOpening): JobSummary {
  const { responsibilities: _r, requirements: _q, offer: _o, html: _h, ...summary } = job;
  return summary;
}
