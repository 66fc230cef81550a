import { randomBytes } from "node:crypto";

export function createNonce(): string {
  return randomBytes(18).toString("base64");
}

/**
 * The Content-Security-Policy of an HTML response. Scripts run only with this response's nonce;
 * 'strict-dynamic' lets them load the route chunks they import. A page a shared cache keeps
 * carries its nonce to every visitor of that copy (decision 081 says why that is acceptable).
 */
export function contentSecurityPolicy(
  nonce: string,
  options: { apiOrigin?: string; https: boolean; analytics?: string[] },
): string {
  const api = options.apiOrigin ? ` ${options.apiOrigin}` : "";
  const analytics = options.analytics?.length ? ` ${options.analytics.join(" ")}` : "";
  const directives = [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    // React's style props render as attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${analytics}`,
    "font-src 'self'",
    `connect-src 'self'${api}${analytics}`,
    `form-action 'self'${api}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
