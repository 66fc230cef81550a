import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migrations } from "../../server/db/migrations.ts";
import { Store } from "../../server/db/store.ts";
import { wipePostgres } from "../support/postgres.ts";
import { ENGINES } from "./server.ts";

describe.each(ENGINES)("the schema on %s", (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), "lojuvard-migrate-"));
  const databaseUrl = engine === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  // Several instances share PostgreSQL and may start together; SQLite has one process, which may restart.
  const together = engine === "postgres";
  it(`is migrated once when instances start ${together ? "together" : "one after another"} on an empty database`, async () => {
    if (databaseUrl) await wipePostgres(databaseUrl);
    const open = () => Store.open({ dataDir, databaseUrl });
    const stores = together
      ? await Promise.all(Array.from({ length: 4 }, open))
      : [await open(), await open(), await open(), await open()];
    try {
      const versions = await stores[0]!.engine.all("SELECT version FROM schema_migrations ORDER BY version");
      expect(versions.map((row) => Number(row.version))).toEqual(migrations.map((migration) => migration.version));
      expect(await stores[3]!.count("uploads")).toBe(0);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });
});
