import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import { everyEntry, isHost } from "./page-url.ts";

/** The only methods the site answers; anything else (TRACE, PUT, …) gets 405 before any route. */
const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);
/** Paths of the API, which has no pages to redirect to. */
const API_PREFIXES = ["/api/", "/files/"];
/** Load balancers probe these over plain HTTP; they are never redirected. */
const PROBES = new Set(["/healthz", "/readyz"]);

/**
 * Guards every request before routing:
 * - a method the site does not use answers 405 with `Allow`;
 * - a request target that is not a path (an absolute URL, "*") answers 400;
 * - a Host that is not `host[:port]`, or a forwarded host or protocol that is not one, answers
 *   400: pages are rendered for a URL built from them (page-url.ts), and a `/`, `?`, `#` or `@`
 *   there would render another page than the one asked for;
 * - a URL with a NUL byte answers 400;
 * - behind a TLS proxy, a plain-HTTP request for an HTTPS site is redirected to HTTPS;
 * - a page path with a trailing slash is redirected to the one canonical URL without it,
 *   query kept, so no page exists twice.
 */
export function registerRequestGuards(app: FastifyInstance, config: Pick<Config, "SITE_URL" | "TRUST_PROXY">) {
  // Only a trusted proxy can say that the visitor used plain HTTP.
  const httpsOrigin =
    config.TRUST_PROXY && config.SITE_URL?.startsWith("https:") ? new URL(config.SITE_URL).origin : undefined;
  app.addHook("onRequest", async (request, reply) => {
    if (!ALLOWED_METHODS.has(request.method)) {
      return reply
        .code(405)
        .header("Allow", [...ALLOWED_METHODS].join(", "))
        .type("text/plain; charset=utf-8")
        .send("Method not allowed");
    }
    // Only a path names a resource here: an absolute URL ("GET http://host/…", proxies' form)
    // or "*" (for OPTIONS, refused above) is a request this site does not take.
    if (!request.url.startsWith("/")) {
      return reply.code(400).type("text/plain; charset=utf-8").send("The request must name a path on this site");
    }
    const { host, "x-forwarded-host": forwardedHost, "x-forwarded-proto": forwardedProto } = request.headers;
    const wellFormed =
      host !== undefined &&
      isHost(host) &&
      (forwardedHost === undefined || everyEntry(forwardedHost, isHost)) &&
      (forwardedProto === undefined || everyEntry(forwardedProto, (proto) => /^https?$/.test(proto)));
    if (!wellFormed) {
      return reply.code(400).type("text/plain; charset=utf-8").send("The request names no valid host");
    }
    // No stored text holds a NUL (PostgreSQL cannot), so no URL that carries one can name anything.
    if (/%00|\0/i.test(request.url)) {
      return reply.code(400).type("text/plain; charset=utf-8").send("The address holds a character it cannot hold");
    }
    const [path = "/", query] = splitUrl(request.url);
    if (httpsOrigin && arrivedOverPlainHttp(request) && !PROBES.has(path)) {
      // 308 keeps a POST a POST; a GET may be cached as moved for good.
      const code = request.method === "POST" ? 308 : 301;
      return reply.redirect(`${httpsOrigin}${safePath(path)}${query}`, code);
    }
    const page = !API_PREFIXES.some((prefix) => path.startsWith(prefix));
    if ((request.method === "GET" || request.method === "HEAD") && page && path.length > 1 && path.endsWith("/")) {
      return reply.redirect(`${safePath(path.replace(/\/+$/, "")) || "/"}${query}`, 301);
    }
  });
}

/**
 * Whether the trusted proxy said the visitor used plain HTTP (X-Forwarded-Proto, which
 * Fastify reads with TRUST_PROXY). A request without that header came straight to this
 * process (a health check from the proxy's host): it is not redirected.
 */
function arrivedOverPlainHttp(request: FastifyRequest): boolean {
  return request.headers["x-forwarded-proto"] !== undefined && request.protocol === "http";
}

function splitUrl(url: string): [string, string] {
  const index = url.indexOf("?");
  return index === -1 ? [url, ""] : [url.slice(0, index), url.slice(index)];
}

/** A path that cannot read as another host in Location ("//evil.example" would). */
function safePath(path: string): string {
  return path.replace(/^[/\\]+/, "/");
}
