import type { FastifyInstance } from "fastify";
import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import { rateLimitStore } from "../limits/rate-limit-store.ts";
import type { ApiDeps, ApiRoute } from "./api-route.ts";
import { uploadRoute } from "./upload-route.ts";

export type { ApiDeps, ApiRoute };

/**
 * The API: uploads here, and the routes the product gives (the forms' handlers). Every
 * POST is limited per client address and endpoint (RATE_LIMIT_PER_MINUTE), counted in
 * `limits` (shared by every instance on PostgreSQL); over the limit the answer is 429
 * with Retry-After. Errors answer JSON without internals.
 */
export async function registerApi(app: FastifyInstance, routes: readonly ApiRoute[], deps: ApiDeps) {
  await app.register(async (api) => {
    await api.register(fastifyRateLimit, {
      // Applies to every route of this scope: the API's POST endpoints.
      global: true,
      max: deps.config.RATE_LIMIT_PER_MINUTE,
      timeWindow: 60_000,
      store: rateLimitStore(deps.limits, "api"),
      // Each endpoint has its own allowance per address.
      keyGenerator: (request) => `${request.routeOptions.url}|${request.ip}`,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: "rate_limited",
        error: "rate_limited",
        message: `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s`,
      }),
    });
    await api.register(fastifyMultipart, { throwFileSizeLimit: false });
    // JSON must be valid UTF-8: the default parser would store broken bytes as U+FFFD.
    const parseJson = api.getDefaultJsonParser("error", "error");
    const utf8 = new TextDecoder("utf-8", { fatal: true });
    api.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
      let text: string;
      try {
        text = utf8.decode(body as Buffer);
      } catch {
        return done(Object.assign(new Error("The body is not valid UTF-8"), { statusCode: 400, code: "invalid" }));
      }
      void parseJson(request, text, done);
    });
    api.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) {
        request.log.error({ err: error }, "request failed");
        return reply.code(500).send({ error: "server_error", message: "Something went wrong on our side" });
      }
      return reply.code(status).send({ error: errorCode(status, error.code), message: error.message });
    });
    uploadRoute(api, deps);
    for (const route of routes) await api.register(async (scope) => route(scope, deps));
  });
}

/** A stable code for each client error, whatever the library that raised it calls it. */
function errorCode(status: number, code: string | undefined): string {
  if (status === 429) return "rate_limited";
  if (status === 413) return "too_large";
  if (status === 415) return "unsupported";
  if (code && /^[a-z_]+$/.test(code)) return code;
  return "bad_request";
}
