import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Kysely, sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterEach, describe, expect, it } from "vitest";
import { industrySeeds } from "../../content/seed/industries.ts";
import { migrations } from "../../server/db/migrations.ts";
import { postgresDialect, sqliteDialect } from "../../server/db/engines.ts";
import { testDatabaseUrl, wipePostgres } from "../support/postgres.ts";
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
    if (databaseUrl) await wipePostgres(databaseUrl);
    const dialect = databaseUrl ? postgresDialect(databaseUrl) : sqliteDialect(dataDir);
    const db = new Kysely<any>({ dialect }); // eslint-disable-line @typescript-eslint/no-explicit-any
    const schema = databaseUrl
      ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]?.schema
      : undefined;
    const migrator = new Migrator({ db, provider: migrations, migrationTableSchema: schema });
    const before = Object.keys(await migrations.getMigrations())
      .sort()
      .filter((name) => name < STEP)
      .at(-1)!;
    expect((await migrator.migrateTo(before)).error).toBeUndefined();

    const healthcare = cardOnly("healthcare");
    // Staff had already written a government page of their own, still a card only for now.
    const government = cardOnly("government");
    government.page = { ...(government.page as object), title: { en: "Our own words", ru: "Свои", uz: "Oʻzimizniki" } };
    const at = "2026-11-20T06:00:00.000Z";
    for (const [position, [id, doc]] of (
      [
        ["healthcare", healthcare],
        ["government", government],
      ] as const
    ).entries()) {
      await db
        .insertInto("content_entries")
        .values({
          kind: "industry",
          id,
          status: "published",
          publish_at: at,
          closed_at: null,
          position,
          data: JSON.stringify(doc),
          created_at: at,
          updated_at: at,
          updated_by: "import",
        })
        .execute();
    }

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
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
