import { uploadPath } from "../../../shared/api.ts";
import { ERROR_CODES, type ErrorCode } from "../../../shared/forms/fields.ts";
import { apiUrl, type PublicConfig } from "../../../shared/public-config.ts";
import { useSite } from "../../site/use-site.ts";

export type SubmitResult = { ok: true } | { ok: false; fields: Partial<Record<string, ErrorCode>> };

/** The API calls of the forms, sent to the API host the server's configuration names. */
export function useApiClient() {
  const { publicConfig } = useSite();
  return {
    postJson: (path: string, body: unknown) => postJson(publicConfig, path, body),
    uploadFile: (category: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) =>
      uploadFile(publicConfig, category, file, onProgress, signal),
    url: (path: string) => apiUrl(publicConfig, path),
  };
}

/** POSTs JSON to the API; a 400 brings back the server's per-field error codes. */
async function postJson(config: PublicConfig, path: string, body: unknown): Promise<SubmitResult> {
  try {
    const response = await fetch(apiUrl(config, path), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    if (response.ok) return { ok: true };
    const payload = (await response.json().catch(() => ({}))) as { fields?: Record<string, { code?: string }> };
    const fields: Partial<Record<string, ErrorCode>> = {};
    for (const [field, problem] of Object.entries(payload.fields ?? {})) {
      if ((ERROR_CODES as readonly string[]).includes(problem.code ?? "")) fields[field] = problem.code as ErrorCode;
    }
    return { ok: false, fields };
  } catch {
    return { ok: false, fields: {} };
  }
}

/**
 * Uploads a file as multipart field `file` (spec §7) and reports progress; resolves
 * to the upload's id. XMLHttpRequest, because fetch cannot report upload progress.
 */
function uploadFile(
  config: PublicConfig,
  category: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    // Removing the file while it uploads stops the upload.
    signal?.addEventListener("abort", () => {
      request.abort();
      reject(signal.reason as Error);
    });
    request.open("POST", apiUrl(config, uploadPath(category)));
    request.responseType = "json";
    if (config.uploadAuthorization) request.setRequestHeader("Authorization", config.uploadAuthorization);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const id = (request.response as { id?: unknown } | null)?.id;
      if (request.status >= 200 && request.status < 300 && typeof id === "string") resolve(id);
      else reject(new Error(`Upload failed with status ${request.status}`));
    };
    request.onerror = () => reject(new Error("Upload failed: network error"));
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
