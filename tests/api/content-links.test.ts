import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffMember } from "../../server/auth/staff-auth.ts";
import { openings, posts } from "../../content/model/index.ts";
import { readEntry, saveEntry } from "../../server/content/entries.ts";
import { PublicContent } from "../../server/content/public-content.ts";
import { ENGINES, startTestServer, type TestServer } from "./server.ts";

const POST = "family-loan-platform-story";
const OPENING = "senior-java-developer-tashkent";

const siteLinks = (html: string) => [...html.matchAll(/<a href="(\/[^"]*)"/g)].map((match) => match[1]!);

describe.each(ENGINES)("links inside bodies on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  /** A post's and an opening's body in a language, as visitors are served them. */
  async function servedHtml(lang: "en" | "ru" | "uz"): Promise<string> {
    const content = new PublicContent(server.database);
    const post = await content.get(posts, POST, lang);
    const opening = await content.get(openings, OPENING, lang);
    return post!.view.body.html + opening!.view.body.html;
  }

  it("keep the body's language", async () => {
    for (const lang of ["ru", "uz"] as const) {
      const links = siteLinks(await servedHtml(lang));
      expect(links.length).toBeGreaterThan(0);
      for (const href of links) expect(href).toMatch(new RegExp(`^/${lang}/`));
    }
  });

  it("written the English way in a Russian body still lead to the Russian page", async () => {
    const entry = (await readEntry(server.database.db, posts, POST))!;
    entry.doc.body.ru += "\n\nСм. [наши услуги](/services) и [отчёт](/downloads/portfolio.pdf).";
    const editor: StaffMember = {
      id: "editor-1",
      name: "Malika Saidova",
      email: "malika@lojuvard.uz",
      role: "editor",
      language: "ru",
      permissions: [],
    };
    const saved = await saveEntry(server.database, posts, editor, {
      originalId: POST,
      id: POST,
      doc: entry.doc,
      action: "save",
    });
    expect(saved.ok).toBe(true);
    const links = siteLinks(await servedHtml("ru"));
    expect(links).toContain("/ru/services");
    // A file exists in one language only: its address stays as written.
    expect(links).toContain("/downloads/portfolio.pdf");
    expect(siteLinks(await servedHtml("en"))).not.toContain("/ru/services");
  });
});
