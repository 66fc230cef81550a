import type { MiddlewareFunction } from "react-router";
import type { RoutePolicy } from "./route-policy.ts";
import { policyForPattern } from "./route-table.ts";

/**
 * How long a shared cache in front of the site (Varnish, docs/deployment.md) keeps a public
 * answer, and for how long more it may answer with it while it fetches a fresh copy. Publishing
 * purges it at once (server/http/edge-purge.ts); browsers ask again on every visit (max-age=0).
 * The one HTML cache: this process keeps no page (decision 081).
 */
const SHARED_SECONDS = 60;
const CACHE_POLICIES = {
  shared: `public, max-age=0, s-maxage=${SHARED_SECONDS}, stale-while-revalidate=${SHARED_SECONDS}`,
  /** Made for one visitor (the inbox, a signed link): stored nowhere, not even by the browser. */
  private: "private, no-store",
} as const;

/** The response headers a route's policy asks for, for an answer of this status. */
function policyHeaders(policy: RoutePolicy, status: number): Record<string, string> {
  const headers: Record<string, string> = {};
  // A failure on our side is never kept: the next visitor gets a fresh try.
  headers["Cache-Control"] = policy.cache === "public" && status < 500 ? CACHE_POLICIES.shared : CACHE_POLICIES.private;
  if (!policy.index) headers["X-Robots-Tag"] = policy.layout === "bare" ? "noindex, nofollow" : "noindex";
  return headers;
}

/**
 * Applies each route's policy (routing/route-policy.ts) to every response it gives:
 * documents, client navigations' data and resource routes alike. The policy comes from
 * the matched route's pattern, so /ADMIN or /%61dmin get the inbox's policy too. A response
 * that set its own Cache-Control (a preview link, a feed) keeps it, unless the route is private.
 */
export const routePolicyMiddleware: MiddlewareFunction<Response> = async ({ pattern }, next) => {
  const response = await next();
  const policy = policyForPattern(pattern);
  for (const [name, value] of Object.entries(policyHeaders(policy, response.status))) {
    if (name === "Cache-Control" && policy.cache === "public" && response.headers.has(name)) continue;
    response.headers.set(name, value);
  }
  return response;
};
