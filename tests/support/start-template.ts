import { randomUUID } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { seedContent } from "../../server/content/seed.ts";
import { openDatabase } from "../../server/db/database.ts";
import { openFileStore } from "../../server/files/index.ts";
import { schemaOf, testDatabaseUrl, wipePostgres } from "./postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Names this run's templates (start-template.setup.ts), so none outlives the code that made it. */
    startTemplateRun: string;
  }
}

/**
 * A test's server starts on a copy of a database that is already migrated and holds the
 * starting content, not on an empty one: running every migration and the import again took
 * most of a start (~430 ms on SQLite, ~1,150 ms on PostgreSQL on two cores, decision 096).
 *
 * The template is what a start writes before anything that depends on the configuration
 * (openDatabase, openFileStore, seedContent, as createServer calls them), so one template
 * serves every test's environment; the rest of the start runs as before, finds the
 * migrations applied and the content imported, and writes nothing more. A template is made
 * once per run (SQLite's once, PostgreSQL's once per worker database) by the first start that
 * needs it, so the times it holds (imported at, migrated at) are from earlier in the run.
 * tests/api/start-template.test.ts compares a copy with a start on an empty database.
 */
export async function copyStartTemplate(where: { dataDir: string; databaseUrl?: string }): Promise<void> {
  if (where.databaseUrl) {
    const schema = schemaOf(where.databaseUrl);
    const copy = await postgresTemplate();
    await query(where.databaseUrl, (client) =>
      client.query(
        `DROP SCHEMA IF EXISTS "${schema}" CASCADE; CREATE SCHEMA "${schema}"; SET search_path TO "${schema}";\n${copy}`,
      ),
    );
  } else cpSync(await sqliteTemplate(), where.dataDir, { recursive: true });
}

/** Makes this run's template of an engine now, if it does not exist yet. */
export async function prepareStartTemplate(engine: string): Promise<void> {
  await (engine === "postgres" ? postgresTemplate() : sqliteTemplate());
}

/** This run's name; without the global setup, this process's own (templates then last one file). */
const run = inject("startTemplateRun") ?? randomUUID();

async function fill(where: { dataDir: string; databaseUrl?: string }): Promise<void> {
  const database = await openDatabase(where);
  try {
    await openFileStore(database, where.dataDir);
    await seedContent(database);
  } finally {
    await database.close();
  }
}

/** The DATA_DIR of a start, shared by this run's workers: whoever finishes first names it. */
let sqlite: Promise<string> | undefined;
function sqliteTemplate(): Promise<string> {
  return (sqlite ??= (async () => {
    const dir = join(tmpdir(), `lojuvard-start-${run}`);
    if (existsSync(dir)) return dir;
    const making = mkdtempSync(join(tmpdir(), "lojuvard-start-making-"));
    try {
      await fill({ dataDir: making });
      renameSync(making, dir);
    } catch (error) {
      rmSync(making, { recursive: true, force: true });
      if (!existsSync(dir)) throw error;
    }
    return dir;
  })());
}

/**
 * With PostgreSQL, a schema of this worker's database holds the template (its comment names
 * the run that made it), and a script copies it into a test's schema: tables, rows, then
 * indexes and constraints under the same names, as a start on an empty schema makes them.
 */
let postgres: Promise<string> | undefined;
function postgresTemplate(): Promise<string> {
  return (postgres ??= (async () => {
    const url = testDatabaseUrl("start_template")!;
    const schema = schemaOf(url);
    if ((await query(url, (client) => madeBy(client, schema))) !== run) {
      await wipePostgres(url);
      const dataDir = mkdtempSync(join(tmpdir(), "lojuvard-start-making-"));
      try {
        await fill({ dataDir, databaseUrl: url });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
      await query(url, (client) => client.query(`COMMENT ON SCHEMA "${schema}" IS '${run}'`));
    }
    return query(url, (client) => copyScript(client, schema));
  })());
}

async function madeBy(client: pg.Client, schema: string): Promise<string | undefined> {
  const { rows } = await client.query<{ run: string | null }>(
    "SELECT obj_description(oid, 'pg_namespace') AS run FROM pg_namespace WHERE nspname = $1",
    [schema],
  );
  return rows[0]?.run ?? undefined;
}

/** The statements that copy the template schema into the schema first on the search path. */
async function copyScript(client: pg.Client, schema: string): Promise<string> {
  const unknown = await client.query<{ what: string }>(
    `SELECT relkind::text || ' ' || relname AS what FROM pg_class
       WHERE relnamespace = $1::regnamespace AND relkind NOT IN ('r', 'i')
     UNION ALL SELECT 'function ' || proname FROM pg_proc WHERE pronamespace = $1::regnamespace
     UNION ALL SELECT 'type ' || typname FROM pg_type
       WHERE typnamespace = $1::regnamespace AND typrelid = 0 AND typelem = 0
     UNION ALL SELECT 'trigger ' || tgname FROM pg_trigger JOIN pg_class ON pg_class.oid = tgrelid
       WHERE relnamespace = $1::regnamespace AND NOT tgisinternal`,
    [schema],
  );
  if (unknown.rowCount)
    throw new Error(
      `tests/support/start-template.ts copies tables, indexes and constraints only, not ${unknown.rows.map((row) => row.what).join(", ")}`,
    );
  const tables = await client.query<{ name: string; unlogged: boolean; columns: string }>(
    `SELECT quote_ident(relname) AS name, relpersistence = 'u' AS unlogged,
            string_agg(quote_ident(attname), ', ' ORDER BY attnum) AS columns
       FROM pg_class JOIN pg_attribute ON attrelid = pg_class.oid
      WHERE relnamespace = $1::regnamespace AND relkind = 'r' AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
      GROUP BY relname, relpersistence ORDER BY relname`,
    [schema],
  );
  const indexes = await client.query<{ statement: string }>(
    `SELECT pg_get_indexdef(indexrelid) AS statement FROM pg_index JOIN pg_class ON pg_class.oid = indexrelid
      WHERE relnamespace = $1::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conindid = indexrelid AND conrelid = indrelid)
      ORDER BY relname`,
    [schema],
  );
  // Check constraints come with LIKE; keys first, then the foreign keys that need them.
  const constraints = await client.query<{ statement: string }>(
    `SELECT format('ALTER TABLE %I ADD CONSTRAINT %I %s', (SELECT relname FROM pg_class WHERE oid = conrelid), conname, pg_get_constraintdef(oid)) AS statement
       FROM pg_constraint WHERE connamespace = $1::regnamespace AND contype IN ('p', 'u', 'x', 'f')
      ORDER BY contype = 'f', conname`,
    [schema],
  );
  const quoted = `"${schema}"`;
  return [
    ...tables.rows.map(
      (table) =>
        `CREATE ${table.unlogged ? "UNLOGGED " : ""}TABLE ${table.name} (LIKE ${quoted}.${table.name} INCLUDING ALL EXCLUDING INDEXES)`,
    ),
    ...tables.rows.map(
      (table) => `INSERT INTO ${table.name} (${table.columns}) SELECT ${table.columns} FROM ${quoted}.${table.name}`,
    ),
    // Definitions name the template's tables; unqualified, they name the copy's.
    ...[...indexes.rows, ...constraints.rows].map((row) => row.statement.replaceAll(`${schema}.`, "")),
  ].join(";\n");
}

async function query<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
