import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { seedEntries } from "../../server/content/seed-sources.ts";
import { caseStudies } from "../../content/model/index.ts";
import { IMPORTED_BY } from "../../shared/content-model/imported.ts";
import { databaseBefore } from "../support/migrated-before.ts";
import { testDatabaseUrl } from "../support/postgres.ts";
import { ENGINES } from "./server.ts";

const STEP = "0016-w-untouched-imports-take-corrected-words";
const AT = "2026-11-20T06:00:00.000Z";
const caseSeeds = await seedEntries(caseStudies);
const seedOf = (id: string) =>
  structuredClone(caseSeeds.find((seed) => seed.id === id)!.doc) as Record<string, unknown>;

/**
 * Issue 39.13–17 on an installation imported before it: an entry nobody has saved since the
 * import takes its corrected seed (the private preschool under education alone); what staff
 * saved stays as they wrote it.
 */
describe.each(ENGINES)("corrected words reaching an existing installation on %s", (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), "lojuvard-words-"));
  const databaseUrl = engine === "postgres" ? testDatabaseUrl("corrected_words") : undefined;
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("gives untouched imports their corrected words, and leaves staff's saves and unchanged entries alone", async () => {
    const { db, migrateToLatest } = await databaseBefore(STEP, { databaseUrl, dataDir });
    // As the earlier seed had them: the preschool filed under government too.
    const preschool = { ...seedOf("kindergarten"), sectors: ["education", "government"] };
    // A case a member of staff has saved since: theirs, even where the seed changed.
    const mahalla = { ...seedOf("neighborhood"), summary: { en: "Ours", ru: "Наше", uz: "Bizniki" } };
    const loans = seedOf("familycredit");
    const rows: [string, unknown, string][] = [
      ["kindergarten", preschool, IMPORTED_BY],
      ["neighborhood", mahalla, "Dilnoza Karimova"],
      ["familycredit", loans, IMPORTED_BY],
    ];
    for (const [position, [id, doc, by]] of rows.entries()) {
      await db
        .insertInto("content_entries")
        .values({
          kind: "case-study",
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
    await db.insertInto("settings").values({ name: "content_version", value: "before" }).execute();

    await migrateToLatest();
    const docs = Object.fromEntries(
      (await db.selectFrom("content_entries").select(["id", "data"]).where("kind", "=", "case-study").execute()).map(
        (row) => [row.id, JSON.parse(String(row.data)) as Record<string, unknown>],
      ),
    );
    expect(docs.kindergarten!.sectors).toEqual(["education"]);
    expect(docs.kindergarten).toEqual(seedOf("kindergarten"));
    expect(docs.neighborhood).toEqual(mahalla);
    expect(docs.familycredit).toEqual(loans);
    // The correction is in the preschool's history as an import; nothing else gained a revision.
    const revisions = await db
      .selectFrom("revisions")
      .select(["item_id", "action", "created_by", "snapshot"])
      .execute();
    expect(revisions.map((row) => [row.item_id, row.action, row.created_by])).toEqual([
      ["kindergarten", "imported", IMPORTED_BY],
    ]);
    expect(JSON.parse(String(revisions[0]!.snapshot))).toMatchObject({
      state: { status: "published", publishAt: AT, closedAt: null },
      doc: { sectors: ["education"] },
    });
    // Instances still serving the earlier version see that the content changed.
    const version = await db
      .selectFrom("settings")
      .select("value")
      .where("name", "=", "content_version")
      .executeTakeFirst();
    expect(version?.value).not.toBe("before");
    await db.destroy();
  });
});
