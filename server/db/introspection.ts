import { sql } from "kysely";
import type { Database } from "./database.ts";

/** A column as the migrations made it, in SQL's names and types. */
export interface ColumnShape {
  name: string;
  /** The engine's name of its type, lower case: `text`, `integer`, `int4`, `bytea`… */
  dataType: string;
  nullable: boolean;
  /** The database fills it when an insert leaves it out (a default or an auto-increment). */
  generated: boolean;
}

export interface TableShape {
  name: string;
  columns: ColumnShape[];
}

/**
 * The application's tables as the database has them (Kysely's introspection), in name
 * order with their columns in the order they were made, without the migrator's own
 * tables. On PostgreSQL only the connection's schema counts (tests share one database).
 */
export async function describeTables(database: Database): Promise<TableShape[]> {
  const db = database.db.withoutPlugins();
  const ownSchema =
    database.engine === "postgres"
      ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]?.schema
      : undefined;
  const tables = (await db.introspection.getTables()).filter(
    (table) => !table.isView && (ownSchema === undefined || table.schema === ownSchema),
  );
  const shapes: TableShape[] = [];
  for (const table of tables) {
    const keys = database.engine === "sqlite" ? await sqlitePrimaryKey(database, table.name) : new Set<string>();
    shapes.push({
      name: table.name,
      columns: table.columns.map((column) => ({
        name: column.name,
        dataType: column.dataType.toLowerCase(),
        // SQLite lets a primary key other than INTEGER hold NULL (a historical quirk);
        // PostgreSQL never does, and the application never stores one.
        nullable: column.isNullable && !keys.has(column.name),
        generated: column.hasDefaultValue || column.isAutoIncrementing,
      })),
    });
  }
  return shapes.sort((a, b) => a.name.localeCompare(b.name));
}

async function sqlitePrimaryKey(database: Database, table: string): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table}) WHERE pk > 0`.execute(
    database.db.withoutPlugins(),
  );
  return new Set(rows.map((row) => row.name));
}
