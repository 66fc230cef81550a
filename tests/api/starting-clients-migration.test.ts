import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { clientSeed } from "../../content/seed/clients.ts";
import { seedContent } from "../../server/content/seed.ts";
import { openDatabase } from "../../server/db/database.ts";
import { databaseBefore, insertImportedEntries } from "../support/migrated-before.ts";
import { testDatabaseUrl } from "../support/postgres.ts";
import { ENGINES } from "./server.ts";

const STEP = "0017-t-clients-start-with-their-seed";
const AT = "2026-11-20T06:00:00.000Z";

/**
 * Issue 37.3 on an installation imported while clients started empty: where no client was
 * ever saved, the next start imports the starting clients; where staff saved one, the band
 * stays as they keep it.
 */
describe.each(ENGINES)("the starting clients reaching an existing installation on %s", (engine) => {
  const databaseUrl = engine === "postgres" ? testDatabaseUrl("starting_clients") : undefined;
  const dataDirs: string[] = [];
  afterEach(() => {
    for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** The installation as the earlier release left it, clients marked imported; then this release's start. */
  async function startAfter(prepare: (db: Awaited<ReturnType<typeof databaseBefore>>["db"]) => Promise<void>) {
    const dataDir = mkdtempSync(join(tmpdir(), "lojuvard-clients-"));
    dataDirs.push(dataDir);
    const { db } = await databaseBefore(STEP, { databaseUrl, dataDir });
    await db.insertInto("settings").values({ name: "content_seeded:client", value: AT }).execute();
    await prepare(db);
    await db.destroy();
    const database = await openDatabase({ dataDir, databaseUrl });
    await seedContent(database);
    const ids = (
      await database.db
        .selectFrom("contentEntries")
        .select("id")
        .where("kind", "=", "client")
        .orderBy("position")
        .execute()
    ).map((row) => row.id);
    await database.close();
    return ids;
  }

  it("imports the starting clients where none was ever saved", async () => {
    expect(await startAfter(async () => {})).toEqual(clientSeed.map((client) => client.id));
  });

  it("leaves the clients staff saved, or deleted, as they are", async () => {
    const own = { ...clientSeed[0]!.doc, name: { en: "Own Bank", ru: "Свой банк", uz: "Oʻz bank" } };
    expect(
      await startAfter(async (db) => {
        await insertImportedEntries(db, "client", [["own-bank", own]]);
      }),
    ).toEqual(["own-bank"]);
    expect(
      await startAfter(async (db) => {
        // A client saved and deleted since leaves its history.
        await db
          .insertInto("revisions")
          .values({
            id: "a-deleted-client",
            kind: "client",
            item_id: "gone",
            snapshot: "{}",
            action: "deleted",
            created_at: AT,
            created_by: "Dilnoza Karimova",
          })
          .execute();
      }),
    ).toEqual([]);
  });
});
