import pg from "pg";

/**
 * The PostgreSQL database tests may wipe (TEST_DATABASE_URL), narrowed to a schema of
 * this test worker's own, so test files that run in parallel never see each other's
 * rows. `name` picks another schema (a browser test's server, say).
 *
 * A Vitest worker also has a database of its own (`<database>_worker_<n>`, made by
 * `tests/support/worker-database.ts`): kysely's introspector lists the tables of every schema
 * of a database, and another worker dropping its schema meanwhile failed that query.
 */
export function testDatabaseUrl(name = `worker_${process.env.VITEST_POOL_ID ?? process.env.TEST_WORKER_INDEX ?? "0"}`) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const url = new URL(workerDatabaseUrl(base));
  url.searchParams.set("options", `-c search_path=${schemaName(name)}`);
  return url.toString();
}

/** TEST_DATABASE_URL with the database of this Vitest worker; unchanged outside Vitest. */
export function workerDatabaseUrl(base: string): string {
  const pool = process.env.VITEST_POOL_ID;
  if (!pool) return base;
  const url = new URL(base);
  url.pathname = `${url.pathname}_worker_${pool}`;
  return url.toString();
}

function schemaName(name: string): string {
  return `test_${name.replace(/[^a-z0-9_]/gi, "_").toLowerCase()}`;
}

/** The schema a test database URL names. */
export function schemaOf(url: string): string {
  const options = new URL(url).searchParams.get("options") ?? "";
  return /search_path=([a-z0-9_]+)/i.exec(options)?.[1] ?? "public";
}

/** Empties the schema of a test database URL: every table, every migration. */
export async function wipePostgres(url: string): Promise<void> {
  const schema = schemaOf(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE; CREATE SCHEMA "${schema}";`);
  } finally {
    await client.end();
  }
}

/** Runs an SQL script (a dump) in the schema of a test database URL. */
export async function runPostgresScript(url: string, script: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(script);
  } finally {
    await client.end();
  }
}
