import type { Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { Schema } from "./schema.ts";

export type Media = Selectable<Schema["media"]>;

export async function insertMedia(db: Db, media: Media): Promise<void> {
  await db.insertInto("media").values(media).execute();
}

export async function getMedia(db: Db, id: string): Promise<Media | undefined> {
  return db.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst();
}
