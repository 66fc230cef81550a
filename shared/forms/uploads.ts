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

const ATTACHMENT_KINDS: readonly FileKind[] = [
  { mime: "image/png", extension: "png", signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: "image/jpeg", extension: "jpeg", aliases: ["jpg"], signature: [0xff, 0xd8, 0xff] },
  { mime: "application/pdf", extension: "pdf", signature: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** CVs for job applications (issue: PDF, DOC, DOCX). */
const CV_KINDS: readonly FileKind[] = [
  { mime: "application/pdf", extension: "pdf", signature: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // Word 97–2003: an OLE2 compound document.
  { mime: "application/msword", extension: "doc", signature: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: "docx",
    signature: [0x50, 0x4b, 0x03, 0x04],
    zipEntry: "word/document.xml",
  },
];

/**
 * Files kept from a sender's e-mail reply (never uploaded through the API): what the
 * quote form and the application form accept, found by the same content checks.
 */
export const MAIL_ATTACHMENT_KINDS: readonly FileKind[] = [
  ...ATTACHMENT_KINDS,
  ...CV_KINDS.filter((kind) => !ATTACHMENT_KINDS.some((other) => other.mime === kind.mime)),
];

/** Upload categories: the last segment of /files/upload/category/<category>. */
export const UPLOAD_CATEGORIES = { attachments: ATTACHMENT_KINDS, cv: CV_KINDS } as const;
export type UploadCategory = keyof typeof UPLOAD_CATEGORIES;

/** The file pickers' filters. */
export const ACCEPT: Record<UploadCategory, string> = {
  attachments: ".png,.jpeg,.jpg,.pdf,image/png,image/jpeg,application/pdf",
  cv: ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** Default upload size limit (the server's UPLOAD_MAX_MB can change it). */
export const DEFAULT_UPLOAD_MAX_MB = 10;

/** The kind a file's first bytes announce; a kind with `zipEntry` still needs that confirmed. */
export function sniffKind(head: Uint8Array, kinds: readonly FileKind[]): FileKind | undefined {
  return kinds.find((kind) => kind.signature.every((byte, index) => head[index] === byte));
}

/**
 * Whether a file's name has an extension the category accepts: the upload control's
 * check before any byte is sent. The server still decides from the bytes.
 */
export function nameAccepted(name: string, category: UploadCategory): boolean {
  const extension = name.split(".").at(-1)?.toLowerCase() ?? "";
  return UPLOAD_CATEGORIES[category].some((kind) => kind.extension === extension || kind.aliases?.includes(extension));
}
