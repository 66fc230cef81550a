/**
 * Reads the names in a ZIP archive's central directory from the archive's last bytes, so
 * an upload can be told for what it is (a Word document names word/document.xml) without
 * unpacking anything. Only a directory that is whole and consistent counts.
 */

/** How many last bytes of an upload are kept to find its directory: the end record with the longest comment, and room for a long directory. */
export const ZIP_DIRECTORY_BYTES = 512 * 1024;

const END_OF_DIRECTORY = 0x06054b50;
const END_OF_DIRECTORY_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const DIRECTORY_ENTRY = 0x02014b50;
const DIRECTORY_ENTRY_BYTES = 46;

/**
 * The entry names of the archive whose last bytes are `tail` (of `size` bytes in all);
 * undefined when they hold no whole directory that ends where the end record begins
 * (another format, a cut or padded file, a ZIP64 archive, a directory beyond the tail).
 */
export function zipEntryNames(tail: Uint8Array, size: number): string[] | undefined {
  const bytes = Buffer.from(tail.buffer, tail.byteOffset, tail.byteLength);
  const tailStart = size - bytes.length;
  const lowest = Math.max(0, bytes.length - END_OF_DIRECTORY_BYTES - MAX_COMMENT_BYTES);
  for (let end = bytes.length - END_OF_DIRECTORY_BYTES; end >= lowest; end -= 1) {
    if (bytes.readUInt32LE(end) !== END_OF_DIRECTORY) continue;
    // The record's comment runs to the last byte of the file, or this is not the record.
    if (end + END_OF_DIRECTORY_BYTES + bytes.readUInt16LE(end + 20) !== bytes.length) continue;
    const count = bytes.readUInt16LE(end + 10);
    const length = bytes.readUInt32LE(end + 12);
    const start = bytes.readUInt32LE(end + 16) - tailStart;
    if (start < 0 || start + length !== end) return undefined;
    const names: string[] = [];
    let at = start;
    for (let entry = 0; entry < count; entry += 1) {
      if (at + DIRECTORY_ENTRY_BYTES > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
      const nameLength = bytes.readUInt16LE(at + 28);
      const next = at + DIRECTORY_ENTRY_BYTES + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
      if (next > end) return undefined;
      names.push(bytes.toString("utf8", at + DIRECTORY_ENTRY_BYTES, at + DIRECTORY_ENTRY_BYTES + nameLength));
      at = next;
    }
    return at === end ? names : undefined;
  }
  return undefined;
}
