import type { RouterContextProvider } from "react-router";
import { requestContext, type RequestContext, type Services } from "../../server/http/request-context.ts";

export type { Services };

/** What the server tells the pages about this request (server/http/request-context.ts). */
export function siteContext(context: Readonly<RouterContextProvider>): RequestContext {
  return context.get(requestContext);
}

/** The public origin for absolute URLs: SITE_URL, else this server on this machine (never the Host header). */
export function siteOrigin(context: Readonly<RouterContextProvider>): string {
  return siteContext(context).origin;
}
