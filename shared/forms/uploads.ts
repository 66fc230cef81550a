/**
 * Attachments the quote form accepts (spec §5: .png, .jpeg, .pdf). The server decides
 * a file's type from its first bytes, never from its name or declared type.
 */
export interface FileKind {
  mime: string;
  extension: string;
  /** Leading bytes that identify the format. */
  signature: readonly number[];
  /**
   * A format that is a ZIP archive: the entry its central directory must name (a DOCX is a
   * ZIP archive holding word/document.xml; any other ZIP starts with the same bytes).
   */
  zipEntry?: string;
  /** Other spellings of the extension a file of this kind may keep ("jpg"). */
  aliases?: readonly string[];
}

const PNG: FileKind = {
  mime: "image/png",
  extension: "png",
  signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};
const JPEG: FileKind = { mime: "image/jpeg", extension: "jpeg", aliases: ["jpg"], signature: [0xff, 0xd8, 0xff] };
const PDF: FileKind = { mime: "application/pdf", extension: "pdf", signature: [0x25, 0x50, 0x44, 0x46, 0x2d] };
// Word 97–2003: an OLE2 compound document. Excel and PowerPoint 97–2003 files are OLE2 too,
// and nothing in their first bytes tells them apart: only CVs and senders' replies take it.
const DOC: FileKind = {
  mime: "application/msword",
  extension: "doc",
  signature: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
};
// Office Open XML files are ZIP archives, told apart by the part their directory names.
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const DOCX: FileKind = {
  mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  extension: "docx",
  signature: ZIP_SIGNATURE,
  zipEntry: "word/document.xml",
};
const XLSX: FileKind = {
  mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  extension: "xlsx",
  signature: ZIP_SIGNATURE,
  zipEntry: "xl/workbook.xml",
};
const PPTX: FileKind = {
  mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  extension: "pptx",
  signature: ZIP_SIGNATURE,
  zipEntry: "ppt/presentation.xml",
};

const ATTACHMENT_KINDS: readonly FileKind[] = [PNG, JPEG, PDF];

/** CVs for job applications (issue: PDF, DOC, DOCX). */
const CV_KINDS: readonly FileKind[] = [PDF, DOC, DOCX];

/**
 * Files staff send with a message from the inbox (issue 38): an estimate, an NDA, a test
 * task, a presentation. Only formats whose content tells what they are.
 */
export const REPLY_FILE_KINDS: readonly FileKind[] = [PDF, PNG, JPEG, DOCX, XLSX, PPTX];

/**
 * Files kept from a sender's e-mail reply (never uploaded through the API): what the
 * quote form, the application form and the inbox's messages accept, found by the same
 * content checks.
 */
export const MAIL_ATTACHMENT_KINDS: readonly FileKind[] = [PNG, JPEG, PDF, DOC, DOCX, XLSX, PPTX];

/** The most files one message from the inbox carries. */
export const REPLY_FILES_MAX = 10;
/**
 * The most their sizes add up to: mail servers commonly refuse messages over 25 MB, and
 * base64 makes a file a third larger on its way.
 */
export const REPLY_FILES_MAX_BYTES = 18 * 1024 * 1024;

/** Upload categories: the last segment of /files/upload/category/<category>. */
export const UPLOAD_CATEGORIES = { attachments: ATTACHMENT_KINDS, cv: CV_KINDS } as const;
export type UploadCategory = keyof typeof UPLOAD_CATEGORIES;

/** The file pickers' filters. */
export const ACCEPT: Record<UploadCategory, string> = {
  attachments: ".png,.jpeg,.jpg,.pdf,image/png,image/jpeg,application/pdf",
  cv: ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The inbox's file picker for a message's files. */
export const REPLY_ACCEPT = REPLY_FILE_KINDS.flatMap((kind) => [
  `.${kind.extension}`,
  ...(kind.aliases ?? []).map((alias) => `.${alias}`),
  kind.mime,
]).join(",");

/** Default upload size limit (the server's UPLOAD_MAX_MB can change it). */
export const DEFAULT_UPLOAD_MAX_MB = 10;

/**
 * The kind a file is, from its first bytes and, for the formats that are ZIP archives,
 * the entry names of its directory (undefined when it has none whole): a ZIP archive is
 * a kind only when its directory names that kind's part.
 */
export function sniffKind(
  head: Uint8Array,
  kinds: readonly FileKind[],
  zipEntries: () => readonly string[] | undefined,
): FileKind | undefined {
  const candidates = kinds.filter((kind) => kind.signature.every((byte, index) => head[index] === byte));
  const plain = candidates.find((kind) => !kind.zipEntry);
  if (plain || candidates.length === 0) return plain;
  const names = zipEntries();
  return candidates.find((kind) => kind.zipEntry && names?.includes(kind.zipEntry));
}

/**
 * Whether a file's name has an extension the category accepts: the upload control's
 * check before any byte is sent. The server still decides from the bytes.
 */
export function nameAccepted(name: string, category: UploadCategory): boolean {
  const extension = name.split(".").at(-1)?.toLowerCase() ?? "";
  return UPLOAD_CATEGORIES[category].some((kind) => kind.extension === extension || kind.aliases?.includes(extension));
}
