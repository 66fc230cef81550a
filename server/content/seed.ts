import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { conform } from "../../shared/content-model/document.ts";
import type { DocOf, Fields } from "../../shared/content-model/fields.ts";
import type { Kind } from "../../shared/content-model/kind.ts";
import { validate, type Issue } from "../../shared/content-model/validation.ts";
import { LANGUAGES, type Language } from "../../shared/i18n/languages.ts";
import {
  aboutPage,
  accessibilityStatement,
  careersPage,
  caseStudies,
  company,
  consent,
  cookiePolicy,
  homePage,
  industries,
  KINDS,
  notFoundPage,
  openings,
  people,
  posts,
  privacyPolicy,
  services,
  servicesPage,
  technologiesPage,
  testimonials,
  thankYouPage,
} from "../../content/model/index.ts";
import { aboutSeed } from "../../content/seed/about.ts";
import { careersSeed } from "../../content/seed/careers.ts";
import { companySeed } from "../../content/seed/company.ts";
import { homeSeed } from "../../content/seed/home.ts";
import { industrySeeds } from "../../content/seed/industries.ts";
import { accessibilitySeed, cookiePolicySeed, privacySeed } from "../../content/seed/policies.ts";
import { serviceSeeds, servicesPageSeed } from "../../content/seed/services.ts";
import { consentSeed, notFoundSeed, thankYouSeed } from "../../content/seed/site-words.ts";
import { technologiesSeed } from "../../content/seed/technologies.ts";
import { caseStudySeed } from "../../content/seed/case-studies.ts";
import { peopleSeed } from "../../content/seed/people.ts";
import { testimonialSeed } from "../../content/seed/testimonials.ts";
import { startingCriteria } from "../../content/jobs/scorecard-criteria.ts";
import type { Database, Db } from "../db/database.ts";
import { entryIds, insertEntries } from "../db/entries.ts";
import { insertRevisions } from "../db/revisions.ts";
import { getSetting, setSetting } from "../db/settings.ts";
import type { EntryState } from "./entries.ts";
import { parseFrontMatter } from "./markdown.ts";
import { bumpContentVersion } from "./version.ts";
import { IMPORTED_BY } from "../../shared/content-model/imported.ts";

/** The files the site starts with: content/blog/<id>/<lang>.md, content/jobs/<id>/<lang>.md, content/seed/*.ts */
export const CONTENT_DIR = resolve(import.meta.dirname, "../../content");
/** Set once a kind's starting content is in the database; "content_seeded" was posts' and openings' before. */
const seededSetting = (kind: string) => `content_seeded:${kind}`;
const LEGACY_SEEDED = "content_seeded";

/** An entry the site starts with. */
export interface SeedEntry<Fs extends Fields = Fields> {
  id: string;
  doc: DocOf<Fs>;
  /** When it went out; the import's own time when not given. */
  publishAt?: string;
}

/** Where each kind's starting content comes from. A kind without a source starts empty. */
export const SEED_SOURCES: Readonly<Record<string, (dir: string) => SeedEntry[]>> = {
  [posts.name]: (dir) => markdownFolder(posts, join(dir, "blog")),
  // Each opening starts with the scorecard criteria of its department (content/jobs/scorecard-criteria.ts).
  [openings.name]: (dir) =>
    markdownFolder(openings, join(dir, "jobs")).map((entry) => ({
      ...entry,
      doc: entry.doc.criteria.length
        ? entry.doc
        : conform(openings.fields, { ...entry.doc, criteria: startingCriteria(entry.doc.department) }),
    })),
  [caseStudies.name]: () => dataEntries(caseStudies, caseStudySeed),
  [testimonials.name]: () => dataEntries(testimonials, testimonialSeed),
  [people.name]: () => dataEntries(people, peopleSeed),
  [homePage.name]: () => [homeSeed],
  [servicesPage.name]: () => [servicesPageSeed],
  [services.name]: () => serviceSeeds,
  [industries.name]: () => industrySeeds,
  [aboutPage.name]: () => [aboutSeed],
  [technologiesPage.name]: () => [technologiesSeed],
  [privacyPolicy.name]: () => [privacySeed],
  [cookiePolicy.name]: () => [cookiePolicySeed],
  [accessibilityStatement.name]: () => [accessibilitySeed],
  [consent.name]: () => [consentSeed],
  [thankYouPage.name]: () => [thankYouSeed],
  [notFoundPage.name]: () => [notFoundSeed],
  [careersPage.name]: () => [careersSeed],
  [company.name]: () => [companySeed],
};

/** A kind's entries written as data (content/seed/<kind>.ts), in the order they are listed. */
function dataEntries<Fs extends Fields>(kind: Kind<Fs>, entries: readonly { id: string; doc: unknown }[]): SeedEntry[] {
  return entries.map(({ id, doc }) => ({ id, doc: conform(kind.fields, structuredClone(doc)) }));
}

