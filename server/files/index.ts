import type { Database } from "../db/database.ts";
import { adoptDiskFiles } from "./adopt-disk-files.ts";
import { DatabaseFileStore } from "./database-file-store.ts";
import { DiskFileStore } from "./disk-file-store.ts";
import type { FileStore } from "./file-store.ts";

/**
 * Files in the database with PostgreSQL (instances share nothing else), in DATA_DIR with
 * SQLite. Opening the PostgreSQL store first moves in files an earlier release left on disk.
 */
export async function openFileStore(database: Database, dataDir: string): Promise<FileStore> {
  if (database.engine === "sqlite") return new DiskFileStore(dataDir);
  await adoptDiskFiles(database, dataDir);
  return new DatabaseFileStore(database.db);
}
