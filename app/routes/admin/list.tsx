import { data, Link, useSearchParams } from "react-router";
import { openings } from "../../../content/model/index.ts";
import { isLanguage } from "../../../shared/i18n/languages.ts";
import type { Route } from "./+types/list";
import {
  accountPermissions,
  applicationCounts,
  countUnconfirmed,
  inboxPage,
  knownSources,
  listAccounts,
  listQuery,
  entryTitles,
} from "../../admin/inbox.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { inboxSpamCount } from "../../admin/spam.server.ts";
import { formatDay, formatWhen, LIST_VIEWS } from "../../admin/fields.ts";
import { useInbox } from "../../admin/i18n/index.ts";
import { DayInput } from "../../admin/forms/DayInput.tsx";
import { FilterDrawer } from "../../admin/forms/FilterDrawer.tsx";
import { readTypedDay } from "../../../shared/typed-day.ts";
import { PipelineTable } from "../../admin/hiring/PipelineTable.tsx";
import { NO_SOURCE } from "../../../shared/lead-source.ts";
import { isEntryList, isListName, LIST_STATUSES, PAGE_SIZE, type Status } from "../../../shared/inbox.ts";
import { followUpState } from "../../../shared/follow-up.ts";
import { BOOTSTRAP_ACCOUNT_ID, canAccess, isRole } from "../../../shared/staff.ts";

export async function loader(args: Route.LoaderArgs) {
  const { params, url } = args;
  if (!isListName(params.list)) throw data(null, { status: 404 });
  const { services, session } = await requireStaff(args, LIST_VIEWS[params.list].area);
  const { db } = services.database;
  const query = { ...listQuery(url.searchParams, params.list), me: session.staff.id };
  const { rows, total } = await inboxPage(services.database, params.list, query);
  const applications = params.list === "applications";
  const entries = isEntryList(params.list);
  const accounts = entries ? await listAccounts(db) : [];
  const area = LIST_VIEWS[params.list].area;
  return {
    list: params.list,
    query,
    rows: rows as unknown as Record<string, unknown>[],
    total,
    // Applications: the openings to filter by and how many are at each step of each.
    openings: applications
      ? [...(await entryTitles(db, openings, isLanguage(session.staff.language) ? session.staff.language : "en"))]
      : [],
    pipeline: applications ? await applicationCounts(db) : [],
    unconfirmed: params.list === "subscribers" ? await countUnconfirmed(db) : 0,
    spam: await inboxSpamCount(services.database, params.list),
    // Requests and applications: their owners' names, and the sources and campaigns to filter by.
    owners: entries ? Object.fromEntries(accounts.map((account) => [account.id, account.name])) : {},
    // The colleagues to filter by: people whose role works on the list, never the installation password.
    colleagues: entries
      ? accounts
          .filter(
            (account) =>
              account.id !== BOOTSTRAP_ACCOUNT_ID &&
              isRole(account.role) &&
              canAccess({ role: account.role, permissions: accountPermissions(account) }, area),
          )
          .map((account) => ({ id: account.id, name: account.name }))
      : [],
    sources: isEntryList(params.list) ? await knownSources(db, params.list) : { sources: [], campaigns: [] },
  };
}

/** The query's names that narrow a list (the filter button counts those in use). */
const FILTERS = ["q", "position", "status", "owner", "due", "sort", "source", "campaign", "from", "to"] as const;