/**
 * Imports each kind's starting content into the database, once per kind: the first start
 * that knows a kind does it (instances starting together take turns), later starts do
 * nothing, and an entry staff already have is never overwritten, nor one they deleted
 * brought back. From then on the database is the one source; the files remain the tests'
 * fixtures.
 */
export async function seedContent(database: Database, dir = CONTENT_DIR): Promise<Record<string, number>> {
  const pending: Kind[] = [];
  for (const kind of KINDS) if (!(await alreadySeeded(database.db, kind))) pending.push(kind);
  if (!pending.length) return {};
  const prepared = pending.map((kind) => ({ kind, entries: SEED_SOURCES[kind.name]?.(dir) ?? [] }));
  for (const { kind, entries } of prepared) for (const entry of entries) assertComplete(kind, entry);
  return database.exclusive("seed-content", async (tx) => {
    const now = new Date().toISOString();
    const imported: Record<string, number> = {};
    for (const { kind, entries } of prepared) {
      if (await alreadySeeded(tx, kind)) continue;
      // A kind's entries go in together: a few statements per kind, not a few per entry.
      const present = new Set(await entryIds(tx, kind.name));
      const fresh = [...entries.entries()].filter(([, entry]) => !present.has(entry.id));
      const stateOf = (entry: SeedEntry): EntryState => ({
        status: "published",
        publishAt: entry.publishAt ?? now,
        closedAt: null,
      });
      await insertEntries(
        tx,
        fresh.map(([position, entry]) => ({
          kind: kind.name,
          id: entry.id,
          status: "published",
          publishAt: stateOf(entry).publishAt,
          closedAt: null,
          position,
          data: JSON.stringify(entry.doc),
          createdAt: now,
          updatedAt: now,
          updatedBy: IMPORTED_BY,
        })),
      );
      await insertRevisions(
        tx,
        fresh.map(([, entry]) => ({
          kind: kind.name,
          itemId: entry.id,
          snapshot: JSON.stringify({ state: stateOf(entry), doc: entry.doc }),
          action: "imported",
          createdAt: now,
          createdBy: IMPORTED_BY,
        })),
      );
      await setSetting(tx, seededSetting(kind.name), now);
      imported[kind.name] = fresh.length;
    }
    await bumpContentVersion(tx);
    return imported;
  });
}

async function alreadySeeded(db: Db, kind: Kind): Promise<boolean> {
  if (await getSetting(db, seededSetting(kind.name))) return true;
  // Databases seeded before kinds were declared had posts and openings imported under one flag.
  return (kind === posts || kind === openings) && Boolean(await getSetting(db, LEGACY_SEEDED));
}

function assertComplete(kind: Kind, entry: SeedEntry): void {
  const issues: Issue[] = [...validate(kind.fields, entry.doc, true), ...(kind.rules?.(entry.doc, true) ?? [])];
  if (issues.length) throw new Error(`content/${kind.name} ${entry.id}: ${describe(issues)}`);
}

type Files = Record<Language, { data: Record<string, unknown>; body: string }>;

/** Every <id>/ folder of a collection with its three language files. */
export function readCollection(dir: string): [string, Files][] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const files = Object.fromEntries(
        LANGUAGES.map((lang) => {
          const path = join(dir, entry.name, `${lang}.md`);
          return [lang, parseFrontMatter(readFileSync(path, "utf8"), path)];
        }),
      ) as Files;
      return [entry.name, files];
    });
}

/**
 * A kind's entries from Markdown files: a field held per language comes from each
 * language's front matter (the Markdown field named `body` from the text below it), a
 * shared field from the English file. An entry goes out on the day of its kind's date field.
 */
export function markdownFolder<Fs extends Fields>(kind: Kind<Fs>, dir: string): SeedEntry<Fs>[] {
  return readCollection(dir).map(([id, files]) => docFromFiles(kind, id, files, dir));
}

function docFromFiles<Fs extends Fields>(kind: Kind<Fs>, id: string, files: Files, dir: string): SeedEntry<Fs> {
  if (files.en.data.id !== id) throw new Error(`${dir}/${id}: id must match its folder`);
  const raw = Object.fromEntries(
    Object.entries(kind.fields).map(([key, field]) => {
      const pick = (lang: Language) => (key === "body" ? files[lang].body : files[lang].data[key]);
      return [key, field.localized ? Object.fromEntries(LANGUAGES.map((lang) => [lang, pick(lang)])) : pick("en")];
    }),
  );
  const doc = conform(kind.fields, raw);
  const order = kind.order === "manual" ? undefined : (doc as Record<string, unknown>)[kind.order.field];
  return { id, doc, ...(typeof order === "string" && order ? { publishAt: `${order}T06:00:00.000Z` } : {}) };
}

function describe(issues: Issue[]): string {
  return issues.map((issue) => `${issue.lang ? `${issue.lang}.` : ""}${issue.field}: ${issue.problem}`).join(", ");
}
