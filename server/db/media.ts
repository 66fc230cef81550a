import type { Insertable, Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { Schema } from "./schema.ts";

export type Media = Selectable<Schema["media"]>;
export type NewMedia = Insertable<Schema["media"]>;

export async function insertMedia(db: Db, media: NewMedia): Promise<void> {
  await db.insertInto("media").values(media).execute();
}

export async function getMedia(db: Db, id: string): Promise<Media | undefined> {
  return db.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Every item of the media library, newest first. */
export async function listMedia(db: Db): Promise<Media[]> {
  return db.selectFrom("media").selectAll().orderBy("createdAt", "desc").orderBy("id").execute();
}

/** Changes what an item shows per language, where its subject is, and its variants (a new crop for link previews). */
export async function updateMedia(
  db: Db,
  id: string,
  change: Partial<Pick<Media, "alt" | "focus" | "name" | "variants">>,
): Promise<void> {
  await db.updateTable("media").set(change).where("id", "=", id).execute();
}

export async function deleteMedia(db: Db, id: string): Promise<void> {
  await db.deleteFrom("media").where("id", "=", id).execute();
}
