import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Params, Row, SqlEngine, SqlRunner } from "./sql.ts";

/**
 * SQLite in DATA_DIR through Node's built-in driver. WAL lets pages read while a
 * submission writes; synchronous=FULL makes every acknowledged commit survive a
 * power cut, not only a process crash.
 */
export function openSqlite(dataDir: string): SqlEngine {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, "lojuvard.sqlite"));
  db.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;",
  );
  // SQLite's lower() only knows ASCII; searches in Cyrillic and Uzbek need Unicode case folding.
  db.function("unicode_lower", { deterministic: true }, (value) =>
    typeof value === "string" ? value.toLocaleLowerCase("und") : value,
  );

  const runner: SqlRunner = {
    async all(sql: string, params: Params = []) {
      return db.prepare(sql).all(...params) as Row[];
    },
    async run(sql: string, params: Params = []) {
      return Number(db.prepare(sql).run(...params).changes);
    },
  };

  // node:sqlite is synchronous, so a transaction's statements cannot interleave with
  // others unless the work awaits something else; a queue keeps transactions serial anyway.
  let queue: Promise<unknown> = Promise.resolve();

  return {
    dialect: "sqlite",
    ...runner,
    async exec(script) {
      db.exec(script);
    },
    transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T> {
      const next = queue.then(async () => {
        db.exec("BEGIN IMMEDIATE");
        try {
          const result = await work(runner);
          db.exec("COMMIT");
          return result;
        } catch (error) {
          db.exec("ROLLBACK");
          throw error;
        }
      });
      queue = next.catch(() => undefined);
      return next;
    },
    async close() {
      db.close();
    },
  };
}
