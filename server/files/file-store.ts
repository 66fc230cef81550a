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
   * stopped at its size limit (then nothing is kept); `markers` are texts to look for
   * in the content (a DOCX is a ZIP that contains "word/").
   */
  save(source: Readable, options: { isTruncated: () => boolean; markers?: readonly string[] }): Promise<SavedFile>;
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
  /** Which of the requested markers occur in the content. */
  markersFound: Set<string>;
  /** The stream exceeded the size limit; nothing was kept. */
  truncated: boolean;
}

const HEAD_BYTES = 16;

/** A pass-through stream that measures what flows: size, first bytes, and markers found. */
export function contentProbe(markers: readonly string[] = []) {
  let size = 0;
  const head: number[] = [];
  const found = new Set<string>();
  const overlap = Math.max(0, ...markers.map((marker) => marker.length - 1));
  let tail = Buffer.alloc(0);
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      for (let i = 0; head.length < HEAD_BYTES && i < chunk.length; i += 1) head.push(chunk[i] ?? 0);
      if (markers.length > found.size) {
        // A marker may straddle two chunks: search the previous chunk's end with this one.
        const window = Buffer.concat([tail, chunk]);
        for (const marker of markers) if (window.includes(marker, 0, "latin1")) found.add(marker);
        tail = window.subarray(Math.max(0, window.length - overlap));
      }
      callback(null, chunk);
    },
  });
  return {
    stream,
    result: () => ({ size, head: Uint8Array.from(head), markersFound: found }),
  };
}
