import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import {
  CompiledQuery,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Dialect,
  type SqliteDatabase,
  type SqliteStatement,
} from "kysely";
import pg from "pg";

/** The file of the SQLite database inside DATA_DIR. */
const SQLITE_FILE = "lojuvard.sqlite";

/**
 * SQLite in DATA_DIR through Node's built-in driver. WAL lets pages read while a
 * submission writes; synchronous=FULL makes every acknowledged commit survive a power
 * cut, not only a process crash.
 */
export function sqliteDialect(dataDir: string): Dialect {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, SQLITE_FILE));
  db.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;",
  );
  // SQLite's own lower() folds ASCII only; searches in Cyrillic and Uzbek need Unicode,
  // and overriding it keeps every query the same on both engines.
  db.function("lower", { deterministic: true }, (value) =>
    typeof value === "string" ? value.toLocaleLowerCase("und") : value,
  );
  return new NodeSqliteDialect({ database: nodeSqliteDatabase(db) });
}

/** node:sqlite in the shape Kysely's SQLite driver expects (better-sqlite3's). */
function nodeSqliteDatabase(db: DatabaseSync): SqliteDatabase {
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      const statement: StatementSync = db.prepare(sql);
      // Kysely binds positional values only, never a named-parameter object.
      type Value = Extract<Parameters<StatementSync["all"]>[number], SQLInputValue>;
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...(parameters as Value[])),
        run: (parameters) => statement.run(...(parameters as Value[])),
        iterate: (parameters) => statement.iterate(...(parameters as Value[])),
      };
    },
  };
}

/**
 * Kysely's SQLite dialect with two differences: writes take the database lock when the
 * transaction begins (another process, such as a test reading the file, cannot make
 * it fail half-way), and migrations run in a transaction, which SQLite supports.
 */
class NodeSqliteDialect extends SqliteDialect {
  private readonly database: SqliteDatabase;

  constructor(config: { database: SqliteDatabase }) {
    super(config);
    this.database = config.database;
  }

  override createDriver() {
    return new ImmediateSqliteDriver({ database: this.database });
  }

  override createAdapter() {
    return new TransactionalDdlSqliteAdapter();
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** PostgreSQL through a pool; BIGINT (counts, epoch milliseconds) read as numbers, as in SQLite. */
export function postgresDialect(connectionString: string): Dialect {
  const BIGINT = 20;
  const types = {
    getTypeParser: ((oid: number, format?: "text" | "binary") =>
      oid === BIGINT && format !== "binary"
        ? Number
        : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  return new PostgresDialect({ pool: new pg.Pool({ connectionString, max: 10, types }) });
}
