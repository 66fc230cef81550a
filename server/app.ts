import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import Fastify, { type FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import { notifyChannels, type Config } from "./config.ts";
import type { ServerServices, siteConfigContext } from "../app/site/context.ts";
import { AdminAuth } from "./admin/auth.ts";
import { Store } from "./db/store.ts";
import { UploadStorage } from "./uploads/storage.ts";
import { scheduleUploadCleanup } from "./uploads/cleanup.ts";
import { registerApi } from "./api/index.ts";
import { compress } from "./compress.ts";
import { PageCache, sendCachedPage } from "./page-cache.ts";
import { startOutboxWorker } from "./notify/outbox.ts";
import { windowCounterFor } from "./limits/window-counter.ts";

export const BUILD_DIR = resolve(import.meta.dirname, "../build");

/** Headers every response carries; the CSP of HTML pages is set where its nonce is made. */
const BASE_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/**
 * One Fastify server for the whole product: the API, static assets, and every page
 * rendered by React Router. `pages: false` serves the API alone (API tests need no build).
 */
export async function createServer(config: Config, options: { pages?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY ?? false,
    requestIdHeader: "x-request-id",
    // A request must arrive whole within two minutes (a 10 MB CV on a slow phone fits);
    // a client that stalls mid-body does not hold its connection forever.
    requestTimeout: 120_000,
  });

  app.addHook("onSend", async (request, reply) => {
    for (const [name, value] of Object.entries(BASE_HEADERS)) reply.header(name, value);
    if (request.protocol === "https") reply.header("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  });

  app.get("/healthz", async () => ({ status: "ok" }));

  const store = await Store.open({
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    notify: notifyChannels(config),
  });
  const storage = new UploadStorage(config.DATA_DIR);
  await storage.init();
  const stopCleanup = scheduleUploadCleanup(store, storage, (error) =>
    app.log.error({ err: error }, "upload cleanup failed"),
  );
  const stopOutbox = startOutboxWorker({ store, config, log: app.log });
  const limits = windowCounterFor(store.engine);
  const sweepLimits = setInterval(
    () => limits.sweep().catch((error: unknown) => app.log.error({ err: error }, "rate limit sweep failed")),
    60_000,
  );
  sweepLimits.unref();
  app.addHook("onClose", async () => {
    clearInterval(sweepLimits);
    stopCleanup();
    await stopOutbox();
    await store.close();
  });

  app.get("/readyz", async (_request, reply) => {
    try {
      await store.ping();
      return { status: "ready" };
    } catch (error) {
      app.log.error({ err: error }, "database unreachable");
      return reply.code(503).send({ status: "unavailable" });
    }
  });

  await registerApi(app, { config, store, storage, limits });

  const admin = config.ADMIN_PASSWORD ? new AdminAuth(store, limits, config.ADMIN_PASSWORD) : null;
  if (!admin) app.log.warn("ADMIN_PASSWORD is not set: the /admin inbox is disabled");

  if (options.pages ?? true)
    await registerPages(app, config, {
      store,
      storage,
      admin,
      secureCookies: config.SITE_URL?.startsWith("https:") ?? false,
    });
  return app;
}

async function registerPages(app: FastifyInstance, config: Config, services: ServerServices) {
  const serverBuild = join(BUILD_DIR, "server", "index.js");
  if (!existsSync(serverBuild)) {
    throw new Error(`No production build in ${BUILD_DIR}: run "npm run build" first (npm start does it for you).`);
  }

  // Hashed build assets never change: cache them for a year. Other public files briefly.
  await app.register(fastifyStatic, {
    root: join(BUILD_DIR, "client"),
    prefix: "/",
    wildcard: false,
    index: false,
    // Serve the .br/.gz files written at build time when the browser accepts them.
    preCompressed: true,
    setHeaders(res, path) {
      const immutable = path.includes(join("client", "assets"));
      res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });

  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  // The build carries its own instance of the context key; entry.server re-exports it.
  const siteConfig = (build.entry.module as unknown as { siteConfigContext: typeof siteConfigContext })
    .siteConfigContext;

  const cache = new PageCache();
  // Absolute URLs in pages come from SITE_URL, else from the request's own host.
  const hostMatters = !config.SITE_URL;

  // React Router reads the raw request body itself, so Fastify must not parse it here.
  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", (_request, _payload, done) => done(null));
    pages.all("/*", async (request, reply) => {
      const cacheKey = PageCache.keyFor(request, hostMatters);
      const cached = cacheKey ? cache.get(cacheKey) : undefined;
      if (cached) return sendCachedPage(cached, request, reply);
      // Only a GET renders the page body a HEAD or a later visitor can reuse.
      const cacheable = cacheKey !== null && request.method === "GET";
      const render = async () => {
        const context = new RouterContextProvider(
          new Map([
            [
              siteConfig,
              {
                siteUrl: config.SITE_URL,
                services,
                clientAddress: request.ip,
                analytics: { ga4: config.ANALYTICS_GA4_ID, yandex: config.ANALYTICS_YANDEX_ID },
                cacheable,
              },
            ],
          ]),
        );
        const response = await handle(createRequest(request.raw, reply.raw), context);
        for (const [name, value] of Object.entries(BASE_HEADERS)) {
          if (!response.headers.has(name)) response.headers.set(name, value);
        }
        // The inbox is never indexed, whatever a page says.
        if (/^\/admin(\/|$|\?)/.test(request.url)) response.headers.set("X-Robots-Tag", "noindex, nofollow");
        return response;
      };
      const outcome = cacheable && cacheKey ? await cache.fill(cacheKey, render) : { response: await render() };
      if ("page" in outcome) return sendCachedPage(outcome.page, request, reply);
      const { response } = outcome;
      // Anything else streams straight from React Router.
      reply.hijack();
      await sendResponse(reply.raw, compress(request.headers["accept-encoding"], response));
    });
  });
}
