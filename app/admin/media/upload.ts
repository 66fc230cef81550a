import type { MediaProblem } from "../../../shared/staff.ts";

/** What the library answered for an upload: the new item, or why it was refused. */
export type UploadOutcome =
  { ok: true; id: string; ref: string; kind: "image" | "document" } | { ok: false; problem: MediaProblem };

/**
 * Sends one file to the media library (POST /admin/media) with the session's CSRF token,
 * reporting its progress in percent; the answer comes once every size is stored.
 */
export function uploadToLibrary(
  file: File,
  csrf: string,
  onProgress: (percent: number) => void,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/admin/media");
    request.setRequestHeader("x-csrf-token", csrf);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const answer = request.response as {
        id?: string;
        ref?: string;
        kind?: "image" | "document";
        error?: MediaProblem;
      } | null;
      if (request.status === 200 && answer?.id && answer.ref && answer.kind) {
        resolve({ ok: true, id: answer.id, ref: answer.ref, kind: answer.kind });
      } else {
        resolve({ ok: false, problem: answer?.error ?? (request.status === 413 ? "tooLarge" : "unsupported") });
      }
    };
    request.onerror = () => resolve({ ok: false, problem: "network" });
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}

/** The file types the library takes, for the file chooser (the server decides by content). */
export const LIBRARY_ACCEPT = {
  image: "image/png,image/jpeg,image/webp,image/avif,image/svg+xml",
  document: "application/pdf",
} as const;
