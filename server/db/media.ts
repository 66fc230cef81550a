import type { Db } from "./database.ts";
import type { Media } from "./schema.ts";

export async function insertMedia(db: Db, media: Media): Promise<void> {
  await db.insertInto("media").values(media).execute();
}

export async function getMedia(db: Db, id: string): Promise<Media | undefined> {
  return db.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Every image of the media library, for resolving references when pages are made. */
export async function listMedia(db: Db): Promise<Media[]> {
  return db.selectFrom("media").selectAll().execute();
}
