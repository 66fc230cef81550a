import type { Database } from "../db/database.ts";
import { deleteUnusedUpload, unusedUploadsBefore, uploadExists } from "../db/uploads.ts";
import type { FileStore } from "./file-store.ts";

/** An upload that no submission has used within this time is deleted. */
const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Deletes unused uploads older than a day: the row first, so no submission can claim a file being removed. */
export async function removeStaleUploads(database: Database, files: FileStore, now = new Date()): Promise<number> {
  let removed = 0;
  const before = new Date(now.getTime() - UNUSED_UPLOAD_TTL_MS).toISOString();
  for (const upload of await unusedUploadsBefore(database.db, before)) {
    if (await deleteUnusedUpload(database.db, upload.id)) {
      await files.remove(upload.storedName);
      removed += 1;
    }
  }
  return removed;
}

/**
 * Deletes files a crash left behind, older than a day: files cut off mid-body, and
 * finished files whose row was never written. Neither was ever acknowledged to anyone,
 * so nothing accepted is lost.
 */
export async function removeOrphanFiles(database: Database, files: FileStore, now = new Date()): Promise<number> {
  let removed = 0;
  for (const file of await files.writtenBefore(new Date(now.getTime() - UNUSED_UPLOAD_TTL_MS))) {
    if (file.partial || !(await uploadExists(database.db, file.name))) {
      await files.remove(file.name);
      removed += 1;
    }
  }
  return removed;
}

export function scheduleUploadCleanup(database: Database, files: FileStore, onError: (error: unknown) => void) {
  const sweep = () =>
    removeStaleUploads(database, files)
      .then(() => removeOrphanFiles(database, files))
      .catch(onError);
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  void sweep();
  return () => clearInterval(timer);
}
