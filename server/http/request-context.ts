import { createContext } from "react-router";
import { EMPTY_PUBLIC_CONFIG, type PublicConfig } from "../../shared/public-config.ts";
import type { StaffAuth } from "../auth/staff-auth.ts";
import type { Database } from "../db/database.ts";
import type { FileStore } from "../files/file-store.ts";
import type { PublicContent } from "../content/public-content.ts";
import type { SiteRedirects } from "./redirects.ts";
import type { AddressRules } from "../webhooks/address-rules.ts";

/** The server's storage and sign-in, for the pages that need them (the inbox, unsubscribing). */
export interface Services {
  database: Database;
  files: FileStore;
  /** Staff sign-in and sessions (the inbox). */
  auth: StaffAuth;
  /** What visitors see of every kind of content, read once per change. */
  content: PublicContent;
  /** E-mail can be sent (SMTP_URL): invitations are mailed, senders answered, newsletters sent. */
  mail: boolean;
  /** Newsletter e-mails per minute (NEWSLETTER_RATE_PER_MINUTE). */
  newsletterPerMinute: number;
  /** The channels staff are notified on (confirmed subscriptions are announced there). */
  channels: readonly string[];
  /** The public site is served over HTTPS (SITE_URL), so cookies are Secure. */
  secureCookies: boolean;
  /** NOTIFY_EMAIL: where staff e-mails go unless their list has an address of its own. */
  notifyEmail: string | null;
  /** Senders' replies are read from a mailbox (IMAP_URL) into their conversations. */
  repliesRead: boolean;
  /** The redirects staff keep, as this instance serves them. */
  redirects: SiteRedirects;
  /** Where webhooks may go (WEBHOOK_ALLOWED_HOSTS, the site's own hosts). */
  webhookRules: AddressRules;
}

export interface RequestContext {
  /**
   * The origin of absolute URLs in pages (canonical, alternates, previews): SITE_URL, else
   * this server on this machine. Never the request's Host header, which anyone can set.
   */
  origin: string;
  /** Null when pages run without this server (`react-router dev`). */
  services: Services | null;
  /** The client's address as the server sees it (X-Forwarded-For only behind a trusted proxy). */
  clientAddress: string;
  publicConfig: PublicConfig;
}

/**
 * What the server tells React Router's loaders and the document about one request.
 * The production build imports this very module (server code stays outside the build,
 * vite.config.ts), so the server and the pages share one context key.
 */
export const requestContext = createContext<RequestContext>({
  origin: "http://localhost:5173",
  services: null,
  clientAddress: "unknown",
  publicConfig: EMPTY_PUBLIC_CONFIG,
});
