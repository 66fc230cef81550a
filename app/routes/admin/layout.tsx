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
import "../../styles/admin.css";

export async function loader(args: Route.LoaderArgs): Promise<InboxData> {
  // The frame is drawn while two-factor sign-in waits for its setup too, without its menu.
  const { services, session } = await requireStaff(args, undefined, { setup: true });
  const { staff } = session;
  // Only people own quote requests and applications, on the lists their role works on.
  const lists = staff.id === BOOTSTRAP_ACCOUNT_ID ? [] : ENTRY_LISTS.filter((list) => canAccess(staff, list));
  return {
    lang: isLanguage(staff.language) ? staff.language : "en",
    csrf: session.csrfToken,
    staff: { id: staff.id, name: staff.name, role: staff.role },
    areas: session.setupRequired ? [] : areasOf(staff),
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
  const { t, lang, staff, areas, waiting, format, interviewer, setupRequired } = useInbox();
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
      {setupRequired ? null : (
        <nav aria-label={t.nav.label} className="admin__menu">
          <ul className="admin__nav plain-list">
            {waiting === null ? null : (
              <li>
                <NavLink to="/admin/waiting">
                  {t.nav.waiting}
                  {waiting > 0 ? (
                    <>
                      <span className="admin__badge" aria-hidden="true">
                        {waiting}
                      </span>
                      <span className="visually-hidden"> ({format(t.nav.waitingCount, { n: waiting })})</span>
                    </>
                  ) : null}
                </NavLink>
              </li>
            )}
            {/* Every area the member may open, in the menu's order (shared/staff.ts). */}
            {areas.map((area) => (
              <li key={area}>
                <NavLink to={`/admin/${area}`}>{t.nav[area]}</NavLink>
              </li>
            ))}
            {/* Anyone may be asked to interview, whatever their role: their interviews appear once they are. */}
            {interviewer ? (
              <li>
                <NavLink to="/admin/interviews">{t.nav.interviews}</NavLink>
              </li>
            ) : null}
          </ul>
        </nav>
      )}
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
