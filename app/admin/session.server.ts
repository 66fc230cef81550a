import { data, redirect, type RouterContextProvider } from "react-router";
import { COOKIES, readCookie } from "../../shared/cookies.ts";
import { areasOf, canAccess, type Area } from "../../shared/staff.ts";
import type { StaffAuth, StaffMember, StaffSession } from "../../server/auth/staff-auth.ts";
import { siteContext, type Services } from "../site/context.server.ts";
import { inboxCatalogue } from "./i18n/index.ts";
import { TWO_FACTOR_PATH } from "../routing/paths.ts";

export interface StaffContext {
  services: Services;
  session: StaffSession;
}

/** What an inbox loader or action is given by React Router. */
interface InboxArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  /** The normalized URL (without a client navigation's `.data`). */
  url: URL;
}

/**
 * The server's services when the inbox exists (ADMIN_PASSWORD is set, or some account
 * has a password); otherwise /admin does not exist (404).
 */
export async function inboxServices(context: Readonly<RouterContextProvider>): Promise<Services & { auth: StaffAuth }> {
  const services = siteContext(context).services;
  if (!services || !(await services.auth.enabled())) throw data(null, { status: 404 });
  return services;
}

/** The session token the browser sent, if any. */
export function sessionToken(request: Request): string | null {
  return readCookie(request.headers.get("cookie"), COOKIES.session);
}

/**
 * The signed-in member of staff, or a redirect to the sign-in page that comes back here.
 * With an area, a role that may not see it gets 403: roles are enforced here, on the
 * server, for every page and action, not only in the menu.
 */
export async function requireStaff(
  { request, context, url }: InboxArgs,
  area?: Area,
  options: { setup?: boolean } = {},
): Promise<StaffContext> {
  const services = await inboxServices(context);
  const session = await services.auth.session(sessionToken(request));
  if (!session) throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  // Two-factor sign-in is required and not set up yet: nothing else until it is, then on to
  // the page asked for (decision 071).
  if (session.setupRequired && !options.setup) {
    throw redirect(`${TWO_FACTOR_PATH}?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (area && !canAccess(session.staff, area)) {
    throw data(inboxCatalogue(session.staff.language).common.refused, { status: 403 });
  }
  return { services, session };
}

/**
 * Every state-changing request must come from our own pages: the session's CSRF token in
 * the form, and, when the browser names one, our own origin. (The cookie is SameSite=Strict too.)
 */
export function verifyCsrf(request: Request, token: string | undefined, session: StaffSession): void {
  if (!sameOrigin(request)) throw data("Cross-site request refused", { status: 403 });
  if (token !== session.csrfToken) {
    throw data(inboxCatalogue(session.staff.language).common.expired, { status: 403 });
  }
}

/**
 * Whether a POST came from a page of this site, by what every current browser says of it,
 * scripts or not: its `Origin`, and `Sec-Fetch-Site`. A client that sends neither is no
 * browser a forged page could drive. This is all the pages before sign-in have (no session
 * to hold a token), and it is enough there (decision 072).
 */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin && origin !== new URL(request.url).origin) return false;
  const site = request.headers.get("sec-fetch-site");
  return !site || site === "same-origin" || site === "none";
}

/** Cookies are Secure behind HTTPS: the site's configured origin or the request itself. */
export function secureCookies(request: Request, services: Services): boolean {
  return services.secureCookies || new URL(request.url).protocol === "https:";
}

/**
 * The page a member of staff starts on: the first area they may open. Never "/admin"
 * itself after a client navigation: its data URL "/admin.data" is outside the session
 * cookie's path, so the request would arrive signed out.
 */
export function inboxHome(member: Pick<StaffMember, "role" | "permissions">): string {
  return `/admin/${areasOf(member)[0] ?? "settings"}`;
}

/**
 * Where to go after signing in: only a page of the inbox, never a client navigation's
 * data URL (`.data`), which would show raw data instead of the page; otherwise home.
 */
export function safeNext(value: string | null, member: Pick<StaffMember, "role" | "permissions">): string {
  const fallback = inboxHome(member);
  if (value === "/admin") return fallback;
  if (!value || !/^\/admin(\/[\w\-/?=&%.]*)?$/.test(value) || value.startsWith("//")) return fallback;
  const path = value.split("?")[0] ?? "";
  return /\.data$/i.test(path) || /(^|[?&])_routes=/.test(value) ? fallback : value;
}
