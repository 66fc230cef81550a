import type { FastifyRequest } from "fastify";

/** Path segments a secret follows: a password reset's, an invitation's, a preview's, an e-mail link's. */
const SECRET_AFTER = /^(reset|invitation|invitations|preview|previews|share|unsubscribe|confirm)$/i;
/** Query parameters that carry a secret, whatever page they are sent to. */
const SECRET_PARAMETER = /token|code|key|secret|signature|sig|password/i;
/** What a secret looks like: long enough that no page's name is taken for one. */
const SECRET_LIKE = /^[\w.~%-]{16,}$/;
const REDACTED = "[redacted]";

/**
 * A request's address as the log keeps it (issue 39.8): whoever reads the log may not take
 * over a password reset, an invitation, a preview or someone's subscription, so the tokens
 * in those paths and in any query parameter named like a secret are replaced.
 */
export function redactedUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const segments = path.split("/");
  const redactedPath = segments
    .map((segment, index) =>
      index > 0 && SECRET_AFTER.test(segments[index - 1] ?? "") && SECRET_LIKE.test(segment) ? REDACTED : segment,
    )
    .join("/");
  if (queryAt === -1) return redactedPath;
  const query = url
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return SECRET_PARAMETER.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join("&");
  return `${redactedPath}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

/** The request as each log line describes it: Fastify's own fields, its address redacted. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger's options: the level configured, and requests logged without their secrets. */
export function loggerOptions(level: string) {
  return { level, serializers: { req: requestForLog } };
}
