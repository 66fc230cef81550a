import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { caseStudySeed } from "../../content/seed/case-studies.ts";
import { databaseBefore, insertImportedEntries } from "../support/migrated-before.ts";
import { testDatabaseUrl } from "../support/postgres.ts";
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
      const { db, migrateToLatest } = await databaseBefore(STEP, { databaseUrl, dataDir });

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
      await insertImportedEntries(db, "case-study", [
        ["familycredit", family],
        ["kindergarten", preschool],
        ["neighborhood", mahalla],
      ]);

      await migrateToLatest();
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
