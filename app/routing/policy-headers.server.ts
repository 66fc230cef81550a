import type { MiddlewareFunction } from "react-router";
import type { RoutePolicy } from "./route-policy.ts";
import { policyForPattern } from "./route-table.ts";

/** The response headers a route's policy asks for. */
function policyHeaders(policy: RoutePolicy): Record<string, string> {
  const headers: Record<string, string> = {};
  // Private answers are stored nowhere: not by our page cache, a proxy, nor the browser.
  if (policy.cache === "private") headers["Cache-Control"] = "private, no-store";
  if (!policy.index) headers["X-Robots-Tag"] = policy.layout === "bare" ? "noindex, nofollow" : "noindex";
  return headers;
}

/**
 * Applies each route's policy (routing/route-policy.ts) to every response it gives:
 * documents, client navigations' data and resource routes alike. The policy comes from
 * the matched route's pattern, so /ADMIN or /%61dmin get the inbox's policy too.
 */
export const routePolicyMiddleware: MiddlewareFunction<Response> = async ({ pattern }, next) => {
  const response = await next();
  for (const [name, value] of Object.entries(policyHeaders(policyForPattern(pattern)))) {
    response.headers.set(name, value);
  }
  return response;
};
