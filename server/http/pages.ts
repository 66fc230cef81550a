import type { FastifyInstance } from "fastify";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { sendResponse } from "@remix-run/node-fetch-server";
import type { PublicConfig } from "../../shared/public-config.ts";
import { siteOrigin, type Config } from "../config.ts";
import { watchContent } from "../content/version.ts";
import { onMediaDeleted } from "../content/media.ts";
import { compress } from "./compress.ts";
import { edgePurger } from "./edge-purge.ts";
import { builtPages } from "./page-source.ts";
import { toFetchRequest } from "./fetch-request.ts";
import { requestUrl } from "./page-url.ts";
import { requestContext, type Services } from "./request-context.ts";
import { BASE_HEADERS, transportHeaders } from "./security-headers.ts";

/**
 * The largest body a page accepts (the inbox's forms, unsubscribing): more is refused
 * with 413 before it is read into memory.
 */
const PAGE_BODY_LIMIT = 1024 * 1024;

/** What a page request refused before rendering is told: a sentence, no internals. */
const PAGE_ERRORS: Record<number, string> = {
  413: "The form is too large",
  415: "Send the form as an HTML form (application/x-www-form-urlencoded or multipart/form-data)",
  500: "Something went wrong on our side",
};

/**
 * Static files from the build, and every other request rendered by React Router. `dev`: the
 * pages and their files come from Vite instead (`npm run dev`), through the same server.
 */
export async function registerPages(
  app: FastifyInstance,
  deps: {
    config: Config;
    services: Services;
    publicConfig: PublicConfig;
    dev?: boolean;
  },
) {
  const { config, services, publicConfig } = deps;
  // Vite is a tool of development: production never loads it.
  const source = deps.dev
    ? await (await import("./vite-pages.ts")).vitePages(app, { dataDir: config.DATA_DIR })
    : await builtPages(app);
  const handle = createRequestHandler(source.build, source.mode);
  const edge = edgePurger(config.CACHE_PURGE_URL, app.log);
  // Published changes (on any instance) and scheduled items coming due: the content and redirects
  // are read again and the shared caches in front forget their pages (decision 081: the process
  // keeps no page).
  const stopWatching = watchContent(
    services.database,
    () => {
      services.content.scheduledCameDue();
      services.redirects.changed();
      return edge.purge();
    },
    {
      onError: (error) => app.log.error({ err: error }, "content watch failed"),
    },
  );
  const stopMediaPurge = onMediaDeleted((id) => edge.purgeMedia(id));
  // A new release may change every page: what the shared caches hold from the last one goes.
  app.addHook("onListen", async () => edge.purge({ again: false }));
  app.addHook("onClose", async () => {
    stopWatching();
    stopMediaPurge();
    edge.stop();
  });

  const contextFor = (clientAddress: string) =>
    new RouterContextProvider(
      new Map([[requestContext, { origin: siteOrigin(config), services, clientAddress, publicConfig }]]),
    );

  // Whether a redirect's target answers is asked of the site itself, as a visitor would see it.
  services.redirects.useProbe(async (path) => {
    const response = await handle(
      new Request(new URL(path, siteOrigin(config)), { redirect: "manual" }),
      contextFor("127.0.0.1"),
    );
    await response.body?.cancel();
    return response.status;
  });

  await app.register(async (pages) => {
    // Pages take HTML forms only; React Router parses them itself, Fastify reads them within
    // the limit. Any other type answers 415, a larger body 413, before React Router sees it.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser(
      ["application/x-www-form-urlencoded", "multipart/form-data"],
      { parseAs: "buffer", bodyLimit: PAGE_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    pages.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, "page request failed");
      // A body refused as too large is still arriving: read and drop the rest (for 2 s at
      // most) before answering. A connection closed on unread bytes is reset, and the reset
      // can reach the client before the answer it was sent.
      if (status === 413) await drainRequest(request.raw, 2000);
      return reply
        .code(status)
        .type("text/plain; charset=utf-8")
        .send(PAGE_ERRORS[status] ?? "Bad request");
    });
    pages.all("/*", async (request, reply) => {
      if (source.answerFile && (await source.answerFile(request, reply))) return;
      const url = requestUrl(request);
      // Staff's redirects come first, before any page.
      if (request.method === "GET" || request.method === "HEAD") {
        const redirect = await services.redirects.follow(url.pathname, url.search);
        if (redirect) {
          return reply
            .code(redirect.status)
            .header("Location", redirect.location)
            .header("Cache-Control", "no-cache")
            .send();
        }
      }
      const body = request.body as Buffer | undefined;
      const response = await handle(toFetchRequest(request, reply, body, url), contextFor(request.ip));
      // A hijacked reply skips Fastify's hooks: the shared headers go on the response itself.
      for (const [name, value] of Object.entries({ ...BASE_HEADERS, ...transportHeaders(request, config) })) {
        if (!response.headers.has(name)) response.headers.set(name, value);
      }
      if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "no-cache");
      // The page streams straight from React Router, compressed on the way.
      reply.hijack();
      await sendResponse(reply.raw, compress(request.headers["accept-encoding"], response));
    });
  });
}

/** Reads what is left of a request body and drops it, until it ends or time runs out. */
function drainRequest(stream: NodeJS.ReadableStream & { readableEnded?: boolean }, limitMs: number): Promise<void> {
  if (stream.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    timer.unref();
    stream.once("end", () => {
      clearTimeout(timer);
      resolve();
    });
    stream.once("error", () => resolve());
    stream.resume();
  });
}
