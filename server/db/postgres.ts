import pg from "pg";
import { toPostgresPlaceholders, type Params, type Row, type SqlEngine, type SqlRunner } from "./sql.ts";

/** PostgreSQL when DATABASE_URL is set: the same statements through a connection pool. */
export function openPostgres(connectionString: string): SqlEngine {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const runnerFor = (client: pg.Pool | pg.PoolClient): SqlRunner => ({
    async all(sql: string, params: Params = []) {
      return (await client.query(toPostgresPlaceholders(sql), params as unknown[])).rows as Row[];
    },
    async run(sql: string, params: Params = []) {
      return (await client.query(toPostgresPlaceholders(sql), params as unknown[])).rowCount ?? 0;
    },
  });

  return {
    dialect: "postgres",
    ...runnerFor(pool),
    async exec(script) {
      await pool.query(script);
    },
    async transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await work(runnerFor(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
