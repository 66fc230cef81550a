import { crc32 } from "node:zlib";

/**
 * A ZIP archive of stored (uncompressed) entries, laid out as every ZIP writer does: each
 * entry's local header and data, then the central directory naming them, then the end record.
 */
export function zipArchive(entries: { name: string; data: string | Uint8Array }[]): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = Buffer.from(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directoryBytes, end]));
}

/** A minimal Word document: `filler` bytes of text in its body make it as large as a test needs. */
export function wordDocument(filler = 0): Uint8Array<ArrayBuffer> {
  return zipArchive([
    {
      name: "[Content_Types].xml",
      data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    },
    { name: "word/document.xml", data: `<w:document><w:body>${"A".repeat(filler)}</w:body></w:document>` },
  ]);
}

/** A minimal Excel workbook: a ZIP archive whose directory names xl/workbook.xml. */
export function excelWorkbook(): Uint8Array<ArrayBuffer> {
  return zipArchive([
    {
      name: "[Content_Types].xml",
      data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    },
    { name: "xl/workbook.xml", data: '<workbook><sheets><sheet name="Estimate"/></sheets></workbook>' },
  ]);
}
