import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The Fetch API Request React Router handles for `url` (page-url.ts: the request's checked
 * origin and its path), with the request's headers and the body Fastify already read within
 * its size limit. The signal aborts when the client goes away.
 */
export function toFetchRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer | undefined,
  url: URL,
): Request {
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.startsWith(":") || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(body ?? Buffer.alloc(0)) : undefined,
    signal: controller.signal,
  });
}
