import type { Transaction } from "kysely";
import type { BlogCategory } from "../../shared/content.ts";
import { LANGUAGES, type Language } from "../../shared/i18n/languages.ts";
import type { Db } from "../db/database.ts";
import { getPost, postTexts, publicPosts, renamePost, replacePostTexts, upsertPost } from "../db/posts.ts";
import type { Schema } from "../db/schema.ts";
import type { ItemKindStore, ItemState } from "./items.ts";
import { renderMarkdown } from "./markdown.ts";
import { postIssues, type PostInput, type PostText } from "./validation.ts";

/** Words read per minute, for the reading time shown on posts. */
const WORDS_PER_MINUTE = 200;

const EMPTY_TEXT: PostText = { title: "", summary: "", author: "", authorRole: "", coverAlt: "", body: "" };

export const postStore: ItemKindStore<PostInput> = {
  kind: "post",
  issues: postIssues,
  async state(db, id) {
    const post = await getPost(db, id);
    return post ? { status: post.status as ItemState["status"], publishAt: post.publishAt, closedAt: null } : undefined;
  },
  async read(db, id) {
    const post = await getPost(db, id);
    if (!post) return undefined;
    const texts = await postTexts(db, id);
    const byLang = Object.fromEntries(
      LANGUAGES.map((lang) => {
        const text = texts.find((entry) => entry.lang === lang);
        return [
          lang,
          text
            ? {
                title: text.title,
                summary: text.summary,
                author: text.author,
                authorRole: text.authorRole,
                coverAlt: text.coverAlt,
                body: text.body,
              }
            : EMPTY_TEXT,
        ];
      }),
    ) as Record<Language, PostText>;
    return { id: post.id, category: post.category, date: post.date, cover: post.cover, texts: byLang };
  },
  rename: renamePost,
  async write(tx: Transaction<Schema>, input, state, { now, by }) {
    await upsertPost(tx, {
      id: input.id,
      status: state.status,
      category: input.category,
      date: input.date,
      cover: input.cover,
      publishAt: state.publishAt,
      createdAt: now,
      updatedAt: now,
      updatedBy: by,
    });
    await replacePostTexts(
      tx,
      input.id,
      LANGUAGES.map((lang) => {
        const text = input.texts[lang];
        const { html, words } = renderMarkdown(text.body, lang);
        return { postId: input.id, lang, ...trimmed(text), html, words };
      }),
    );
  },
};

function trimmed(text: PostText): PostText {
  return Object.fromEntries(Object.entries(text).map(([key, value]) => [key, value.trim()])) as unknown as PostText;
}

/** A post as visitors see it. */
export interface PublicPost {
  id: string;
  title: string;
  summary: string;
  category: BlogCategory;
  author: string;
  authorRole: string;
  date: string;
  cover: string;
  coverAlt: string;
  readingMinutes: number;
  html: string;
}

/** A post as saved, whatever its state, as visitors would see it in a language (the inbox's preview). */
export async function savedPost(db: Db, id: string, lang: Language): Promise<PublicPost | undefined> {
  const post = await getPost(db, id);
  const text = (await postTexts(db, id)).find((entry) => entry.lang === lang);
  if (!post || !text) return undefined;
  return toPublicPost({ ...post, ...text });
}

/** The posts visitors see in a language, newest first. */
export async function livePosts(db: Db, lang: Language, now = new Date()): Promise<PublicPost[]> {
  return (await publicPosts(db, lang, now.toISOString())).map(toPublicPost);
}

function toPublicPost(row: {
  id: string;
  title: string;
  summary: string;
  category: string;
  author: string;
  authorRole: string;
  date: string;
  cover: string;
  coverAlt: string;
  words: number;
  html: string;
}): PublicPost {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    category: row.category as BlogCategory,
    author: row.author,
    authorRole: row.authorRole,
    date: row.date,
    cover: row.cover,
    coverAlt: row.coverAlt,
    readingMinutes: Math.max(1, Math.round(row.words / WORDS_PER_MINUTE)),
    html: row.html,
  };
}
