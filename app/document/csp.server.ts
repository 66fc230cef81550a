import { createHash, randomBytes } from "node:crypto";

export function createNonce(): string {
  return randomBytes(18).toString("base64");
}

/**
 * The hashes of a document's inline scripts, for a page the server caches: a cached
 * page is sent to many visitors, so it cannot carry one response's nonce. JSON-LD is
 * data, never run, so it needs none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy of an HTML response. Scripts run only with this
 * response's nonce, or for a cached page only if their hash is listed; 'strict-dynamic'
 * lets them load the route chunks they import.
 */
export function contentSecurityPolicy(
  scripts: { nonce: string } | { hashes: string[] },
  options: { apiOrigin?: string; https: boolean; analytics?: string[] },
): string {
  const allowed = "nonce" in scripts ? `'nonce-${scripts.nonce}'` : scripts.hashes.join(" ");
  const api = options.apiOrigin ? ` ${options.apiOrigin}` : "";
  const analytics = options.analytics?.length ? ` ${options.analytics.join(" ")}` : "";
  const directives = [
    "default-src 'self'",
    `script-src ${allowed} 'strict-dynamic' 'self'`,
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
