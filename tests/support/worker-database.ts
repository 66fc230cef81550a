import pg from "pg";
import { workerDatabaseUrl } from "./postgres.ts";

/**
 * Vitest's setup file for the suites on PostgreSQL: makes this worker's own database
 * (postgres.ts) when it does not exist yet. TEST_DATABASE_URL's role needs CREATEDB.
 */
const base = process.env.TEST_DATABASE_URL;
if (base) {
  const name = decodeURIComponent(new URL(workerDatabaseUrl(base)).pathname.slice(1));
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } catch (error) {
    if ((error as { code?: string }).code !== "42501") throw error;
    throw new Error(`Could not make the test database ${name}: TEST_DATABASE_URL's role needs CREATEDB`, {
      cause: error,
    });
  } finally {
    await client.end();
  }
}
