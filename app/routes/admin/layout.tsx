import { useEffect } from "react";
import { isRouteErrorResponse, NavLink, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { areasOf, BOOTSTRAP_ACCOUNT_ID, canAccess } from "../../../shared/staff.ts";
import { ENTRY_LISTS } from "../../../shared/inbox.ts";
import { waitingCount, waitingOn } from "../../admin/inbox.server.ts";
import { isLanguage } from "../../../shared/i18n/languages.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { interviewsOfInterviewer } from "../../admin/inbox.server.ts";
import { inboxCatalogue, useInbox, type InboxData } from "../../admin/i18n/index.ts";
import { StaffForm } from "../../admin/forms/StaffForm.tsx";
import { menuCounts } from "../../admin/menu-counts.server.ts";
import { menuGroups } from "../../admin/menu.ts";
import "../../styles/admin.css";

export async function loader(args: Route.LoaderArgs): Promise<InboxData> {
  // The frame is drawn while two-factor sign-in waits for its setup too, without its menu.
  const { services, session } = await requireStaff(args, undefined, { setup: true });
  const { staff } = session;
  // Only people own quote requests and applications, on the lists their role works on.
  const lists = staff.id === BOOTSTRAP_ACCOUNT_ID ? [] : ENTRY_LISTS.filter((list) => canAccess(staff, list));
  const areas = session.setupRequired ? [] : areasOf(staff);
  return {
    lang: isLanguage(staff.language) ? staff.language : "en",
    csrf: session.csrfToken,
    staff: { id: staff.id, name: staff.name, role: staff.role },
    areas,
    counts: await menuCounts(services.database.db, staff.id, areas),
    setupRequired: session.setupRequired,
    interviewer: (await interviewsOfInterviewer(services.database.db, staff.id)).length > 0,
    waiting: lists.length ? waitingCount(await waitingOn(services.database, staff.id, lists)) : null,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Lojuvard inbox" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function InboxLayout() {
  return (
    <InboxFrame>
      <Outlet />
    </InboxFrame>
  );
}

/**
 * A page of the inbox the member may not open (403) or that does not exist (404): said in
 * their language, inside the inbox's frame, with the way back to their own areas.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData("admin/layout") as InboxData | undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status >= 500) console.error(error);
  const t = inboxCatalogue(data?.lang);
  const message = status === 403 ? t.errors.forbidden : status === 404 ? t.errors.notFound : t.errors.failed;
  const body = (
    <div className="admin-error">
      <h1>{message.title}</h1>
      <p>{message.text}</p>
      <p>
        <a href={data ? `/admin/${data.areas[0] ?? "settings"}` : "/admin/login"}>{t.errors.back}</a>
      </p>
    </div>
  );
  return data ? <InboxFrame>{body}</InboxFrame> : <main className="admin__main">{body}</main>;
}

function InboxFrame({ children }: { children: React.ReactNode }) {
  const { t, lang, staff, format, setupRequired } = useInbox();
  // Marks the document once React has taken over, as the public pages do (SiteChrome).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <div className={setupRequired ? "admin admin--alone" : "admin"} lang={lang}>
      <header className="admin__bar">
        <strong className="admin__brand">{t.brand}</strong>
        <div className="admin__account">
          <span className="admin__who">
            {staff.id === BOOTSTRAP_ACCOUNT_ID
              ? format(t.nav.signedInAsRole, { role: t.roles[staff.role] })
              : format(t.nav.signedInAs, { name: staff.name, role: t.roles[staff.role] })}
          </span>
          {setupRequired ? null : (
            <NavLink to="/admin/settings" className="admin__me">
              {t.nav.settings}
            </NavLink>
          )}
          <StaffForm intent="sign-out" action="/admin/logout">
            <button type="submit" className="btn btn--secondary btn--sm">
              {t.nav.signOut}
            </button>
          </StaffForm>
        </div>
      </header>
      {/* Under the bar on a phone, a column beside the page on a wider screen: the bar stays one row. */}
      {/* Until a required two-factor setup is done there is nowhere else to go (decision 071). */}
      {setupRequired ? null : <InboxMenu />}
      <main id="main" className="admin__main">
        {/* The installation password only bootstraps: its holder is asked to hand over (decision 052). */}
        {staff.id === BOOTSTRAP_ACCOUNT_ID ? (
          <div className="admin-message" role="note">
            <p>{t.handover.notice}</p>
            <p>
              <NavLink to="/admin/handover">{t.handover.start}</NavLink>
            </p>
          </div>
        ) : null}
        {children}
      </main>
    </div>
  );
}

/**
 * The inbox's menu: the member's areas grouped by the work they are (sales, hiring, the
 * website, settings), each link with how many items are new to them there. On a phone it
 * is a drawer closed under the bar (a `<details>`: it opens without scripts too); on a
 * wider screen a column always open beside the page.
 */
function InboxMenu() {
  const { t, areas, counts, waiting, format, interviewer } = useInbox();
  const fresh = Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0) + (waiting ?? 0);
  // The count sits beside the link, not in its name: the link is still "Quote requests",
  // and a screen reader hears "(3 new)" after it.
  const link = (to: string, label: string, count: number | undefined, words = t.nav.newCount) => (
    <li key={to} className={count ? "admin__counted" : undefined}>
      <NavLink to={to}>{label}</NavLink>
      {count ? (
        <>
          <span className="admin__badge" aria-hidden="true">
            {count}
          </span>
          <span className="visually-hidden"> ({format(words, { n: count })})</span>
        </>
      ) : null}
    </li>
  );
  return (
    <nav aria-label={t.nav.label} className="admin__menu">
      <details className="admin__drawer">
        <summary className="admin__drawer-button">
          {t.nav.menu}
          {fresh ? (
            <span className="admin__badge" aria-hidden="true">
              {fresh}
            </span>
          ) : null}
        </summary>
        {/* What is the member's own: what waits on them, the interviews they are asked to. */}
        {waiting !== null || interviewer ? (
          <ul className="admin__nav plain-list">
            {waiting === null ? null : link("/admin/waiting", t.nav.waiting, waiting, t.nav.waitingCount)}
            {/* Anyone may be asked to interview, whatever their role: their interviews appear once they are. */}
            {interviewer ? link("/admin/interviews", t.nav.interviews, undefined) : null}
          </ul>
        ) : null}
        {menuGroups(areas).map(({ group, areas: groupAreas }) => (
          <section key={group} className="admin__group" aria-labelledby={`menu-${group}`}>
            <h2 id={`menu-${group}`} className="admin__group-title">
              {t.navGroups[group]}
            </h2>
            <ul className="admin__nav plain-list">
              {groupAreas.map((area) => link(`/admin/${area}`, t.nav[area], counts[area]))}
            </ul>
          </section>
        ))}
      </details>
    </nav>
  );
}