export default function InboxList({ loaderData }: Route.ComponentProps) {
  const { list, query, rows, total, openings, pipeline, unconfirmed, spam, owners, colleagues, sources } = loaderData;
  const entries = isEntryList(list);
  const titles = new Map(openings);
  const statuses = LIST_STATUSES[list];
  const { t, lang, format } = useInbox();
  const view = LIST_VIEWS[list];
  const [params] = useSearchParams();
  // Days as typed: one that is no day stays in its field with a message, never silently dropped.
  const typed = { from: params.get("from") ?? "", to: params.get("to") ?? "" };
  const dayProblem = { from: readTypedDay(typed.from) === null, to: readTypedDay(typed.to) === null };
  const active = FILTERS.filter((name) => params.get(name)).length;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pageLink = (page: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(page));
    return `?${next.toString()}`;
  };
  return (
    <>
      <div className="admin__heading">
        <h1>{t.nav[list]}</h1>
        <div className="admin__heading-actions">
          {entries ? (
            <Link className="btn btn--secondary btn--sm" to={`/admin/${list}/templates`}>
              {t.templates.link}
            </Link>
          ) : null}
          <Link className="btn btn--secondary btn--sm" to={`/admin/${list}/spam`}>
            {format(t.spam.link, { n: spam })}
          </Link>
          <a className="btn btn--secondary btn--sm" href={`/admin/export/${list}?${params.toString()}`} download>
            {t.lists.export}
          </a>
        </div>
      </div>
      <FilterDrawer active={active} open={dayProblem.from || dayProblem.to}>
        <label className="field">
          <span className="field__label">{t.lists.search}</span>
          <input className="input" type="search" name="q" defaultValue={query.q} />
        </label>
        {list === "applications" ? (
          <label className="field">
            <span className="field__label">{t.lists.opening}</span>
            <select className="input" name="position" defaultValue={query.position}>
              <option value="">{t.lists.anyOpening}</option>
              <option value="general">{t.lists.general}</option>
              {openings.map(([id, title]) => (
                <option key={id} value={id}>
                  {title}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {statuses.length ? (
          <label className="field">
            <span className="field__label">{list === "applications" ? t.lists.step : t.lists.status}</span>
            <select className="input" name="status" defaultValue={query.status}>
              <option value="">{t.lists.any}</option>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {t.statuses[status]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {entries ? (
          <>
            <label className="field">
              <span className="field__label">{t.ownership.filter}</span>
              <select className="input" name="owner" defaultValue={query.owner}>
                <option value="">{t.ownership.anyone}</option>
                <option value="mine">{t.ownership.mine}</option>
                <option value="unassigned">{t.ownership.unowned}</option>
                {colleagues.map((colleague) => (
                  <option key={colleague.id} value={colleague.id}>
                    {colleague.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span className="field__label">{t.followUp.filter}</span>
              <select className="input" name="due" defaultValue={query.due}>
                <option value="">{t.followUp.filters.any}</option>
                {(["overdue", "today", "set", "none"] as const).map((due) => (
                  <option key={due} value={due}>
                    {t.followUp.filters[due]}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span className="field__label">{t.followUp.sort}</span>
              <select className="input" name="sort" defaultValue={query.sort}>
                <option value="">{t.followUp.sorts.received}</option>
                <option value="due">{t.followUp.sorts.due}</option>
              </select>
            </label>
            <label className="field">
              <span className="field__label">{t.leadSource.source}</span>
              <select className="input" name="source" defaultValue={query.source}>
                <option value="">{t.leadSource.any}</option>
                {sources.sources.map((source) => (
                  <option key={source || NO_SOURCE} value={source || NO_SOURCE}>
                    {source || t.leadSource.direct}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span className="field__label">{t.leadSource.campaign}</span>
              <select className="input" name="campaign" defaultValue={query.campaign}>
                <option value="">{t.leadSource.any}</option>
                {sources.campaigns.map((campaign) => (
                  <option key={campaign || NO_SOURCE} value={campaign || NO_SOURCE}>
                    {campaign || t.leadSource.noCampaign}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : null}
        <DayInput label={t.lists.from} name="from" value={typed.from} problem={dayProblem.from} />
        <DayInput label={t.lists.to} name="to" value={typed.to} problem={dayProblem.to} />
        <button type="submit" className="btn btn--dark">
          {t.lists.filter}
        </button>
      </FilterDrawer>
      {list === "applications" && pipeline.length ? <PipelineTable counts={pipeline} titles={titles} /> : null}
      <p className="admin__count" role="status">
        {format(t.lists.entries, { n: total })}
      </p>
      {list === "subscribers" && unconfirmed > 0 ? (
        <p className="muted">{format(t.lists.unconfirmed, { n: unconfirmed })}</p>
      ) : null}
      {rows.length === 0 ? <p className="muted">{t.lists.empty}</p> : null}
      <div className="table-scroll" hidden={rows.length === 0}>
        <table className="admin-table admin-table--stack">
          <thead>
            <tr>
              <th scope="col">{t.lists.received}</th>
              <th scope="col">{t.lists.name}</th>
              {view.columns.map((column) => (
                <th key={column} scope="col">
                  {t.lists.columns[column]}
                </th>
              ))}
              {entries ? <th scope="col">{t.ownership.owner}</th> : null}
              {entries ? <th scope="col">{t.followUp.column}</th> : null}
              {statuses.length ? <th scope="col">{list === "applications" ? t.lists.step : t.lists.status}</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row.id)}>
                <td data-label={t.lists.received}>{formatWhen(row.createdAt, lang)}</td>
                <th scope="row">
                  {list === "subscribers" ? (
                    view.name(row)
                  ) : (
                    <Link to={`/admin/${list}/${String(row.id)}`}>{view.name(row)}</Link>
                  )}
                </th>
                {view.columns.map((column) => (
                  <td key={column} data-label={t.lists.columns[column]}>
                    {column === "unsubscribedAt"
                      ? formatWhen(row[column], lang)
                      : column === "position"
                        ? (titles.get(String(row.position)) ?? (row.position ? String(row.position) : t.lists.general))
                        : String(row[column] ?? "")}
                  </td>
                ))}
                {entries ? (
                  <td data-label={t.ownership.owner}>
                    {row.assigneeId ? (owners[String(row.assigneeId)] ?? "") : t.ownership.nobody}
                  </td>
                ) : null}
                {entries ? (
                  <td data-label={t.followUp.column}>
                    <FollowUpCell row={row} now={query.now} />
                  </td>
                ) : null}
                {statuses.length ? (
                  <td data-label={list === "applications" ? t.lists.step : t.lists.status}>
                    <span className={`status status--${String(row.status)}`}>
                      {t.statuses[String(row.status) as Status] ?? String(row.status)}
                    </span>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav className="admin-pages" aria-label={format(t.lists.page, { page: query.page, pages })}>
          {query.page > 1 ? <Link to={pageLink(query.page - 1)}>{t.lists.newer}</Link> : <span />}
          <span>{format(t.lists.page, { page: query.page, pages })}</span>
          {query.page < pages ? <Link to={pageLink(query.page + 1)}>{t.lists.older}</Link> : <span />}
        </nav>
      ) : null}
    </>
  );
}

/** A row's follow-up: its day and time, marked when overdue or due today (as the server's clock had it). */
function FollowUpCell({ row, now }: { row: Record<string, unknown>; now: { day: string; time: string } | undefined }) {
  const { t, lang } = useInbox();
  if (typeof row.dueOn !== "string") return <span className="muted">{t.common.none}</span>;
  const due = { on: row.dueOn, time: typeof row.dueTime === "string" ? row.dueTime : null };
  const state = now ? followUpState(due, now) : "later";
  return (
    <>
      {formatDay(due.on, lang, due.time)}
      {state === "later" ? null : (
        <>
          {" "}
          <span className={`status status--due-${state}`}>{t.followUp.states[state]}</span>
        </>
      )}
    </>
  );
}
