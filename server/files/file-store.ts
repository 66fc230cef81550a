import { Transform, type Readable } from "node:stream";

/**
 * Where uploaded files are kept: in DATA_DIR with SQLite (one machine), in the database
 * itself with PostgreSQL, so that instances share nothing but the database. Both write
 * a file under a temporary state first and make it whole at the end, so a crash never
 * leaves half a file under a real name; what a crash leaves is swept after a day.
 */
export interface FileStore {
  /**
   * Saves a stream under a new random name. `isTruncated` tells whether the source
   * stopped at its size limit (then nothing is kept); `tailBytes` how many of the last
   * bytes to hand back (a ZIP archive's directory is at its end).
   */
  save(source: Readable, options: { isTruncated: () => boolean; tailBytes?: number }): Promise<SavedFile>;
  open(storedName: string): Readable;
  remove(storedName: string): Promise<void>;
  /** Stored files (whole or not) last written before `before`: candidates for the orphan sweep. */
  writtenBefore(before: Date): Promise<{ name: string; partial: boolean }[]>;
}

export interface SavedFile {
  storedName: string;
  size: number;
  /** The first bytes, for content sniffing. */
  head: Uint8Array;
  /** The last `tailBytes` bytes (all of them in a smaller file). */
  tail: Uint8Array;
  /** The stream exceeded the size limit; nothing was kept. */
  truncated: boolean;
}

const HEAD_BYTES = 16;

/** A pass-through stream that measures what flows: size, first bytes, and last bytes. */
export function contentProbe(tailBytes = 0) {
  let size = 0;
  const head: number[] = [];
  // The last chunks, dropped from the front once the rest still holds `tailBytes`.
  const tail: Buffer[] = [];
  let tailLength = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      for (let i = 0; head.length < HEAD_BYTES && i < chunk.length; i += 1) head.push(chunk[i] ?? 0);
      if (tailBytes > 0) {
        tail.push(chunk);
        tailLength += chunk.length;
        while (tail.length > 1 && tailLength - tail[0]!.length >= tailBytes) tailLength -= tail.shift()!.length;
      }
      callback(null, chunk);
    },
  });
  return {
    stream,
    result: () => ({
      size,
      head: Uint8Array.from(head),
      tail: Buffer.concat(tail, tailLength).subarray(Math.max(0, tailLength - tailBytes)),
    }),
  };
}
