import { data, Form, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/list";
import { inboxPage, listQuery } from "../../admin/inbox.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { countLabel, formatWhen, LIST_VIEWS } from "../../admin/fields.ts";
import { fill, useInbox } from "../../admin/i18n/index.ts";
import { isListName, PAGE_SIZE, STATUSES, type Status } from "../../../shared/inbox.ts";

export async function loader(args: Route.LoaderArgs) {
  const { params, url } = args;
  if (!isListName(params.list)) throw data(null, { status: 404 });
  const { services } = await requireStaff(args, LIST_VIEWS[params.list].area);
  const query = listQuery(url.searchParams);
  const { rows, total } = await inboxPage(services.database, params.list, query);
  return { list: params.list, query, rows: rows as unknown as Record<string, unknown>[], total };
}

export default function InboxList({ loaderData }: Route.ComponentProps) {
  const { list, query, rows, total } = loaderData;
  const { t, lang } = useInbox();
  const view = LIST_VIEWS[list];
  const [params] = useSearchParams();
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
        <a className="btn btn--secondary btn--sm" href={`/admin/export/${list}?${params.toString()}`} download>
          {t.lists.export}
        </a>
      </div>
      <Form method="get" className="admin-filters" role="search">
        <label className="field">
          <span className="field__label">{t.lists.search}</span>
          <input className="input" type="search" name="q" defaultValue={query.q} />
        </label>
        <label className="field">
          <span className="field__label">{t.lists.status}</span>
          <select className="input" name="status" defaultValue={query.status}>
            <option value="">{t.lists.any}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.statuses[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t.lists.from}</span>
          <input className="input" type="date" name="from" defaultValue={query.from} />
        </label>
        <label className="field">
          <span className="field__label">{t.lists.to}</span>
          <input className="input" type="date" name="to" defaultValue={query.to} />
        </label>
        <button type="submit" className="btn btn--dark">
          {t.lists.filter}
        </button>
      </Form>
      <p className="admin__count" role="status">
        {countLabel(t.lists.entries, total, lang)}
      </p>
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
              <th scope="col">{t.lists.status}</th>
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
                    {column === "unsubscribedAt" ? formatWhen(row[column], lang) : String(row[column] ?? "")}
                  </td>
                ))}
                <td data-label={t.lists.status}>
                  <span className={`status status--${String(row.status)}`}>
                    {t.statuses[String(row.status) as Status] ?? String(row.status)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav className="admin-pages" aria-label={fill(t.lists.page, { page: query.page, pages })}>
          {query.page > 1 ? <Link to={pageLink(query.page - 1)}>{t.lists.newer}</Link> : <span />}
          <span>{fill(t.lists.page, { page: query.page, pages })}</span>
          {query.page < pages ? <Link to={pageLink(query.page + 1)}>{t.lists.older}</Link> : <span />}
        </nav>
      ) : null}
    </>
  );
}
