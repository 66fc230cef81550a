import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { caseStudySeed } from "../../content/seed/case-studies.ts";
import { posts } from "../../content/model/posts.ts";
import { seedEntries } from "../../server/content/seed-sources.ts";
import { IMPORTED_BY } from "../../shared/content-model/imported.ts";
import { databaseBefore, insertImportedEntries } from "../support/migrated-before.ts";
import { testDatabaseUrl } from "../support/postgres.ts";
import { ENGINES } from "./server.ts";

const STEP = "0017-k-case-publication-dates";

/** A seeded case as an installation imported it before cases had a date of their own. */
const undated = (id: string) => {
  const { published: _, ...doc } = structuredClone(caseStudySeed.find((seed) => seed.id === id)!.doc);
  return doc;
};

/**
 * Issue 39.11 on an installation made before it: each case study gets its own date (the
 * seed's for the seeded ones, the day it went public for staff's own), and a date staff
 * already gave stays.
 */
describe.each(ENGINES)("the case studies' own dates reaching an existing installation on %s", (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), "lojuvard-case-dates-"));
  const databaseUrl = engine === "postgres" ? testDatabaseUrl("case_dates") : undefined;
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("dates every case study once, from its seed or from when it went public", async () => {
    const { db, migrateToLatest } = await databaseBefore(STEP, { databaseUrl, dataDir });
    await insertImportedEntries(db, "case-study", [
      ["familycredit", undated("familycredit")],
      ["kindergarten", { ...undated("kindergarten"), published: "2023-01-31" }],
      ["our-own-case", { ...undated("neighborhood"), title: { en: "Ours", ru: "Наш", uz: "Bizniki" } }],
    ]);

    await migrateToLatest();
    const dates = Object.fromEntries(
      (await db.selectFrom("content_entries").select(["id", "data"]).where("kind", "=", "case-study").execute()).map(
        (row) => [row.id, (JSON.parse(String(row.data)) as { published?: string }).published],
      ),
    );
    expect(dates).toEqual({ familycredit: "2024-06-18", kindergarten: "2023-01-31", "our-own-case": "2026-11-20" });
    await db.destroy();
  });
  it("gives the untouched post on slow networks its table's caption in each language", async () => {
    const { db, migrateToLatest } = await databaseBefore("0017-k-untouched-imports-take-table-captions", {
      databaseUrl,
      dataDir,
    });
    const seed = (await seedEntries(posts)).find((entry) => entry.id === "ssr-for-slow-networks")!;
    const body = seed.doc.body as Record<string, string>;
    const before = Object.fromEntries(
      Object.entries(body).map(([lang, text]) => [lang, text.replace(/\n\n: [^\n]+/, "")]),
    );
    expect(before.ru).not.toEqual(body.ru);
    // Imported by the site, saved by no one since.
    await db
      .insertInto("content_entries")
      .values({
        kind: "post",
        id: seed.id,
        status: "published",
        publish_at: "2026-11-20T06:00:00.000Z",
        closed_at: null,
        position: 0,
        data: JSON.stringify({ ...seed.doc, body: before }),
        created_at: "2026-11-20T06:00:00.000Z",
        updated_at: "2026-11-20T06:00:00.000Z",
        updated_by: IMPORTED_BY,
      })
      .execute();

    await migrateToLatest();
    const row = await db
      .selectFrom("content_entries")
      .select("data")
      .where("id", "=", "ssr-for-slow-networks")
      .executeTakeFirstOrThrow();
    const after = (JSON.parse(String(row.data)) as { body: Record<string, string> }).body;
    expect(after.uz).toContain("\n\n: Sekin mobil tarmoq orqali birinchi tashrif uchun unumdorlik byudjetlari\n");
    expect(after).toEqual(body);
    await db.destroy();
  });
});
