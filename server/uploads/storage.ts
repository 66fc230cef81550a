import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

export interface SavedFile {
  storedName: string;
  size: number;
  /** The first bytes, for content sniffing. */
  head: Uint8Array;
  /** The stream exceeded the size limit; nothing was kept. */
  truncated: boolean;
}

const HEAD_BYTES = 16;

/**
 * Uploaded files under DATA_DIR/uploads with random names, outside every public
 * folder. A file is written to a temporary name, flushed to disk and then renamed,
 * so a crash never leaves a half-written file under a real name.
 */
export class UploadStorage {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, "uploads");
  }

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  path(storedName: string): string {
    return join(this.dir, storedName);
  }

  /** Saves a stream; `isTruncated` tells whether the source stopped at its size limit. */
  async save(source: Readable, isTruncated: () => boolean): Promise<SavedFile> {
    const storedName = randomUUID();
    const temporary = this.path(`${storedName}.part`);
    let size = 0;
    const head: number[] = [];
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        for (let i = 0; head.length < HEAD_BYTES && i < chunk.length; i += 1) head.push(chunk[i] ?? 0);
        callback(null, chunk);
      },
    });
    try {
      await pipeline(source, measure, createWriteStream(temporary, { flags: "wx" }));
      if (isTruncated()) {
        await rm(temporary, { force: true });
        return { storedName, size, head: Uint8Array.from(head), truncated: true };
      }
      await flush(temporary);
      await rename(temporary, this.path(storedName));
      await flush(this.dir);
      return { storedName, size, head: Uint8Array.from(head), truncated: false };
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async remove(storedName: string): Promise<void> {
    await rm(this.path(storedName), { force: true });
  }

  /** Files last written before `before`, finished or not (`.part`): candidates for the orphan sweep. */
  async filesWrittenBefore(before: Date): Promise<{ name: string; partial: boolean }[]> {
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
