import { data, Link } from "react-router";
import type { Route } from "./+types/waiting";
import { openings } from "../../../content/model/index.ts";
import { entryTitles, getAccount, waitingOn } from "../../admin/inbox.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { formatDay, formatWhen } from "../../admin/fields.ts";
import { useInbox } from "../../admin/i18n/index.ts";
import { followUpState, type FollowUpState, type WaitingEntry } from "../../../shared/follow-up.ts";
import { isLanguage } from "../../../shared/i18n/languages.ts";
import { ENTRY_LISTS, type Status } from "../../../shared/inbox.ts";
import { BOOTSTRAP_ACCOUNT_ID, canAccess } from "../../../shared/staff.ts";
import { tashkentClock } from "../../../shared/tashkent-time.ts";

const GROUPS = ["overdue", "today", "replies", "later"] as const;

/**
 * "Waiting on me" (issue 38.3): what the signed-in member owns that needs them, on the
 * lists their role works on: follow-ups overdue and due today, senders who replied since
 * staff last acted, and the follow-ups coming later. Only people own entries: the
 * installation password has nothing waiting (403, as for a role without those lists).
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, session } = await requireStaff(args);
  const { staff } = session;
  const lists = ENTRY_LISTS.filter((list) => canAccess(staff, list));
  if (lists.length === 0 || staff.id === BOOTSTRAP_ACCOUNT_ID) throw data(null, { status: 403 });
  const now = new Date();
  const waiting = await waitingOn(services.database, staff.id, lists, now);
  const lang = isLanguage(staff.language) ? staff.language : "en";
  const titles = lists.includes("applications") ? await entryTitles(services.database.db, openings, lang) : new Map();
  const account = await getAccount(services.database.db, staff.id);
  return {
    waiting,
    titles: Object.fromEntries(titles) as Record<string, string>,
    // Judged by the server's clock, so the page reads the same before and after hydration.
    now: tashkentClock(now),
    digest: services.mail ? account?.morningDigest === 1 : null,
  };
}

export default function InboxWaiting({ loaderData }: Route.ComponentProps) {
  const { t } = useInbox();
  const w = t.waiting;
  const { waiting, digest } = loaderData;
  const empty = GROUPS.every((group) => waiting[group].length === 0);
  return (
    <>
      <div className="admin__heading">
        <h1>{w.title}</h1>
      </div>
      <p className="muted">{w.intro}</p>
      <ul className="plain-list admin-waiting__counts" aria-label={w.title}>
        {GROUPS.map((group) => (
          <li key={group} className={`admin-waiting__count admin-waiting__count--${group}`}>
            <a href={`#waiting-${group}`}>
              <strong>{waiting[group].length}</strong> <span>{w[group]}</span>
            </a>
          </li>
        ))}
      </ul>
      {empty ? <p className="admin-message">{w.empty}</p> : null}
      {GROUPS.map((group) =>
        waiting[group].length === 0 ? null : (
          <section key={group} className="admin-section" aria-labelledby={`waiting-${group}`}>
            <h2 id={`waiting-${group}`}>
              {w[group]} ({waiting[group].length})
            </h2>
            <WaitingTable entries={waiting[group]} titles={loaderData.titles} now={loaderData.now} />
          </section>
        ),
      )}
      {digest === null ? null : (
        <p className="muted">
          {digest ? w.digestOn : w.digestOff} <Link to="/admin/settings">{digest ? w.turnOff : w.turnOn}</Link>
        </p>
      )}
    </>
  );
}

function WaitingTable(props: {
  entries: WaitingEntry[];
  titles: Record<string, string>;
  now: { day: string; time: string };
}) {
  const { t, lang, format } = useInbox();
  const w = t.waiting;
  return (
    <div className="table-scroll">
      <table className="admin-table admin-table--stack">
        <thead>
          <tr>
            <th scope="col">{w.name}</th>
            <th scope="col">{w.list}</th>
            <th scope="col">{w.about}</th>
            <th scope="col">{w.due}</th>
            <th scope="col">{w.status}</th>
          </tr>
        </thead>
        <tbody>
          {props.entries.map((entry) => {
            const state: FollowUpState | null = entry.due ? followUpState(entry.due, props.now) : null;
            return (
              <tr key={`${entry.list}-${entry.id}`}>
                <th scope="row">
                  <Link to={`/admin/${entry.list}/${entry.id}`}>{entry.name}</Link>
                  {entry.replyWaiting && entry.lastReplyAt ? (
                    <div className="muted">{format(w.replied, { when: formatWhen(entry.lastReplyAt, lang) })}</div>
                  ) : null}
                </th>
                <td data-label={w.list}>{w.items[entry.list]}</td>
                <td data-label={w.about}>
                  {entry.list === "applications"
                    ? entry.about
                      ? (props.titles[entry.about] ?? entry.about)
                      : t.lists.general
                    : entry.about}
                </td>
                <td data-label={w.due}>
                  {entry.due && state ? (
                    <>
                      {formatDay(entry.due.on, lang, entry.due.time)}
                      {state === "later" ? null : (
                        <>
                          {" "}
                          <span className={`status status--due-${state}`}>{t.followUp.states[state]}</span>
                        </>
                      )}
                    </>
                  ) : (
                    <span className="muted">{t.common.none}</span>
                  )}
                </td>
                <td data-label={w.status}>
                  <span className={`status status--${entry.status}`}>
                    {t.statuses[entry.status as Status] ?? entry.status}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
