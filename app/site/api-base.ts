/**
 * Where the browser sends form submissions and uploads: `API_BASE_URL` at build
 * time (the company may point the site at another API host), by default the site itself.
 */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? "";

export function apiUrl(path: string): string {
  return `${API_BASE_URL.replace(/\/+$/, "")}${path}`;
}
