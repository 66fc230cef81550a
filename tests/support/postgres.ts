import pg from "pg";

/** Empties a PostgreSQL database a test may wipe (TEST_DATABASE_URL): every table, every migration. */
export async function wipePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
  } finally {
    await client.end();
  }
}
