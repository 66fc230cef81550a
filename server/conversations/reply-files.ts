import type { Readable } from "node:stream";
import type { Database, Db } from "../db/database.ts";
import { eventFileList } from "../db/entry-event-files.ts";
import { templateFileList } from "../db/reply-template-files.ts";
import { insertUpload, type Upload } from "../db/uploads.ts";
import type { FileStore } from "../files/file-store.ts";
import { downloadName } from "../submissions/upload-route.ts";
import { ZIP_DIRECTORY_BYTES, zipEntryNames } from "../submissions/zip-directory.ts";
import { REPLY_FILE_KINDS, sniffKind } from "../../shared/forms/uploads.ts";
import type { EntryList } from "../../shared/inbox.ts";

/**
 * Files staff send to senders (issue 38): uploaded from the inbox one by one while a message
 * or a template is written, kept like the site's other uploads (type decided from the
 * content, at most UPLOAD_MAX_MB, an unused one removed after a day), and claimed when the
 * message is saved. Each file belongs to one message or one template: a template's files are
 * copied into each message started from it, so erasing a person removes their copies and
 * never a template's.
 */
export const REPLY_UPLOAD_CATEGORY = "reply";

export type StoredReplyFile = { ok: true; upload: Upload } | { ok: false; problem: "tooLarge" | "unsupported" };

/** Stores one file a member of staff chose, if its content is a kind a message may carry. */
export async function storeReplyFile(
  database: Database,
  files: FileStore,
  source: Readable,
  options: { name: string; isTruncated: () => boolean; now?: string },
): Promise<StoredReplyFile> {
  const saved = await files.save(source, { isTruncated: options.isTruncated, tailBytes: ZIP_DIRECTORY_BYTES });
  if (saved.truncated) return { ok: false, problem: "tooLarge" };
  const kind = sniffKind(saved.head, REPLY_FILE_KINDS, () => zipEntryNames(saved.tail, saved.size));
  if (!kind) {
    await files.remove(saved.storedName);
    return { ok: false, problem: "unsupported" };
  }
  const upload: Upload = {
    id: saved.storedName,
    category: REPLY_UPLOAD_CATEGORY,
    storedName: saved.storedName,
    originalName: downloadName(options.name, kind),
    mime: kind.mime,
    size: saved.size,
    createdAt: options.now ?? new Date().toISOString(),
    usedAt: null,
  };
  try {
    await insertUpload(database.db, upload);
  } catch (error) {
    // No file stays stored without its row.
    await files.remove(saved.storedName);
    throw error;
  }
  return { ok: true, upload };
}

/**
 * A copy of a stored file under a new name, for a message to own (a template's file): the
 * caller writes its upload row, or removes it.
 */
export async function copyStoredFile(files: FileStore, storedName: string): Promise<string> {
  const saved = await files.save(files.open(storedName), { isTruncated: () => false });
  return saved.storedName;
}

/** A stored file's bytes, read whole (an e-mail's attachment, at most UPLOAD_MAX_MB). */
export async function storedFileBytes(files: FileStore, storedName: string): Promise<Buffer> {
  const chunks = (await files.open(storedName).toArray()) as Buffer[];
  return Buffer.concat(chunks);
}

/** The list whose staff may download a file sent in a message or kept with a template; null for neither. */
export async function replyFileList(db: Db, uploadId: string): Promise<EntryList | null> {
  return (await eventFileList(db, uploadId)) ?? (await templateFileList(db, uploadId));
}
