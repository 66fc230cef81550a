import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { kindNamed } from "../../content/model/index.ts";
import { seedEntries } from "../../server/content/seed-sources.ts";
import { IMPORTED_BY } from "../../shared/content-model/imported.ts";
import { databaseBefore } from "../support/migrated-before.ts";
import { testDatabaseUrl } from "../support/postgres.ts";
import { ENGINES } from "./server.ts";

const STEP = "0017-g-results-first-and-named-proof";
const AT = "2026-11-20T06:00:00.000Z";
const seedOf = async (kind: string, id: string) =>
  structuredClone((await seedEntries(kindNamed(kind)!)).find((seed) => seed.id === id)!.doc) as Record<string, unknown>;

/**
 * Issue 37.3 and 37.4 on an installation imported before them: an untouched case takes its
 * result-first figures, an untouched testimonial its named person, untouched company details
 * their certificate; what staff saved stays theirs (the certificate then stays empty: hidden).
 */
describe.each(ENGINES)("results first and named proof reaching an existing installation on %s", (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), "lojuvard-results-"));
  const databaseUrl = engine === "postgres" ? testDatabaseUrl("results_first") : undefined;
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("gives untouched imports the new seeds and leaves staff's saves alone", async () => {
    const { db, migrateToLatest } = await databaseBefore(STEP, { databaseUrl, dataDir });
    const preschool = await seedOf("case-study", "kindergarten");
    // As the earlier seed had it: the team first.
    const effortFirst = { ...preschool, figures: [...(preschool.figures as unknown[])].reverse() };
    const words = await seedOf("testimonial", "words-kindergarten");
    const anonymous = { ...words, person: words.role, role: undefined };
    const { certificate: _certificate, ...edited } = await seedOf("company", "company");
    const rows: [string, string, unknown, string][] = [
      ["case-study", "kindergarten", effortFirst, IMPORTED_BY],
      ["testimonial", "words-kindergarten", anonymous, IMPORTED_BY],
      ["company", "company", { ...edited, phone: "+998 71 200 00 77" }, "Dilnoza Karimova"],
    ];
    for (const [position, [kind, id, doc, by]] of rows.entries()) {
      await db
        .insertInto("content_entries")
        .values({
          kind,
          id,
          status: "published",
          publish_at: AT,
          closed_at: null,
          position,
          data: JSON.stringify(doc),
          created_at: AT,
          updated_at: AT,
          updated_by: by,
        })
        .execute();
    }
    await migrateToLatest();
    const docs = Object.fromEntries(
      (await db.selectFrom("content_entries").select(["id", "data"]).execute()).map((row) => [
        row.id,
        JSON.parse(String(row.data)) as Record<string, unknown>,
      ]),
    );
    expect(docs.kindergarten).toEqual(preschool);
    expect(docs["words-kindergarten"]).toEqual(words);
    expect(docs.company).toEqual({ ...edited, phone: "+998 71 200 00 77" });
    await db.destroy();
  });
});
