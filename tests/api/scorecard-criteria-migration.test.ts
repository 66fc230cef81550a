import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { databaseBefore, insertImportedEntries } from "../support/migrated-before.ts";
import { testDatabaseUrl } from "../support/postgres.ts";
import { ENGINES } from "./server.ts";

const STEP = "0016-h-opening-scorecard-criteria";

/**
 * Issue 38.5 on an installation whose openings were imported before openings had scorecard
 * criteria: each opening gains its department's, an opening given criteria since keeps them.
 */
describe.each(ENGINES)("scorecard criteria reaching an existing installation on %s", (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), "lojuvard-criteria-"));
  const databaseUrl = engine === "postgres" ? testDatabaseUrl("scorecard_criteria") : undefined;
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("gives each opening its department's criteria, and keeps criteria already there", async () => {
    const { db, migrateToLatest } = await databaseBefore(STEP, { databaseUrl, dataDir });
    const own = [{ name: { en: "Java and Spring", ru: "Java и Spring", uz: "Java va Spring" } }];
    await insertImportedEntries(db, "opening", [
      ["devops-engineer-tashkent", { department: "devops", title: { en: "DevOps Engineer" } }],
      ["product-designer-london", { department: "design", title: { en: "Product Designer" } }],
      ["senior-java-developer-tashkent", { department: "backend", criteria: own }],
    ]);

    await migrateToLatest();
    const criteria: Record<string, { name: { en: string } }[]> = Object.fromEntries(
      (await db.selectFrom("content_entries").select(["id", "data"]).where("kind", "=", "opening").execute()).map(
        (row) => [row.id, (JSON.parse(String(row.data)) as { criteria: { name: { en: string } }[] }).criteria],
      ),
    );
    expect(criteria["devops-engineer-tashkent"]!.map((item) => item.name.en)).toContain("Code quality and testing");
    expect(criteria["product-designer-london"]!.map((item) => item.name.en)).toEqual([
      "Experience the role needs",
      "Problem solving",
      "Communication",
      "Motivation and fit with the team",
    ]);
    expect(criteria["senior-java-developer-tashkent"]).toEqual(own);
    await db.destroy();
  });
});
