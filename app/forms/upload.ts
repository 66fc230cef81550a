/**
 * Attachments the quote form accepts (spec §5: .png, .jpeg, .pdf). The server decides
 * a file's type from its first bytes, never from its name or declared type.
 */
export interface FileKind {
  mime: string;
  extension: string;
  /** Leading bytes that identify the format. */
  signature: readonly number[];
}

export const ATTACHMENT_KINDS: readonly FileKind[] = [
  { mime: "image/png", extension: "png", signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: "image/jpeg", extension: "jpeg", signature: [0xff, 0xd8, 0xff] },
  { mime: "application/pdf", extension: "pdf", signature: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The file picker's filter. */
export const ATTACHMENT_ACCEPT = ".png,.jpeg,.jpg,.pdf,image/png,image/jpeg,application/pdf";

/** Default upload size limit (the server's UPLOAD_MAX_MB can change it). */
export const DEFAULT_UPLOAD_MAX_MB = 10;

export function sniffKind(head: Uint8Array, kinds: readonly FileKind[] = ATTACHMENT_KINDS): FileKind | undefined {
  return kinds.find((kind) => kind.signature.every((byte, index) => head[index] === byte));
}
