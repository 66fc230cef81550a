import { DEFAULT_UPLOAD_MAX_MB } from "./forms/uploads.ts";

/**
 * What the browser may know of the server's configuration, sent with every page by the
 * root loader (never baked into the build), so one build serves any deployment.
 */
export interface PublicConfig {
  /** Origin forms and uploads are sent to (API_BASE_URL); "" means the site itself. */
  apiBaseUrl: string;
  /**
   * An Authorization header the browser sends with uploads (UPLOAD_AUTHORIZATION), for an
   * external API host that wants one. It ships to every visitor, so it is never a secret.
   */
  uploadAuthorization: string;
  /** The largest upload the server accepts (UPLOAD_MAX_MB): the upload control refuses bigger files itself. */
  uploadMaxMb: number;
  /** Web analytics ids, started only after the visitor accepts cookies. */
  analytics: { ga4?: string; yandex?: string };
}

export const EMPTY_PUBLIC_CONFIG: PublicConfig = {
  apiBaseUrl: "",
  uploadAuthorization: "",
  uploadMaxMb: DEFAULT_UPLOAD_MAX_MB,
  analytics: {},
};

/** The URL of an API path on the configured API host. */
export function apiUrl(config: Pick<PublicConfig, "apiBaseUrl">, path: string): string {
  return `${config.apiBaseUrl.replace(/\/+$/, "")}${path}`;
}
