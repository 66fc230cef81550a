import type { FastifyInstance } from "fastify";
import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import type { Config } from "../config.ts";
import type { Store } from "../db/store.ts";
import type { UploadStorage } from "../uploads/storage.ts";
import type { WindowCounter } from "../limits/window-counter.ts";
import { rateLimitStore } from "../limits/rate-limit-store.ts";
import { applicationRoute } from "./application.ts";
import { contactRoute } from "./contact.ts";
import { subscribeRoute } from "./subscribe.ts";
import { uploadRoute } from "./upload.ts";

/**
 * The API of spec §7 at its exact paths. Every POST is limited per client address
 * and endpoint (RATE_LIMIT_PER_MINUTE), counted in `limits` (shared by every instance on
 * PostgreSQL); over the limit the answer is 429 with Retry-After.
 */
export async function registerApi(
  app: FastifyInstance,
  deps: { config: Config; store: Store; storage: UploadStorage; limits: WindowCounter },
) {
  const { config, store, storage, limits } = deps;
  await app.register(async (api) => {
    await api.register(fastifyRateLimit, {
      // Applies to every route of this scope: the API's POST endpoints.
      global: true,
      max: config.RATE_LIMIT_PER_MINUTE,
      timeWindow: 60_000,
      store: rateLimitStore(limits, "api"),
      // Each endpoint has its own allowance per address.
      keyGenerator: (request) => `${request.routeOptions.url}|${request.ip}`,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
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
      parseJson(request, text, done);
    });
    api.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) {
        request.log.error({ err: error }, "request failed");
        return reply.code(500).send({ error: "server_error", message: "Something went wrong on our side" });
      }
      return reply.code(status).send({ error: error.code ?? "bad_request", message: error.message });
    });
    contactRoute(api, store);
    applicationRoute(api, store);
    uploadRoute(api, store, storage, config.UPLOAD_MAX_MB * 1024 * 1024);
    await api.register(async (scope) => subscribeRoute(scope, store));
  });
}
