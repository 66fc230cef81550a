import type { Insertable, Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { Schema } from "./schema.ts";

export type Post = Selectable<Schema["posts"]>;
export type PostText = Selectable<Schema["postTexts"]>;

export type NewPost = Insertable<Schema["posts"]>;
export type NewPostText = Insertable<Schema["postTexts"]>;

/** Posts visible to visitors at `now`: published or scheduled, and due. */
export async function publicPosts(db: Db, lang: string, now: string) {
  return db
    .selectFrom("posts")
    .innerJoin("postTexts", "postTexts.postId", "posts.id")
    .selectAll("posts")
    .select(["title", "summary", "author", "authorRole", "coverAlt", "words", "html"])
    .where("lang", "=", lang)
    .where("status", "in", ["published", "scheduled"])
    .where("publishAt", "<=", now)
    .orderBy("date", "desc")
    .orderBy("publishAt", "desc")
    .execute();
}

export async function getPost(db: Db, id: string): Promise<Post | undefined> {
  return db.selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function postTexts(db: Db, id: string): Promise<PostText[]> {
  return db.selectFrom("postTexts").selectAll().where("postId", "=", id).execute();
}

/** Every post for the inbox's list, newest change first, with its English title. */
export async function listPostsForStaff(db: Db) {
  return db
    .selectFrom("posts")
    .leftJoin("postTexts", (join) => join.onRef("postTexts.postId", "=", "posts.id").on("postTexts.lang", "=", "en"))
    .selectAll("posts")
    .select("postTexts.title")
    .orderBy("posts.updatedAt", "desc")
    .execute();
}

export async function upsertPost(db: Db, post: NewPost): Promise<void> {
  await db
    .insertInto("posts")
    .values(post)
    .onConflict((conflict) =>
      conflict.column("id").doUpdateSet((eb) => ({
        status: eb.ref("excluded.status"),
        category: eb.ref("excluded.category"),
        date: eb.ref("excluded.date"),
        cover: eb.ref("excluded.cover"),
        publishAt: eb.ref("excluded.publishAt"),
        updatedAt: eb.ref("excluded.updatedAt"),
        updatedBy: eb.ref("excluded.updatedBy"),
      })),
    )
    .execute();
}

export async function replacePostTexts(db: Db, postId: string, texts: NewPostText[]): Promise<void> {
  await db.deleteFrom("postTexts").where("postId", "=", postId).execute();
  if (texts.length) await db.insertInto("postTexts").values(texts).execute();
}

/** Gives a post another id; its texts follow (ON UPDATE CASCADE). */
export async function renamePost(db: Db, from: string, to: string): Promise<void> {
  await db.updateTable("posts").set({ id: to }).where("id", "=", from).execute();
}

/** Scheduled posts that become public after `after` and by `until`. */
export async function postsDueBetween(db: Db, after: string, until: string): Promise<number> {
  const row = await db
    .selectFrom("posts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "scheduled")
    .where("publishAt", ">", after)
    .where("publishAt", "<=", until)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
