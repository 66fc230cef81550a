import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Database } from "../db/database.ts";
import { uploadsWithoutChunks } from "../db/upload-chunks.ts";
import { DatabaseFileStore } from "./database-file-store.ts";
import { DiskFileStore } from "./disk-file-store.ts";

/**
 * Releases before files moved into PostgreSQL kept them in DATA_DIR/uploads, on a volume
 * every instance shared. At start-up, each upload whose bytes are not in the database yet
 * is copied in from there under its own name, in one transaction that instances starting
 * together take in turn. The folder is left as it is (remove it once every instance runs
 * this release). Returns how many files were copied.
 */
export async function adoptDiskFiles(database: Database, dataDir: string): Promise<number> {
  if (!existsSync(join(dataDir, "uploads"))) return 0;
  const disk = new DiskFileStore(dataDir);
  return database.exclusive("adopt-disk-files", async (tx) => {
    const files = new DatabaseFileStore(tx);
    let adopted = 0;
    for (const storedName of await uploadsWithoutChunks(tx)) {
      if (!existsSync(join(disk.dir, storedName))) continue;
      await files.save(disk.open(storedName), { isTruncated: () => false, storedName });
      adopted += 1;
    }
    return adopted;
  });
}
