import type { Store } from "../db/store.ts";
import type { UploadStorage } from "./storage.ts";

/** An upload that no submission has used within this time is deleted. */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Deletes unused uploads older than a day: the row first, so no submission can claim a file being removed. */
export async function removeStaleUploads(store: Store, storage: UploadStorage, now = new Date()): Promise<number> {
  let removed = 0;
  for (const upload of await store.unusedUploadsBefore(new Date(now.getTime() - UNUSED_UPLOAD_TTL_MS))) {
    if (await store.deleteUnusedUpload(upload.id)) {
      await storage.remove(upload.storedName);
      removed += 1;
    }
  }
  return removed;
}

/**
 * Deletes files a crash left behind, older than a day: `.part` files of uploads cut off
 * mid-body, and finished files whose row was never written. Neither was ever
 * acknowledged to anyone, so nothing accepted is lost.
 */
export async function removeOrphanFiles(store: Store, storage: UploadStorage, now = new Date()): Promise<number> {
  let removed = 0;
  for (const file of await storage.filesWrittenBefore(new Date(now.getTime() - UNUSED_UPLOAD_TTL_MS))) {
    if (file.partial || !(await store.hasUploadFile(file.name))) {
      await storage.remove(file.name);
      removed += 1;
    }
  }
  return removed;
}

export function scheduleUploadCleanup(store: Store, storage: UploadStorage, onError: (error: unknown) => void) {
  const sweep = () =>
    removeStaleUploads(store, storage)
      .then(() => removeOrphanFiles(store, storage))
      .catch(onError);
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  void sweep();
  return () => clearInterval(timer);
}
