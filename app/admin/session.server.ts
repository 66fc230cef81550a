import { data, redirect, type RouterContextProvider } from "react-router";
import { readCookie } from "../i18n/language.server.ts";
import { siteConfigContext, type ServerServices } from "../site/context.ts";
import type { AdminAuth, AdminSession } from "../../server/admin/auth.ts";
import { SESSION_COOKIE } from "../../server/admin/auth.ts";

export interface AdminContext {
  services: ServerServices & { admin: AdminAuth };
  session: AdminSession;
}

/** The server's services when the inbox is enabled; otherwise /admin does not exist (404). */
export function inboxServices(context: Readonly<RouterContextProvider>): ServerServices & { admin: AdminAuth } {
  const services = context.get(siteConfigContext).services;
  if (!services?.admin) throw data(null, { status: 404 });
  return services as ServerServices & { admin: AdminAuth };
}

/** The signed-in admin, or a redirect to the sign-in page. */
export async function requireAdmin(request: Request, context: Readonly<RouterContextProvider>): Promise<AdminContext> {
  const services = inboxServices(context);
  const session = await services.admin.session(readCookie(request.headers.get("cookie"), SESSION_COOKIE));
  if (!session) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
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
export function secureCookies(request: Request, services: ServerServices): boolean {
  return services.secureCookies || new URL(request.url).protocol === "https:";
}

/** Where to go after signing in: only a path inside the inbox. */
export function safeNext(value: string | null): string {
  return value && /^\/admin(\/[\w\-/?=&%.]*)?$/.test(value) && !value.startsWith("//") ? value : "/admin/requests";
}
