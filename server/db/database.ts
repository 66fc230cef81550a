import { CamelCasePlugin, Kysely, sql, type Transaction } from "kysely";
import { Migrator } from "kysely/migration";
import { postgresDialect, sqliteDialect } from "./engines.ts";
import { migrations } from "./migrations.ts";
import type { Schema } from "./schema.ts";

/**
 * The database: SQLite in DATA_DIR, or PostgreSQL when DATABASE_URL is set, behind one
 * typed query builder (Kysely). Each table's queries live in their own module beside
 * this one and take a `Db`: the database itself or a transaction.
 */
export type Db = Kysely<Schema> | Transaction<Schema>;

export interface Database {
  readonly db: Kysely<Schema>;
  readonly engine: "sqlite" | "postgres";
  /** Runs `work` in one transaction: everything it writes commits together or not at all. */
  transaction<T>(work: (tx: Transaction<Schema>) => Promise<T>): Promise<T>;
  /**
   * A transaction that no other holder of the same lock runs beside, on any instance
   * (a PostgreSQL advisory lock; SQLite's write lock already serializes writers).
   */
  exclusive<T>(lock: string, work: (tx: Transaction<Schema>) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** What runs once a transaction opened by `Database` has committed (afterCommit). */
const onCommit = new WeakMap<Transaction<Schema>, (() => Promise<void>)[]>();

/**
 * Runs `work` once what `db` wrote is committed: after its transaction commits, before the
 * transaction's caller goes on (not at all if it rolls back); outside a transaction, now.
 */
export async function afterCommit(db: Db, work: () => Promise<void>): Promise<void> {
  const queue = db.isTransaction ? onCommit.get(db as Transaction<Schema>) : undefined;
  if (queue) queue.push(work);
  else await work();
}

async function inTransaction<T>(db: Kysely<Schema>, work: (tx: Transaction<Schema>) => Promise<T>): Promise<T> {
  const committed: (() => Promise<void>)[] = [];
  const result = await db.transaction().execute((tx) => {
    onCommit.set(tx, committed);
    return work(tx);
  });
  for (const next of committed) await next();
  return result;
}

/** Opens the database and applies missing migrations before anything else can use it. */
export async function openDatabase(options: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  const engine = options.databaseUrl ? "postgres" : "sqlite";
  const dialect = options.databaseUrl ? postgresDialect(options.databaseUrl) : sqliteDialect(options.dataDir);
  const db = new Kysely<Schema>({ dialect, plugins: [new CamelCasePlugin()] });
  try {
    await migrate(db, engine);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return {
    db,
    engine,
    transaction: (work) => inTransaction(db, work),
    exclusive: (lock, work) =>
      inTransaction(db, async (tx) => {
        if (engine === "postgres") await sql`SELECT pg_advisory_xact_lock(hashtext(${lock}))`.execute(tx);
        return work(tx);
      }),
    async ping() {
      await sql`SELECT 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

async function migrate(db: Kysely<Schema>, engine: Database["engine"]): Promise<void> {
  // The migrator's own tables live in the schema the connection uses: left unnamed, it
  // would take a table of that name in any other schema of the database for its own.
  const schema =
    engine === "postgres"
      ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]?.schema
      : undefined;
  // Migrations name tables and columns as SQL does: no camelCase mapping.
  // Branches of work add steps side by side; a database that has a later step still takes an earlier one.
  const migrator = new Migrator({
    db: db.withoutPlugins(),
    provider: migrations,
    migrationTableSchema: schema,
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Database migration ${failed} failed: ${String(error)}`, { cause: error });
  }
}
