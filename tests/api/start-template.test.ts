import { readdirSync } from "node:fs";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { prepareStartTemplate } from "../support/start-template.ts";
import { ENGINES, startTestServer, type TestServer } from "./server.ts";

/** Times and random ids differ from one start to the next; everything else must not. */
const VOLATILE = [
  [/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}(:\d{2})?)?/g, "<time>"],
  [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<uuid>"],
] as const;

type At = { at: string };
type Named = { name: string };

/**
 * The tests' servers start on a copy of a template (tests/support/start-template.ts): the
 * copy must be what a start on an empty database makes, to the last index and row, and the
 * start on it must find nothing left to migrate or import.
 */
describe.each(ENGINES)("a test's server on %s", (engine) => {
  it("starts on a copy equal to a start on an empty database, with nothing left to do", async () => {
    const empty = await startTestServer(engine, {}, { emptyDatabase: true });
    const expected = await snapshot(empty).finally(() => empty.close());

    await prepareStartTemplate(engine);
    const before = new Date().toISOString();
    const copied = await startTestServer(engine);
    try {
      expect(await snapshot(copied)).toEqual(expected);
      // Made by the template, not by this start.
      const db = copied.database.db.withoutPlugins();
      const migrated = await sql<At>`SELECT timestamp AS at FROM kysely_migration`.execute(db);
      const imported = await sql<At>`SELECT value AS at FROM settings WHERE name LIKE 'content_seeded:%'`.execute(db);
      expect(migrated.rows.length).toBeGreaterThan(0);
      expect(imported.rows.length).toBeGreaterThan(0);
      for (const { at } of [...migrated.rows, ...imported.rows]) expect(new Date(at).toISOString() < before).toBe(true);
    } finally {
      await copied.close();
    }
  });
});

/** The database's definitions and rows (volatile values masked), and the files of DATA_DIR. */
async function snapshot(server: TestServer) {
  const db = server.database.db.withoutPlugins();
  const definitions =
    server.database.engine === "sqlite"
      ? await sql`SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name`.execute(db)
      : await sql`
          SELECT 'relation' AS what, relname AS name, relkind::text || relpersistence::text AS definition
            FROM pg_class WHERE relnamespace = current_schema()::regnamespace
          UNION ALL
          SELECT 'column', attrelid::regclass::text || '.' || attname,
                 concat_ws(' ', row_number() OVER (PARTITION BY attrelid ORDER BY attnum),
                           format_type(atttypid, atttypmod), attnotnull, attidentity, attgenerated,
                           pg_get_expr(adbin, adrelid), attcollation::regcollation::text)
            FROM pg_attribute
            JOIN pg_class ON pg_class.oid = attrelid AND relnamespace = current_schema()::regnamespace
            LEFT JOIN pg_attrdef ON adrelid = attrelid AND adnum = attnum
           WHERE attnum > 0 AND NOT attisdropped
          UNION ALL
          SELECT 'index', indexrelid::regclass::text, pg_get_indexdef(indexrelid)
            FROM pg_index JOIN pg_class ON pg_class.oid = indexrelid
           WHERE relnamespace = current_schema()::regnamespace
          UNION ALL
          SELECT 'constraint', conrelid::regclass::text || '.' || conname, pg_get_constraintdef(oid)
            FROM pg_constraint WHERE connamespace = current_schema()::regnamespace
          UNION ALL
          SELECT 'trigger', tgrelid::regclass::text || '.' || tgname, pg_get_triggerdef(pg_trigger.oid)
            FROM pg_trigger JOIN pg_class ON pg_class.oid = tgrelid
           WHERE relnamespace = current_schema()::regnamespace AND NOT tgisinternal
          UNION ALL
          SELECT 'function', proname, pg_get_functiondef(oid)
            FROM pg_proc WHERE pronamespace = current_schema()::regnamespace
          ORDER BY 1, 2, 3`.execute(db);
  const tables =
    server.database.engine === "sqlite"
      ? await sql<Named>`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`.execute(db)
      : await sql<Named>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`.execute(db);
  const rows: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const all = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(db);
    rows[name] = all.rows.map((row) => masked(JSON.stringify(row))).sort();
  }
  const files = readdirSync(server.dataDir, { recursive: true, encoding: "utf8" }).sort();
  return { definitions: definitions.rows, rows, files };
}

function masked(text: string): string {
  return VOLATILE.reduce((result, [pattern, mask]) => result.replace(pattern, mask), text);
}
