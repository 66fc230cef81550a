import { describe, expect, it } from "vitest";
import { zipEntryNames, ZIP_DIRECTORY_BYTES } from "../../server/submissions/zip-directory.ts";
import { wordDocument, zipArchive } from "../support/zip.ts";

/** The last bytes of a file, as the upload's probe keeps them. */
const tailOf = (bytes: Uint8Array, keep = ZIP_DIRECTORY_BYTES) => bytes.subarray(Math.max(0, bytes.length - keep));

describe("a ZIP archive's directory", () => {
  it("names the entries of an archive", () => {
    const docx = wordDocument();
    expect(zipEntryNames(tailOf(docx), docx.length)).toEqual(["[Content_Types].xml", "word/document.xml"]);
  });

  it("is found in the last bytes of an archive far larger than them", () => {
    const docx = wordDocument(3 * ZIP_DIRECTORY_BYTES);
    expect(zipEntryNames(tailOf(docx), docx.length)).toContain("word/document.xml");
  });

  it("is read past an archive comment", () => {
    const docx = Buffer.from(wordDocument());
    const comment = Buffer.from("Made by a word processor");
    docx.writeUInt16LE(comment.length, docx.length - 2);
    const commented = Buffer.concat([docx, comment]);
    expect(zipEntryNames(tailOf(commented), commented.length)).toContain("word/document.xml");
  });

  it.each([
    ["text that mentions word/document.xml", new TextEncoder().encode("PK\u0003\u0004 word/document.xml")],
    ["an archive cut short", wordDocument().subarray(0, -5)],
    ["an archive with bytes after its end", new Uint8Array([...wordDocument(), 0x41, 0x41])],
    ["an archive whose directory lies before the kept bytes", wordDocument(), 30],
  ] as const)("is not found in %s", (_name, bytes, keep?: number) => {
    expect(zipEntryNames(tailOf(bytes, keep ?? ZIP_DIRECTORY_BYTES), bytes.length)).toBeUndefined();
  });

  it("tells a Word document from other archives", () => {
    const other = zipArchive([{ name: "photos/cat.jpg", data: "word/document.xml" }]);
    expect(zipEntryNames(tailOf(other), other.length)).toEqual(["photos/cat.jpg"]);
  });
});
