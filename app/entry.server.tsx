import { PassThrough } from "node:stream";
import {
  isRouteErrorResponse,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRenderContext } from "./document/server-render.ts";
import { bootScript } from "./document/boot-script.ts";
import { contentSecurityPolicy, createNonce, inlineScriptHashes } from "./document/csp.server.ts";
import { deferHydration } from "./document/deferred-hydration.server.ts";
import { HYDRATION_DATA_PARAM, hydrationData, pageOf } from "./document/hydration-data.server.ts";
import { NEWER_DATA_HEADER, NEWER_DATA_VALUE } from "./document/newer-data.ts";
import { COOKIES, readCookie } from "../shared/cookies.ts";
import { resolveLanguage } from "../shared/i18n/request-language.ts";
import { analyticsOrigins } from "./document/analytics.ts";
import { policyForRouteId } from "./routing/route-policy.ts";
import { siteContext } from "./site/context.server.ts";
import type { HydrationDataAccess } from "../server/http/kept-hydration-data.ts";

export const streamTimeout = 5_000;

/** Logs what went wrong on our side; a visitor's 4xx (no such page, no such action) is no error. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const language = resolveLanguage(request);
  responseHeaders.set("Content-Language", language.lang);
  // Unprefixed URLs render in the language of the visitor's cookie, and every page's CSP
  // follows the consent cookie: a shared cache must keep a copy per cookie (the Varnish
  // configuration reduces the header to those two cookies first).
  responseHeaders.append("Vary", "Cookie");

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const site = siteContext(loadContext);
  const https = new URL(request.url).protocol === "https:";
  const { apiBaseUrl, analytics: analyticsIds } = site.publicConfig;
  const apiOrigin = apiBaseUrl ? new URL(apiBaseUrl).origin : undefined;
  // Analytics traffic is allowed only for visitors who accepted cookies.
  const consented = readCookie(request.headers.get("cookie"), COOKIES.consent) === "true";
  const analytics = consented ? analyticsOrigins(analyticsIds) : [];
  const policy = (scripts: Parameters<typeof contentSecurityPolicy>[0]) =>
    contentSecurityPolicy(scripts, { apiOrigin, https, analytics });

  // A page the server will keep for other visitors is rendered whole, with script hashes
  // instead of a nonce; its route's policy decides (routing/route-policy.ts).
  const leaf = routerContext.staticHandlerContext.matches.at(-1);
  const shared = leaf ? policyForRouteId(leaf.route.id).cache === "public" : false;
  // The data such a page's starter asks for once it has painted (decision 031).
  const dataKey = new URL(request.url).searchParams.get(HYDRATION_DATA_PARAM);
  if (dataKey !== null) {
    responseHeaders.set("Cache-Control", site.cacheable && shared ? "no-cache" : "private, no-store");
    return renderData(responseStatusCode, responseHeaders, routerContext, request.url, {
      key: dataKey,
      kept: site.hydrationData,
    });
  }
  if (site.cacheable && shared) {
    responseHeaders.set("Cache-Control", "no-cache");
    return renderForCache(responseStatusCode, responseHeaders, routerContext, request.url, {
      policy,
      kept: site.hydrationData,
    });
  }

  const nonce = createNonce();
  responseHeaders.set("Content-Security-Policy", policy({ nonce }));

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once; people get it streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRenderContext value={{ nonce, bootScript: bootScript() }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ServerRenderContext>,
      {
        nonce,
        // A crawler's whole document keeps every part inline (see renderForCache).
        ...(readyOption === "onAllReady" ? { progressiveChunkSize: Number.POSITIVE_INFINITY } : {}),
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * A page the server will cache and send to many visitors: rendered whole, without a
 * nonce, its inline scripts allowed by their hashes instead; its scripts and data start once
 * it has painted (document/deferred-hydration.server.ts).
 */
async function renderForCache(
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  url: string,
  { policy, kept }: { policy: (scripts: { hashes: string[] }) => string; kept: HydrationDataAccess },
): Promise<Response> {
  const whole = await renderWhole(status, routerContext, url);
  const { html, misses } = deferHydration(whole.html, kept.keep(pageOf(url), hydrationData(whole.html)));
  // React Router's markup changed (an upgrade, decision 036): the page still works, undeferred.
  if (misses.length > 0) {
    console.error(`deferred hydration did not match ${new URL(url).pathname}: ${misses.join(", ")}`);
  }
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Security-Policy", policy({ hashes: inlineScriptHashes(html) }));
  return new Response(html, { status: whole.status, headers });
}

/**
 * The hydration data a cached page left out of its HTML: the data kept under `key` for this
 * page by the render the visitor's HTML came from or, when this process does not have it (it
 * never made that render, or the content changed since), the data of the page as it renders now.
 */
async function renderData(
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  url: string,
  { key, kept }: { key: string; kept: HydrationDataAccess },
) {
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("X-Robots-Tag", "noindex");
  const page = pageOf(url);
  const data = kept.get(key, page);
  if (data !== undefined) return new Response(data, { status: 200, headers });
  // A not-found page hydrates too: its data (the route's error included) is the answer, not its status.
  const whole = await renderWhole(status, routerContext, url);
  const current = hydrationData(whole.html);
  // The page renders the same data again (another instance asks): it is the data of this key, for
  // everyone. Otherwise it answers this visitor only: no cache may keep it under a key it does not match.
  if (kept.keep(page, current) !== key) {
    headers.set("Cache-Control", "private, no-store");
    headers.set(NEWER_DATA_HEADER, NEWER_DATA_VALUE);
  }
  return new Response(current, { status: 200, headers });
}

/** The whole document at once, every Suspense boundary in place. */
function renderWhole(status: number, routerContext: EntryContext, url: string) {
  return new Promise<{ html: string; status: number }>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve({ html: Buffer.concat(chunks).toString("utf8"), status }));
    const document = (
      <ServerRenderContext value={{ bootScript: bootScript() }}>
        <ServerRouter context={routerContext} url={url} />
      </ServerRenderContext>
    );
    const { pipe, abort } = renderToPipeableStream(document, {
      // One whole document: every Suspense boundary (a deferred part) inline where it belongs,
      // none outlined into a hidden block swapped in by script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timeoutId);
        pipe(sink);
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
  });
}
