import { PassThrough } from "node:stream";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRenderContext } from "./document/server-render.ts";
import { bootScript } from "./document/boot-script.ts";
import { contentSecurityPolicy, createNonce } from "./document/csp.server.ts";
import { COOKIES, readCookie } from "../shared/cookies.ts";
import { resolveLanguage } from "../shared/i18n/request-language.ts";
import { analyticsOrigins } from "./document/analytics.ts";
import { siteContext } from "./site/context.server.ts";

export const streamTimeout = 5_000;

/** Logs what went wrong on our side; a visitor's 4xx (no such page, no such action) is no error. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

/**
 * React Router's streaming render, as its documentation writes it (decision 081): people get the
 * shell as soon as it is ready and the rest streamed, crawlers the whole document at once. Every
 * inline script carries this response's CSP nonce.
 */
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
  const { apiBaseUrl, analytics: analyticsIds } = site.publicConfig;
  // Analytics traffic is allowed only for visitors who accepted cookies.
  const consented = readCookie(request.headers.get("cookie"), COOKIES.consent) === "true";
  const nonce = createNonce();
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy(nonce, {
      apiOrigin: apiBaseUrl ? new URL(apiBaseUrl).origin : undefined,
      https: new URL(request.url).protocol === "https:",
      analytics: consented ? analyticsOrigins(analyticsIds) : [],
    }),
  );

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers (and React Router's SPA mode) get the whole document at once; people get it streamed.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    // Abort a render that is still waiting a second after React Router stopped waiting for data.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRenderContext value={{ nonce, bootScript: bootScript() }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ServerRenderContext>,
      {
        nonce,
        // A boundary that is ready when its place is sent goes inline there, never outlined into a
        // hidden block that only a script swaps in: the page must read and work without scripts
        // (React outlines what comes after its first 12.8 KB otherwise).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
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
          // Errors before the shell are reported by onShellError (and React Router's handleError).
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
