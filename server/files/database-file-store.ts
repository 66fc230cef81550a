import { randomUUID } from "node:crypto";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Db } from "../db/database.ts";
import { chunkedFilesBefore, deleteChunks, insertChunk, readChunk } from "../db/upload-chunks.ts";
import { contentProbe, type FileStore, type SavedFile } from "./file-store.ts";

/** Rows of this size: a few round trips per file, little memory per upload in flight. */
const CHUNK_BYTES = 256 * 1024;

/**
 * Files in the database (upload_chunks), for PostgreSQL. Each chunk commits on its own,
 * so a slow upload holds no transaction open; a file counts as whole only once its
 * uploads row exists (written after the last chunk), and chunks without a row are
 * swept after a day like the disk store's `.part` files.
 */
export class DatabaseFileStore implements FileStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async save(
    source: Readable,
    options: { isTruncated: () => boolean; tailBytes?: number; storedName?: string },
  ): Promise<SavedFile> {
    // A name is given only when a file moves in from the disk store (adopt-disk-files.ts).
    const storedName = options.storedName ?? randomUUID();
    const probe = contentProbe(options.tailBytes);
    const db = this.db;
    let seq = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    // The chunk being written: a body that breaks off fails the pipeline at once, while this
    // insert may still be on its way; it must land before the chunks are deleted.
    let writing: Promise<void> = Promise.resolve();
    const writeChunk = () => {
      if (pendingBytes === 0) return Promise.resolve();
      const data = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      writing = insertChunk(db, storedName, seq, data, new Date().toISOString()).then(() => {
        seq += 1;
      });
      return writing;
    };
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes < CHUNK_BYTES) return callback();
        writeChunk().then(() => callback(), callback);
      },
      final(callback) {
        writeChunk().then(() => callback(), callback);
      },
    });
    try {
      await pipeline(source, probe.stream, sink);
      if (options.isTruncated()) {
        await deleteChunks(db, storedName);
        return { storedName, ...probe.result(), truncated: true };
      }
      if (seq === 0) await insertChunk(db, storedName, 0, new Uint8Array(), new Date().toISOString());
      return { storedName, ...probe.result(), truncated: false };
    } catch (error) {
      await writing.catch(() => undefined);
      await deleteChunks(db, storedName).catch(() => undefined);
      throw error;
    }
  }

  open(storedName: string): Readable {
    const db = this.db;
    let seq = 0;
    return new Readable({
      read() {
        readChunk(db, storedName, seq).then(
          (data) => {
            seq += 1;
            // An empty file is one empty chunk; past the last chunk there is none.
            if (data === undefined || data.length === 0) this.push(null);
            else this.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
          },
          (error: Error) => this.destroy(error),
        );
      },
    });
  }

  async remove(storedName: string): Promise<void> {
    await deleteChunks(this.db, storedName);
  }

  async writtenBefore(before: Date): Promise<{ name: string; partial: boolean }[]> {
    // Whether a file is whole is told by its uploads row, which the sweep checks.
    return (await chunkedFilesBefore(this.db, before.toISOString())).map((name) => ({ name, partial: false }));
  }
}
