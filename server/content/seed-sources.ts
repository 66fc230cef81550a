import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { conform } from "../../shared/content-model/document.ts";
import type { DocOf, Fields } from "../../shared/content-model/fields.ts";
import type { Kind } from "../../shared/content-model/kind.ts";
import { LANGUAGES, type Language } from "../../shared/i18n/languages.ts";
import { parse as parseYaml } from "yaml";

/*
 * What the site starts with, read from content/ as documents of their kinds. Kept apart from
 * the import (seed.ts), free of the database and of the Markdown renderer, so a migration can
 * compare an installation's imported entries with them (server/db/migrations.ts): whatever
 * loads the database (the browser tests' helpers too) loads this module.
 */

/** The files the site starts with: content/blog/<id>/<lang>.md, content/jobs/<id>/<lang>.md, content/seed/*.ts */
export const CONTENT_DIR = resolve(import.meta.dirname, "../../content");

/** An entry the site starts with. */
export interface SeedEntry<Fs extends Fields = Fields> {
  id: string;
  doc: DocOf<Fs>;
  /** When it went out; the import's own time when not given. */
  publishAt?: string;
}

/**
 * A kind's starting entries, from where its declaration says (its `seed`): a seed file's
 * entries, or a folder of Markdown files under `dir`, each made to fit the kind's fields.
 */
export async function seedEntries<Fs extends Fields>(kind: Kind<Fs>, dir = CONTENT_DIR): Promise<SeedEntry<Fs>[]> {
  const seed = kind.seed;
  if (!seed || seed === "starts empty") return [];
  if ("folder" in seed) {
    return markdownFolder(kind, join(dir, seed.folder)).map((entry) =>
      seed.complete ? { ...entry, doc: conform(kind.fields, seed.complete(entry.doc)) } : entry,
    );
  }
  return (await seed.entries()).map(({ id, doc }) => ({ id, doc: conform(kind.fields, structuredClone(doc)) }));
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

/** A Markdown file with YAML front matter (the content the site starts with, content/). */
function parseFrontMatter(source: string, file: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: front matter (--- … ---) is missing`);
  const data = parseYaml(match[1] ?? "") as unknown;
  if (!data || typeof data !== "object") throw new Error(`${file}: front matter is not a mapping`);
  // YAML reads 2026-11-05 as a Date; content keeps ISO date strings.
  const normalized = Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value instanceof Date ? value.toISOString().slice(0, 10) : value]),
  );
  return { data: normalized, body: match[2] ?? "" };
}
