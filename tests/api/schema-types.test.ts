import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/database.ts";
import { SCHEMA_FILE, schemaTypes } from "../../tools/db-types.ts";
import { testDatabaseUrl, wipePostgres } from "../support/postgres.ts";
import { ENGINES } from "./server.ts";

/**
 * The committed types of the database (server/db/schema.ts) are what the migrations make,
 * on each engine: the compiler checks every query against the tables as they really are.
 */
describe.each(ENGINES)("the database's types on %s", (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), "lojuvard-db-types-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("are what the migrations make", async () => {
    const databaseUrl = engine === "postgres" ? testDatabaseUrl() : undefined;
    if (databaseUrl) await wipePostgres(databaseUrl);
    const database = await openDatabase({ dataDir, databaseUrl });
    try {
      expect(
        await schemaTypes(database),
        "server/db/schema.ts differs from what the migrations make: run `npm run db:types` after adding or changing a migration, and commit the result",
      ).toBe(readFileSync(SCHEMA_FILE, "utf8"));
    } finally {
      await database.close();
    }
  });
});
