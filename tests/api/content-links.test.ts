import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderSavedBodiesAgain } from "../../server/content/rendered-bodies.ts";
import { ENGINES, startTestServer, type TestServer } from "./server.ts";

const POST = "family-loan-platform-story";
const OPENING = "senior-java-developer-tashkent";

/** A post's and an opening's body in a language, as stored. */
async function storedHtml(server: TestServer, lang: "ru" | "uz"): Promise<string> {
  const { db } = server.database;
  const post = await db
    .selectFrom("postTexts")
    .select("html")
    .where("postId", "=", POST)
    .where("lang", "=", lang)
    .executeTakeFirstOrThrow();
  const opening = await db
    .selectFrom("openingTexts")
    .select("html")
    .where("openingId", "=", OPENING)
    .where("lang", "=", lang)
    .executeTakeFirstOrThrow();
  return post.html + opening.html;
}

const siteLinks = (html: string) => [...html.matchAll(/<a href="(\/[^"]*)"/g)].map((match) => match[1]!);
const setting = async (server: TestServer, name: string) =>
  (await server.database.db.selectFrom("settings").select("value").where("name", "=", name).executeTakeFirst())?.value;

describe.each(ENGINES)("links inside saved bodies on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it("keep the body's language", async () => {
    for (const lang of ["ru", "uz"] as const) {
      const links = siteLinks(await storedHtml(server, lang));
      expect(links.length).toBeGreaterThan(0);
      for (const href of links) expect(href).toMatch(new RegExp(`^/${lang}/`));
    }
  });

  it("are localized in bodies saved before, once, at the next start", async () => {
    // A database from the release before: Russian bodies rendered with English addresses.
    const { db } = server.database;
    const english = (html: string) => html.replaceAll('href="/ru/', 'href="/');
    const post = await db.selectFrom("postTexts").select("html").where("postId", "=", POST).where("lang", "=", "ru");
    await db
      .updateTable("postTexts")
      .set({ html: english((await post.executeTakeFirstOrThrow()).html) })
      .where("postId", "=", POST)
      .where("lang", "=", "ru")
      .execute();
    await db.deleteFrom("settings").where("name", "=", "markdown_rendering").execute();
    expect(siteLinks(await storedHtml(server, "ru")).some((href) => !href.startsWith("/ru/"))).toBe(true);
    const version = await setting(server, "content_version");

    expect(await renderSavedBodiesAgain(server.database)).toBe(1);
    for (const href of siteLinks(await storedHtml(server, "ru"))) expect(href).toMatch(/^\/ru\//);
    // Every instance empties its page cache.
    expect(await setting(server, "content_version")).not.toBe(version);
    // Once: the next start finds nothing to do.
    expect(await renderSavedBodiesAgain(server.database)).toBe(0);
  });
});
