import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { LANGUAGES, type Language } from "../../shared/i18n/languages.ts";
import type { Database } from "../db/database.ts";
import { insertRevision } from "../db/revisions.ts";
import { getSetting, setSetting } from "../db/settings.ts";
import type { ItemKindStore, ItemState } from "./items.ts";
import { parseFrontMatter } from "./markdown.ts";
import { openingStore } from "./openings.ts";
import { postStore } from "./posts.ts";
import type { Issue, OpeningInput, OpeningText, PostInput, PostText } from "./validation.ts";
import { bumpContentVersion } from "./version.ts";

/** The Markdown files the site starts with: content/blog/<id>/<lang>.md, content/jobs/<id>/<lang>.md. */
export const CONTENT_DIR = resolve(import.meta.dirname, "../../content");
const SEEDED = "content_seeded";
const IMPORTER = "Site content (content/)";

/**
 * Imports the posts and openings of content/ into the database, once: the first start of
 * a new database does it (instances starting together take turns), later starts do
 * nothing, and an item staff already have is never overwritten. From then on the
 * database is the one source; the files remain the tests' fixtures.
 */
export async function seedContent(database: Database, dir = CONTENT_DIR): Promise<{ posts: number; openings: number }> {
  if (await getSetting(database.db, SEEDED)) return { posts: 0, openings: 0 };
  const posts = readCollection(join(dir, "blog")).map(([id, files]) => postFromFiles(id, files));
  const openings = readCollection(join(dir, "jobs")).map(([id, files]) => openingFromFiles(id, files));
  return database.exclusive("seed-content", async (tx) => {
    if (await getSetting(tx, SEEDED)) return { posts: 0, openings: 0 };
    const now = new Date().toISOString();
    const importAll = async <Input extends { id: string }>(
      store: ItemKindStore<Input>,
      items: { input: Input; publishAt: string }[],
    ) => {
      let count = 0;
      for (const { input, publishAt } of items) {
        const issues = store.issues(input, true);
        if (issues.length) throw new Error(`content/${store.kind} ${input.id}: ${describe(issues)}`);
        if (await store.state(tx, input.id)) continue;
        const state: ItemState = { status: "published", publishAt, closedAt: null };
        await store.write(tx, input, state, { now, by: IMPORTER });
        await insertRevision(tx, {
          kind: store.kind,
          itemId: input.id,
          snapshot: JSON.stringify({ state, input }),
          action: "imported",
          createdAt: now,
          createdBy: IMPORTER,
        });
        count += 1;
      }
      return count;
    };
    const imported = {
      posts: await importAll(postStore, posts),
      openings: await importAll(openingStore, openings),
    };
    await setSetting(tx, SEEDED, now);
    await bumpContentVersion(tx);
    return imported;
  });
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

const text = (data: Record<string, unknown>, key: string) => (typeof data[key] === "string" ? data[key] : "");
const list = (data: Record<string, unknown>, key: string) =>
  Array.isArray(data[key]) ? (data[key] as unknown[]).map(String) : [];

export function postFromFiles(id: string, files: Files): { input: PostInput; publishAt: string } {
  const en = files.en.data;
  const texts = Object.fromEntries(
    LANGUAGES.map((lang): [Language, PostText] => {
      const { data, body } = files[lang];
      return [
        lang,
        {
          title: text(data, "title"),
          summary: text(data, "summary"),
          author: text(data, "author"),
          authorRole: text(data, "authorRole"),
          coverAlt: text(data, "coverAlt"),
          body,
        },
      ];
    }),
  ) as Record<Language, PostText>;
  if (text(en, "id") !== id) throw new Error(`content/blog/${id}: id must match its folder`);
  const date = text(en, "date");
  return {
    input: { id, category: text(en, "category"), date, cover: text(en, "cover"), texts },
    publishAt: `${date}T06:00:00.000Z`,
  };
}

export function openingFromFiles(id: string, files: Files): { input: OpeningInput; publishAt: string } {
  const en = files.en.data;
  const texts = Object.fromEntries(
    LANGUAGES.map((lang): [Language, OpeningText] => {
      const { data, body } = files[lang];
      return [
        lang,
        {
          title: text(data, "title"),
          summary: text(data, "summary"),
          responsibilities: list(data, "responsibilities"),
          requirements: list(data, "requirements"),
          offer: list(data, "offer"),
          body,
        },
      ];
    }),
  ) as Record<Language, OpeningText>;
  if (text(en, "id") !== id) throw new Error(`content/jobs/${id}: id must match its folder`);
  const datePosted = text(en, "datePosted");
  return {
    input: {
      id,
      location: text(en, "location"),
      department: text(en, "department"),
      type: text(en, "type"),
      workplace: text(en, "workplace"),
      datePosted,
      validThrough: text(en, "validThrough"),
      texts,
    },
    publishAt: `${datePosted}T06:00:00.000Z`,
  };
}

function describe(issues: Issue[]): string {
  return issues.map((issue) => `${issue.lang ? `${issue.lang}.` : ""}${issue.field}: ${issue.problem}`).join(", ");
}
