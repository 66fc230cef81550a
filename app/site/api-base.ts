/**
 * Where the browser sends form submissions and uploads: `API_BASE_URL` at build
 * time (the company may point the site at another API host), by default the site itself.
 */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? "";

/**
 * An Authorization header for uploads, only when the operator configured one for an
 * external API host (UPLOAD_AUTHORIZATION at build time). It ships in the page's code,
 * so it is a routing credential, never a secret.
 */
export const UPLOAD_AUTHORIZATION: string = import.meta.env.VITE_UPLOAD_AUTHORIZATION ?? "";

export function apiUrl(path: string): string {
  return `${API_BASE_URL.replace(/\/+$/, "")}${path}`;
}
