import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Kysely, sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterEach, describe, expect, it } from "vitest";
import { caseStudySeed } from "../../content/seed/case-studies.ts";
import { migrations } from "../../server/db/migrations.ts";
import { postgresDialect, sqliteDialect } from "../../server/db/engines.ts";
import { testDatabaseUrl, wipePostgres } from "../support/postgres.ts";
import { ENGINES } from "./server.ts";

const STEP = "0015-g-case-galleries-and-flows";
const seedOf = (id: string) => structuredClone(caseStudySeed.find((seed) => seed.id === id)!.doc);

/**
 * Issue 29.3 on an installation imported before it: the seeds are imported once, so the
 * case studies' new gallery screens and flows arrive by a migration step, which leaves what
 * staff chose alone.
 */
describe.each(ENGINES)(
  "the case studies' gallery screens and flows reaching an existing installation on %s",
  (engine) => {
    const dataDir = mkdtempSync(join(tmpdir(), "lojuvard-galleries-"));
    const databaseUrl = engine === "postgres" ? testDatabaseUrl("case_galleries") : undefined;
    afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

    it("adds the drawn screens and missing flows, and keeps a case whose screens staff changed", async () => {
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

      // As the earlier seed imported them: one drawn screen each, flows for the family loan only;
      // staff had replaced the mahalla platform's screen with an upload.
      const family = { ...seedOf("familycredit"), gallery: seedOf("familycredit").gallery.slice(0, 1) };
      const preschool = {
        ...seedOf("kindergarten"),
        gallery: seedOf("kindergarten").gallery.slice(0, 1),
        flowTitle: { en: "", ru: "", uz: "" },
        flow: [],
      };
      const upload = {
        image: { en: "media:0b6c1c7e-4a8e-4d55-9a39-1f0e8f1e2a11", ru: "", uz: "" },
        alt: { en: "Ours", ru: "Наш", uz: "Bizniki" },
      };
      const mahalla = { ...seedOf("neighborhood"), gallery: [upload], flowTitle: { en: "", ru: "", uz: "" }, flow: [] };
      const at = "2026-11-20T06:00:00.000Z";
      for (const [position, [id, doc]] of (
        [
          ["familycredit", family],
          ["kindergarten", preschool],
          ["neighborhood", mahalla],
        ] as const
      ).entries()) {
        await db
          .insertInto("content_entries")
          .values({
            kind: "case-study",
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
        (await db.selectFrom("content_entries").select(["id", "data"]).where("kind", "=", "case-study").execute()).map(
          (row) => [row.id, JSON.parse(String(row.data)) as typeof family],
        ),
      );
      expect(docs.familycredit!.gallery).toEqual(seedOf("familycredit").gallery);
      expect(docs.familycredit!.flow).toEqual(seedOf("familycredit").flow);
      expect(docs.kindergarten!.gallery).toEqual(seedOf("kindergarten").gallery);
      expect(docs.kindergarten!.gallery.length).toBeGreaterThanOrEqual(4);
      expect(docs.kindergarten!.flowTitle).toEqual(seedOf("kindergarten").flowTitle);
      expect(docs.kindergarten!.flow).toEqual(seedOf("kindergarten").flow);
      // Staff's own screen stays the only one; the missing flow still arrives.
      expect(docs.neighborhood!.gallery).toEqual([upload]);
      expect(docs.neighborhood!.flow).toEqual(seedOf("neighborhood").flow);
      await db.destroy();
    });
  },
);
