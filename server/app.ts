import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import Fastify, { type FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import type { Config } from "./config.ts";
import type { siteConfigContext } from "../app/site/context.ts";

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
 * One Fastify server for the whole product: static assets, the API, and every page
 * rendered by React Router.
 */
export async function createServer(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY ?? false,
    requestIdHeader: "x-request-id",
  });

  app.addHook("onSend", async (request, reply) => {
    for (const [name, value] of Object.entries(BASE_HEADERS)) reply.header(name, value);
    if (request.protocol === "https") reply.header("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  });

  const clientDir = join(BUILD_DIR, "client");
  if (!existsSync(join(BUILD_DIR, "server", "index.js"))) {
    throw new Error(`No production build in ${BUILD_DIR}: run "npm run build" first (npm start does it for you).`);
  }

  // Hashed build assets never change: cache them for a year. Other public files briefly.
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: "/",
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      const immutable = path.includes(`${join("client", "assets")}`);
      res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });

  app.get("/healthz", async () => ({ status: "ok" }));

  const build = (await import(pathToFileURL(join(BUILD_DIR, "server", "index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  // The build carries its own instance of the context key; entry.server re-exports it.
  const siteConfig = (build.entry.module as unknown as { siteConfigContext: typeof siteConfigContext })
    .siteConfigContext;

  // Pages: React Router reads the raw request body itself, so Fastify must not parse it here.
  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", (_request, _payload, done) => done(null));
    pages.all("/*", async (request, reply) => {
      reply.hijack();
      const webRequest = createRequest(request.raw, reply.raw);
      const context = new RouterContextProvider(new Map([[siteConfig, { siteUrl: config.SITE_URL }]]));
      const response = await handle(webRequest, context);
      for (const [name, value] of Object.entries(BASE_HEADERS)) {
        if (!response.headers.has(name)) response.headers.set(name, value);
      }
      await sendResponse(reply.raw, response);
    });
  });

  return app;
}
