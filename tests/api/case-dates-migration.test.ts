import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { caseStudySeed } from "../../content/seed/case-studies.ts";
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
});
