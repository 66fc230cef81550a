import type { Database, Db } from "../db/database.ts";
import { insertEventFiles } from "../db/entry-event-files.ts";
import { templateFiles } from "../db/reply-template-files.ts";
import { claimUpload, getUploads, insertUpload, type Upload } from "../db/uploads.ts";
import type { FileStore } from "../files/file-store.ts";
import { REPLY_FILES_MAX, REPLY_FILES_MAX_BYTES } from "../../shared/forms/uploads.ts";
import type { EntryList } from "../../shared/inbox.ts";
import { copyStoredFile, REPLY_UPLOAD_CATEGORY } from "./reply-files.ts";

/**
 * The files a message to a sender carries: those staff uploaded for it, and those of the
 * template it started from (copied, so the message owns them). Checked before the message is
 * written, claimed in its transaction, and removed again if it is not saved.
 */
export type FilesProblem = "filesGone" | "filesTooLarge" | "tooManyFiles";

export interface PreparedFiles {
  count: number;
  /** In the message's transaction: claims the uploads and ties them to the message, in order. */
  claim(tx: Db, eventId: string): Promise<void>;
  /** The message was not saved: removes the copies made for it. */
  discard(): Promise<void>;
}

export const noFiles: PreparedFiles = { count: 0, claim: async () => {}, discard: async () => {} };

export async function prepareFiles(
  database: Database,
  files: FileStore | undefined,
  request: {
    list: EntryList;
    /** The template the message started from, checked to be of the list. */
    templateId: string | null;
    uploads: readonly string[];
    templateFiles: readonly string[];
    now: string;
  },
): Promise<{ ok: true; files: PreparedFiles } | { ok: false; problem: FilesProblem }> {
  const uploadIds = [...new Set(request.uploads)];
  const fromTemplate = [...new Set(request.templateFiles)];
  const count = uploadIds.length + fromTemplate.length;
  if (count === 0) return { ok: true, files: noFiles };
  if (count > REPLY_FILES_MAX) return { ok: false, problem: "tooManyFiles" };

  // Uploaded for this message and not used by another (an unused upload is removed after a day).
  const found = await getUploads(database.db, uploadIds);
  const own = uploadIds.map((id) => found.find((upload) => upload.id === id));
  if (own.some((upload) => !upload || upload.category !== REPLY_UPLOAD_CATEGORY || upload.usedAt)) {
    return { ok: false, problem: "filesGone" };
  }
  const ofTemplate = request.templateId ? await templateFiles(database.db, [request.templateId]) : [];
  const chosen = fromTemplate.map((id) => ofTemplate.find((file) => file.uploadId === id));
  if (chosen.some((file) => !file)) return { ok: false, problem: "filesGone" };
  const total = [...own, ...chosen].reduce((sum, file) => sum + (file?.size ?? 0), 0);
  if (total > REPLY_FILES_MAX_BYTES) return { ok: false, problem: "filesTooLarge" };

  const copies: Upload[] = [];
  const discard = async () => {
    for (const copy of copies) await files?.remove(copy.storedName);
  };
  if (chosen.length && !files) throw new Error("A template's files cannot be copied without the file store");
  try {
    for (const file of chosen) {
      const storedName = await copyStoredFile(files!, file!.storedName);
      copies.push({
        id: storedName,
        category: REPLY_UPLOAD_CATEGORY,
        storedName,
        originalName: file!.name,
        mime: file!.mime,
        size: file!.size,
        createdAt: request.now,
        usedAt: request.now,
      });
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return {
    ok: true,
    files: {
      count,
      claim: async (tx, eventId) => {
        for (const copy of copies) await insertUpload(tx, copy);
        for (const upload of own) await claimUpload(tx, upload!.id, REPLY_UPLOAD_CATEGORY, request.now);
        await insertEventFiles(tx, eventId, [...copies.map((copy) => copy.id), ...uploadIds]);
      },
      discard,
    },
  };
}
