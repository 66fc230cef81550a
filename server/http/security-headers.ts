import type { FastifyRequest } from "fastify";
import type { Config } from "../config.ts";

/** Headers every response carries; the CSP of HTML pages is set where the page is rendered. */
export const BASE_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  // Other sites may not embed our files; a CDN on a subdomain of the site still may serve them.
  "Cross-Origin-Resource-Policy": "same-site",
  "X-Frame-Options": "DENY",
};

/** Two years: what browsers and the HSTS preload list ask for. */
const HSTS = "max-age=63072000; includeSubDomains";

/**
 * Strict-Transport-Security once the site is reached over HTTPS: directly, through a
 * trusted proxy's X-Forwarded-Proto, or whenever SITE_URL is an https origin (browsers
 * ignore it on plain HTTP, which request-guards.ts redirects behind a proxy).
 */
export function transportHeaders(request: FastifyRequest, config: Pick<Config, "SITE_URL">): Record<string, string> {
  const https = request.protocol === "https" || (config.SITE_URL?.startsWith("https:") ?? false);
  return https ? { "Strict-Transport-Security": HSTS } : {};
}
