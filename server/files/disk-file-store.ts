import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream, mkdirSync } from "node:fs";
import { open, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { contentProbe, type FileStore, type SavedFile } from "./file-store.ts";

/**
 * Files under DATA_DIR/uploads with random names, outside every public folder. A file
 * is written to `<name>.part`, flushed to disk and then renamed.
 */
export class DiskFileStore implements FileStore {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, "uploads");
    mkdirSync(this.dir, { recursive: true });
  }

  private path(storedName: string): string {
    return join(this.dir, storedName);
  }

  async save(source: Readable, options: { isTruncated: () => boolean; tailBytes?: number }): Promise<SavedFile> {
    const storedName = randomUUID();
    const temporary = this.path(`${storedName}.part`);
    const probe = contentProbe(options.tailBytes);
    try {
      await pipeline(source, probe.stream, createWriteStream(temporary, { flags: "wx" }));
      if (options.isTruncated()) {
        await rm(temporary, { force: true });
        return { storedName, ...probe.result(), truncated: true };
      }
      await flush(temporary);
      await rename(temporary, this.path(storedName));
      await flush(this.dir);
      return { storedName, ...probe.result(), truncated: false };
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  open(storedName: string): Readable {
    return createReadStream(this.path(storedName));
  }

  async remove(storedName: string): Promise<void> {
    await rm(this.path(storedName), { force: true });
  }

  async writtenBefore(before: Date): Promise<{ name: string; partial: boolean }[]> {
    const files: { name: string; partial: boolean }[] = [];
    for (const entry of await readdir(this.dir, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const info = await stat(this.path(entry.name)).catch(() => null);
      if (info && info.mtime < before) files.push({ name: entry.name, partial: entry.name.endsWith(".part") });
    }
    return files;
  }
}

async function flush(path: string): Promise<void> {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
