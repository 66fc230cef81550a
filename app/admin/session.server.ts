import { data, redirect, type RouterContextProvider } from "react-router";
import { COOKIES, readCookie } from "../../shared/cookies.ts";
import type { AdminAuth, AdminSession } from "../../server/auth/admin-auth.ts";
import { siteContext, type Services } from "../site/context.server.ts";

export type InboxServices = Services & { admin: AdminAuth };

export interface AdminContext {
  services: InboxServices;
  session: AdminSession;
}

/** What an inbox loader or action is given by React Router. */
interface InboxArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  /** The normalized URL (without a client navigation's `.data`). */
  url: URL;
}

/** The server's services when the inbox is enabled; otherwise /admin does not exist (404). */
export function inboxServices(context: Readonly<RouterContextProvider>): InboxServices {
  const services = siteContext(context).services;
  if (!services?.admin) throw data(null, { status: 404 });
  return services as InboxServices;
}

/** The session token the browser sent, if any. */
export function sessionToken(request: Request): string | null {
  return readCookie(request.headers.get("cookie"), COOKIES.session);
}

/** The signed-in admin, or a redirect to the sign-in page that comes back here. */
export async function requireAdmin({ request, context, url }: InboxArgs): Promise<AdminContext> {
  const services = inboxServices(context);
  const session = await services.admin.session(sessionToken(request));
  if (!session) throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  return { services, session };
}

/**
 * Every state-changing request must come from our own pages: the session's CSRF token in
 * the form, and, when the browser names one, our own origin. (The cookie is SameSite=Strict too.)
 */
export function verifyCsrf(request: Request, form: FormData, session: AdminSession): void {
  const origin = request.headers.get("origin");
  if (origin && origin !== new URL(request.url).origin) throw data("Cross-site request refused", { status: 403 });
  if (form.get("csrf") !== session.csrfToken)
    throw data("This form has expired; reload the page and try again", { status: 403 });
}

/** Cookies are Secure behind HTTPS: the site's configured origin or the request itself. */
export function secureCookies(request: Request, services: Services): boolean {
  return services.secureCookies || new URL(request.url).protocol === "https:";
}

/**
 * Where to go after signing in: only a page of the inbox, never a client navigation's
 * data URL (`.data`), which would show raw data instead of the page.
 */
export function safeNext(value: string | null): string {
  const fallback = "/admin/requests";
  if (!value || !/^\/admin(\/[\w\-/?=&%.]*)?$/.test(value) || value.startsWith("//")) return fallback;
  const path = value.split("?")[0] ?? "";
  return /\.data$/i.test(path) || /(^|[?&])_routes=/.test(value) ? fallback : value;
}
