/**
 * The little SQL both engines share: statements use `?` placeholders; the PostgreSQL
 * driver rewrites them to `$1, $2, …`. Rows come back as plain objects.
 */
export type Row = Record<string, unknown>;
export type Params = ReadonlyArray<string | number | null>;

export interface SqlRunner {
  all(sql: string, params?: Params): Promise<Row[]>;
  /** Runs a statement; resolves to the number of rows it changed. */
  run(sql: string, params?: Params): Promise<number>;
}

export interface SqlEngine extends SqlRunner {
  dialect: "sqlite" | "postgres";
  exec(script: string): Promise<void>;
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The SQL function that lower-cases text in every script (both engines). */
export function lowerFunction(dialect: SqlEngine["dialect"]): string {
  return dialect === "sqlite" ? "unicode_lower" : "lower";
}

export function toPostgresPlaceholders(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}
