import { createContext } from "react-router";
import type { AdminAuth } from "../../server/admin/auth.ts";
import type { Store } from "../../server/db/store.ts";
import type { UploadStorage } from "../../server/uploads/storage.ts";
import type { AnalyticsConfig } from "./analytics.ts";

/** The server's storage and sign-in, for the inbox and unsubscribe pages. */
export interface ServerServices {
  store: Store;
  storage: UploadStorage;
  /** Null when ADMIN_PASSWORD is unset: the inbox is disabled. */
  admin: AdminAuth | null;
  /** The public site is served over HTTPS (SITE_URL), so cookies are Secure. */
  secureCookies: boolean;
}

/**
 * What the server (server/app.ts) tells the pages: its validated public origin and its
 * services. The defaults apply when pages run without our server (`react-router dev`).
 */
export const siteConfigContext = createContext<{
  siteUrl: string | undefined;
  services: ServerServices | null;
  /** The client's address as the server sees it (X-Forwarded-For only behind a trusted proxy). */
  clientAddress: string;
  /** Analytics ids from the environment; loaded only after consent. */
  analytics: AnalyticsConfig;
  /** The server will cache this response for other visitors: it must not carry a per-response nonce. */
  cacheable: boolean;
}>({
  siteUrl: undefined,
  services: null,
  clientAddress: "unknown",
  analytics: {},
  cacheable: false,
});
