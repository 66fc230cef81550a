import type { Insertable, Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { Schema } from "./schema.ts";

export type Opening = Selectable<Schema["openings"]>;
export type OpeningText = Selectable<Schema["openingTexts"]>;

export type NewOpening = Insertable<Schema["openings"]>;
export type NewOpeningText = Insertable<Schema["openingTexts"]>;

/**
 * Openings visitors may see at `now`: published or scheduled and due. Whether each is
 * still open (not closed, `validThrough` not passed) is the caller's to show.
 */
export async function publicOpenings(db: Db, lang: string, now: string) {
  return db
    .selectFrom("openings")
    .innerJoin("openingTexts", "openingTexts.openingId", "openings.id")
    .selectAll("openings")
    .select(["title", "summary", "responsibilities", "requirements", "offer", "html"])
    .where("lang", "=", lang)
    .where("status", "in", ["published", "scheduled"])
    .where("publishAt", "<=", now)
    .orderBy("datePosted", "desc")
    .orderBy("openings.id")
    .execute();
}

export async function getOpening(db: Db, id: string): Promise<Opening | undefined> {
  return db.selectFrom("openings").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function openingTexts(db: Db, id: string): Promise<OpeningText[]> {
  return db.selectFrom("openingTexts").selectAll().where("openingId", "=", id).execute();
}

export async function listOpeningsForStaff(db: Db) {
  return db
    .selectFrom("openings")
    .leftJoin("openingTexts", (join) =>
      join.onRef("openingTexts.openingId", "=", "openings.id").on("openingTexts.lang", "=", "en"),
    )
    .selectAll("openings")
    .select("openingTexts.title")
    .orderBy("openings.updatedAt", "desc")
    .execute();
}

export async function upsertOpening(db: Db, opening: NewOpening): Promise<void> {
  await db
    .insertInto("openings")
    .values(opening)
    .onConflict((conflict) =>
      conflict.column("id").doUpdateSet((eb) => ({
        status: eb.ref("excluded.status"),
        location: eb.ref("excluded.location"),
        department: eb.ref("excluded.department"),
        type: eb.ref("excluded.type"),
        workplace: eb.ref("excluded.workplace"),
        datePosted: eb.ref("excluded.datePosted"),
        validThrough: eb.ref("excluded.validThrough"),
        closedAt: eb.ref("excluded.closedAt"),
        publishAt: eb.ref("excluded.publishAt"),
        updatedAt: eb.ref("excluded.updatedAt"),
        updatedBy: eb.ref("excluded.updatedBy"),
      })),
    )
    .execute();
}

export async function replaceOpeningTexts(db: Db, openingId: string, texts: NewOpeningText[]): Promise<void> {
  await db.deleteFrom("openingTexts").where("openingId", "=", openingId).execute();
  if (texts.length) await db.insertInto("openingTexts").values(texts).execute();
}

export async function renameOpening(db: Db, from: string, to: string): Promise<void> {
  await db.updateTable("openings").set({ id: to }).where("id", "=", from).execute();
}

export async function openingsDueBetween(db: Db, after: string, until: string): Promise<number> {
  const row = await db
    .selectFrom("openings")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "scheduled")
    .where("publishAt", ">", after)
    .where("publishAt", "<=", until)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** An opening's title in one language. */
export async function openingTextTitle(db: Db, id: string, lang: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("openingTexts")
    .select("title")
    .where("openingId", "=", id)
    .where("lang", "=", lang)
    .executeTakeFirst();
  return row?.title;
}

/** Every opening's title in a language (English where that one is empty), by id: the inbox's filters. */
export async function openingTitles(db: Db, lang: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom("openingTexts").select(["openingId", "lang", "title"]).execute();
  const titles = new Map<string, string>();
  for (const row of rows) if (row.lang === "en" && row.title) titles.set(row.openingId, row.title);
  for (const row of rows) if (row.lang === lang && row.title) titles.set(row.openingId, row.title);
  return titles;
}
