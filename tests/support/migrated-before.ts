import { Kysely, sql } from "kysely";
import { Migrator } from "kysely/migration";
import { postgresDialect, sqliteDialect } from "../../server/db/engines.ts";
import { migrations } from "../../server/db/migrations.ts";
import { wipePostgres } from "./postgres.ts";

/**
 * A database as an earlier release left it: migrated up to the step before `step`, so a test
 * can write rows in their old shape, then run the rest (`migrateToLatest`) and read the result.
 * PostgreSQL when `databaseUrl` is given (wiped first), SQLite in `dataDir` otherwise.
 */
export async function databaseBefore(step: string, where: { databaseUrl?: string; dataDir: string }) {
  if (where.databaseUrl) await wipePostgres(where.databaseUrl);
  const dialect = where.databaseUrl ? postgresDialect(where.databaseUrl) : sqliteDialect(where.dataDir);
  // The old shape has no generated types: the test writes it as it was.
  const db = new Kysely<any>({ dialect }); // eslint-disable-line @typescript-eslint/no-explicit-any
  const schema = where.databaseUrl
    ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({ db, provider: migrations, migrationTableSchema: schema });
  const before = Object.keys(await migrations.getMigrations())
    .sort()
    .filter((name) => name < step)
    .at(-1)!;
  const { error } = await migrator.migrateTo(before);
  if (error) throw error;
  return {
    db,
    migrateToLatest: async () => {
      const { error: failed } = await migrator.migrateToLatest();
      if (failed) throw failed;
    },
  };
}

/** Entries of one kind as the seed import wrote them, published, in the given order. */
export async function insertImportedEntries(
  db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  kind: string,
  entries: readonly (readonly [id: string, doc: unknown])[],
): Promise<void> {
  const at = "2026-11-20T06:00:00.000Z";
  for (const [position, [id, doc]] of entries.entries()) {
    await db
      .insertInto("content_entries")
      .values({
        kind,
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
}
