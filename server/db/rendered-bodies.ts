import type { Db } from "./database.ts";

/**
 * The Markdown bodies of posts and openings beside their rendered HTML, for rendering
 * again what was saved before the renderer changed (server/content/rendered-bodies.ts).
 */
export interface SavedBody {
  kind: "post" | "opening";
  id: string;
  lang: string;
  body: string;
  html: string;
}

export async function savedBodies(db: Db): Promise<SavedBody[]> {
  const posts = await db.selectFrom("postTexts").select(["postId", "lang", "body", "html"]).execute();
  const openings = await db.selectFrom("openingTexts").select(["openingId", "lang", "body", "html"]).execute();
  return [
    ...posts.map((row) => ({ kind: "post" as const, id: row.postId, lang: row.lang, body: row.body, html: row.html })),
    ...openings.map((row) => ({
      kind: "opening" as const,
      id: row.openingId,
      lang: row.lang,
      body: row.body,
      html: row.html,
    })),
  ];
}

export async function updateRenderedBody(
  db: Db,
  body: Pick<SavedBody, "kind" | "id" | "lang">,
  rendered: { html: string; words: number },
): Promise<void> {
  if (body.kind === "post") {
    await db
      .updateTable("postTexts")
      .set({ html: rendered.html, words: rendered.words })
      .where("postId", "=", body.id)
      .where("lang", "=", body.lang)
      .execute();
  } else {
    await db
      .updateTable("openingTexts")
      .set({ html: rendered.html })
      .where("openingId", "=", body.id)
      .where("lang", "=", body.lang)
      .execute();
  }
}
