import { MESSAGE_FILE_PATH } from "../../../shared/api.ts";
import type { UploadProblem } from "../../../shared/staff.ts";

/** A file ready to go with a message or a template: stored, its type found in its content. */
export interface AttachedFile {
  id: string;
  name: string;
  size: number;
}

export type FileUploadOutcome = { ok: true; file: AttachedFile } | { ok: false; problem: UploadProblem };

/**
 * Sends one file for a message to a sender or a reply template (POST
 * /admin/conversation-files) with the session's CSRF token, reporting its progress in
 * percent; the message or template claims it when saved.
 */
export function uploadMessageFile(
  file: File,
  csrf: string,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<FileUploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", MESSAGE_FILE_PATH);
    request.setRequestHeader("x-csrf-token", csrf);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const answer = (request.response ?? {}) as Partial<AttachedFile> & { error?: UploadProblem };
      if (request.status === 200 && answer.id && answer.name && typeof answer.size === "number") {
        resolve({ ok: true, file: { id: answer.id, name: answer.name, size: answer.size } });
      } else {
        resolve({ ok: false, problem: answer.error ?? (request.status === 413 ? "tooLarge" : "unsupported") });
      }
    };
    request.onerror = () => resolve({ ok: false, problem: "network" });
    signal.addEventListener("abort", () => request.abort());
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
