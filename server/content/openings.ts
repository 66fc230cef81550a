import { redirectedId } from "../db/id-redirects.ts";
import type { Transaction } from "kysely";
import { LANGUAGES, type Language } from "../../shared/i18n/languages.ts";
import { tashkentDay } from "../../shared/tashkent-time.ts";
import type { Db } from "../db/database.ts";
import {
  getOpening,
  openingTexts,
  publicOpenings,
  renameOpening,
  replaceOpeningTexts,
  upsertOpening,
} from "../db/openings.ts";
import type { Schema } from "../db/schema.ts";
import { isLive, type ItemKindStore, type ItemState } from "./items.ts";
import { renderMarkdown } from "./markdown.ts";
import { openingIssues, type OpeningInput, type OpeningText } from "./validation.ts";

const EMPTY_TEXT: OpeningText = { title: "", summary: "", responsibilities: [], requirements: [], offer: [], body: "" };

export const openingStore: ItemKindStore<OpeningInput> = {
  kind: "opening",
  issues: openingIssues,
  async state(db, id) {
    const opening = await getOpening(db, id);
    return opening
      ? { status: opening.status as ItemState["status"], publishAt: opening.publishAt, closedAt: opening.closedAt }
      : undefined;
  },
  async read(db, id) {
    const opening = await getOpening(db, id);
    if (!opening) return undefined;
    const texts = await openingTexts(db, id);
    const byLang = Object.fromEntries(
      LANGUAGES.map((lang) => {
        const text = texts.find((entry) => entry.lang === lang);
        return [
          lang,
          text
            ? {
                title: text.title,
                summary: text.summary,
                responsibilities: JSON.parse(text.responsibilities) as string[],
                requirements: JSON.parse(text.requirements) as string[],
                offer: JSON.parse(text.offer) as string[],
                body: text.body,
              }
            : EMPTY_TEXT,
        ];
      }),
    ) as Record<Language, OpeningText>;
    return {
      id: opening.id,
      location: opening.location,
      department: opening.department,
      type: opening.type,
      workplace: opening.workplace,
      datePosted: opening.datePosted,
      validThrough: opening.validThrough,
      texts: byLang,
    };
  },
  rename: renameOpening,
  async write(tx: Transaction<Schema>, input, state, { now, by }) {
    await upsertOpening(tx, {
      id: input.id,
      status: state.status,
      location: input.location,
      department: input.department,
      type: input.type,
      workplace: input.workplace,
      datePosted: input.datePosted,
      validThrough: input.validThrough,
      closedAt: state.closedAt,
      publishAt: state.publishAt,
      createdAt: now,
      updatedAt: now,
      updatedBy: by,
    });
    await replaceOpeningTexts(
      tx,
      input.id,
      LANGUAGES.map((lang) => {
        const text = input.texts[lang];
        return {
          openingId: input.id,
          lang,
          title: text.title.trim(),
          summary: text.summary.trim(),
          responsibilities: JSON.stringify(text.responsibilities.map((item) => item.trim())),
          requirements: JSON.stringify(text.requirements.map((item) => item.trim())),
          offer: JSON.stringify(text.offer.map((item) => item.trim())),
          body: text.body,
          html: renderMarkdown(text.body, lang).html,
        };
      }),
    );
  },
};

/** An opening as visitors see it. */
export interface PublicOpening {
  id: string;
  title: string;
  summary: string;
  location: string;
  department: string;
  type: string;
  workplace: string;
  datePosted: string;
  validThrough: string;
  /** Still taking applications: not closed and its last day not passed (in Tashkent). */
  open: boolean;
  responsibilities: string[];
  requirements: string[];
  offer: string[];
  html: string;
}

/** An opening as saved, whatever its state, as visitors would see it in a language (the inbox's preview). */
export async function savedOpening(
  db: Db,
  id: string,
  lang: Language,
  now = new Date(),
): Promise<PublicOpening | undefined> {
  const opening = await getOpening(db, id);
  const text = (await openingTexts(db, id)).find((entry) => entry.lang === lang);
  if (!opening || !text) return undefined;
  return toPublicOpening({ ...opening, ...text }, tashkentDay(now));
}

/** The openings visitors may reach in a language, newest first; `open` tells which take applications. */
export async function liveOpenings(db: Db, lang: Language, now = new Date()): Promise<PublicOpening[]> {
  const today = tashkentDay(now);
  return (await publicOpenings(db, lang, now.toISOString())).map((row) => toPublicOpening(row, today));
}

function toPublicOpening(
  row: {
    id: string;
    title: string;
    summary: string;
    location: string;
    department: string;
    type: string;
    workplace: string;
    datePosted: string;
    validThrough: string;
    closedAt: string | null;
    responsibilities: string;
    requirements: string;
    offer: string;
    html: string;
  },
  today: string,
): PublicOpening {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    location: row.location,
    department: row.department,
    type: row.type,
    workplace: row.workplace,
    datePosted: row.datePosted,
    validThrough: row.validThrough,
    open: row.closedAt === null && row.validThrough >= today,
    responsibilities: JSON.parse(row.responsibilities) as string[],
    requirements: JSON.parse(row.requirements) as string[],
    offer: JSON.parse(row.offer) as string[],
    html: row.html,
  };
}

/**
 * Whether an opening takes applications at `now`: visitors can see it, and it is open (not
 * closed, not past its last day). An id it was renamed from names it still.
 */
export async function takesApplications(db: Db, id: string, now = new Date()): Promise<boolean> {
  const opening = await getOpening(db, (await redirectedId(db, "opening", id)) ?? id);
  return (
    opening !== undefined &&
    isLive(opening, now.toISOString()) &&
    opening.closedAt === null &&
    opening.validThrough >= tashkentDay(now)
  );
}

/**
 * An opening's title in a language, following a renamed id; undefined once it is gone, and
 * with `publicOnly` (for mail to people outside the company) unless visitors can see it.
 */
export async function openingTitle(
  db: Db,
  id: string,
  lang: Language,
  options: { publicOnly?: boolean; now?: Date } = {},
): Promise<string | undefined> {
  const current = (await redirectedId(db, "opening", id)) ?? id;
  if (options.publicOnly) {
    const opening = await getOpening(db, current);
    if (!opening || !isLive(opening, (options.now ?? new Date()).toISOString())) return undefined;
  }
  const row = await db
    .selectFrom("openingTexts")
    .select("title")
    .where("openingId", "=", current)
    .where("lang", "=", lang)
    .executeTakeFirst();
  return row?.title;
}
