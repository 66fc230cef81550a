import type { FastifyRequest } from "fastify";

/**
 * `host[:port]` and nothing else: a name or an IPv4 address (dot-separated letters, digits,
 * hyphens and underscores) or an IPv6 literal in brackets, then at most a port. No `/`, `?`,
 * `#`, `@`, space or second colon, any of which would move the path of a URL built from it.
 */
const HOST =
  /^(?:\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?)(?::\d{1,5})?$/i;

export function isHost(value: string): boolean {
  return HOST.test(value);
}

/** A header a proxy may repeat (`a, b`): every entry must pass. */
export function everyEntry(value: string | string[], valid: (entry: string) => boolean): boolean {
  return (Array.isArray(value) ? value : [value]).every((header) =>
    header.split(",").every((entry) => valid(entry.trim())),
  );
}

/** The request is not one a page can be rendered for: answered 400 by the pages' error handler. */
class MalformedRequestError extends Error {
  readonly statusCode = 400;
}

/**
 * The URL a page request is rendered for: the scheme and host as the visitor (or the trusted
 * proxy) gave them, already checked to be `host[:port]` (request-guards.ts), and the request's
 * path and query. Whatever the headers hold, the result has that host and this path: a URL
 * that parses otherwise is refused, never rendered.
 */
export function requestUrl(request: FastifyRequest): URL {
  const origin = `${request.protocol}://${request.host}`;
  if (!/^https?$/.test(request.protocol) || !isHost(request.host) || !request.url.startsWith("/")) {
    throw new MalformedRequestError("not an HTTP request for a path of this site");
  }
  const url = URL.parse(`${origin}${request.url}`);
  if (!url || url.origin !== URL.parse(origin)?.origin) {
    throw new MalformedRequestError("the request's address does not name a path of this site");
  }
  return url;
}
