import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { industrySeeds } from "../../content/seed/industries.ts";
import { databaseBefore, insertImportedEntries } from "../support/migrated-before.ts";
import { testDatabaseUrl } from "../support/postgres.ts";
import { ENGINES } from "./server.ts";

const STEP = "0015-i-healthcare-and-government-pages";
const seedOf = (id: string) => structuredClone(industrySeeds.find((seed) => seed.id === id)!.doc);

/** The industry as the earlier seed imported it: a card on the home page, its page unwritten. */
function cardOnly(id: string) {
  const doc = seedOf(id);
  const blank = (value: unknown): unknown =>
    typeof value === "string"
      ? ""
      : Array.isArray(value)
        ? []
        : value && typeof value === "object"
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, blank(item)]))
          : value;
  return { ...doc, hasPage: false, page: blank(doc.page) };
}

/**
 * Issue 29.6 on an installation imported before it: Healthcare and Government gain their
 * pages by a migration step (seeds are imported once), unless staff already took them in hand.
 */
describe.each(ENGINES)("the Healthcare and Government pages reaching an existing installation on %s", (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), "lojuvard-industries-"));
  const databaseUrl = engine === "postgres" ? testDatabaseUrl("industry_pages") : undefined;
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("gives an untouched card its page and leaves a page staff wrote alone", async () => {
    const { db, migrateToLatest } = await databaseBefore(STEP, { databaseUrl, dataDir });

    const healthcare = cardOnly("healthcare");
    // Staff had already written a government page of their own, still a card only for now.
    const government = cardOnly("government");
    government.page = { ...(government.page as object), title: { en: "Our own words", ru: "Свои", uz: "Oʻzimizniki" } };
    await insertImportedEntries(db, "industry", [
      ["healthcare", healthcare],
      ["government", government],
    ]);

    await migrateToLatest();
    const docs = Object.fromEntries(
      (await db.selectFrom("content_entries").select(["id", "data"]).where("kind", "=", "industry").execute()).map(
        (row) => [row.id, JSON.parse(String(row.data)) as { hasPage: boolean; page: unknown; card: unknown }],
      ),
    );
    expect(docs.healthcare!.hasPage).toBe(true);
    expect(docs.healthcare!.page).toEqual(seedOf("healthcare").page);
    expect(docs.healthcare!.card).toEqual(seedOf("healthcare").card);
    expect(docs.government).toEqual(JSON.parse(JSON.stringify(government)));
    await db.destroy();
  });
});
