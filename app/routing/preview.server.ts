import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { kindNamed } from "../../content/model/index.ts";
import { signLink, verifyLink } from "../../server/auth/signed-links.ts";
import type { Db } from "../../server/db/database.ts";
import { previewedEntry } from "../content/entries.server.ts";
import { siteContext } from "../site/context.server.ts";

/** The query parameter of a page shown with an entry's saved version (the inbox's preview). */
const PREVIEW_PARAM = "preview";
/** How long a preview link works: long enough to read the page, too short to pass around. */
const PREVIEW_LINK_MS = 30 * 60 * 1000;

/**
 * A link to a public page drawn with one entry's saved version, whatever its state: the
 * inbox shows it in a frame. The session cookie stays on /admin, so the link carries its
 * own signed, expiring permission, made for a member of staff who may edit the entry.
 */
export async function previewLink(db: Db, path: string, kind: string, id: string): Promise<string> {
  const token = await signLink(db, "preview", `${kind}:${id}`, new Date(Date.now() + PREVIEW_LINK_MS));
  return `${path}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
}

/**
 * A page asked for with a valid preview link is drawn with that entry's saved version,
 * kept by nobody (no cache, no search engine) and shown only inside the site's own frames.
 */
export const previewMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const token = new URL(request.url).searchParams.get(PREVIEW_PARAM);
  if (!token || !(await startPreview(context, token))) return next();
  const response = await next();
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  response.headers.set("X-Frame-Options", "SAMEORIGIN");
  const policy = response.headers.get("Content-Security-Policy");
  if (policy)
    response.headers.set("Content-Security-Policy", policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  return response;
};

async function startPreview(context: Readonly<RouterContextProvider>, token: string): Promise<boolean> {
  const services = siteContext(context).services;
  if (!services) return false;
  const check = await verifyLink(services.database.db, "preview", token, { expiring: true });
  if (!check.ok) return false;
  const [name = "", ...rest] = check.value.split(":");
  if (!kindNamed(name)) return false;
  context.set(previewedEntry, { kind: name, id: rest.join(":") });
  return true;
}
