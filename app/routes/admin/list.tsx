import { data, Form, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/list";
import { inboxPage, listQuery } from "../../admin/inbox.server.ts";
import { requireAdmin } from "../../admin/session.server.ts";
import { formatWhen, LIST_VIEWS, STATUS_LABELS } from "../../admin/fields.ts";
import { isListName, PAGE_SIZE, STATUSES } from "../../../shared/inbox.ts";

export async function loader(args: Route.LoaderArgs) {
  const { params, url } = args;
  const { services } = await requireAdmin(args);
  if (!isListName(params.list)) throw data(null, { status: 404 });
  const query = listQuery(url.searchParams);
  const { rows, total } = await inboxPage(services.database, params.list, query);
  return { list: params.list, query, rows: rows as unknown as Record<string, unknown>[], total };
}

export default function AdminList({ loaderData }: Route.ComponentProps) {
  const { list, query, rows, total } = loaderData;
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
        <h1>{view.title}</h1>
        <a className="btn btn--secondary btn--sm" href={`/admin/export/${list}?${params.toString()}`} download>
          Export CSV
        </a>
      </div>
      <Form method="get" className="admin-filters" role="search">
        <label className="field">
          <span className="field__label">Search name, company or e-mail</span>
          <input className="input" type="search" name="q" defaultValue={query.q} />
        </label>
        <label className="field">
          <span className="field__label">Status</span>
          <select className="input" name="status" defaultValue={query.status}>
            <option value="">Any</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">From</span>
          <input className="input" type="date" name="from" defaultValue={query.from} />
        </label>
        <label className="field">
          <span className="field__label">To</span>
          <input className="input" type="date" name="to" defaultValue={query.to} />
        </label>
        <button type="submit" className="btn btn--dark">
          Filter
        </button>
      </Form>
      <p className="admin__count" role="status">
        {total} {total === 1 ? "entry" : "entries"}
      </p>
      <div className="table-scroll">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">Name</th>
              {view.columns.map(([label]) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row.id)}>
                <td>{formatWhen(row.createdAt)}</td>
                <th scope="row">
                  {list === "subscribers" ? (
                    view.name(row)
                  ) : (
                    <Link to={`/admin/${list}/${String(row.id)}`}>{view.name(row)}</Link>
                  )}
                </th>
                {view.columns.map(([label, column]) => (
                  <td key={label}>
                    {column === "unsubscribedAt" ? formatWhen(row[column]) : String(row[column] ?? "")}
                  </td>
                ))}
                <td>
                  <span className={`status status--${String(row.status)}`}>
                    {STATUS_LABELS[String(row.status) as keyof typeof STATUS_LABELS] ?? String(row.status)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav className="admin-pages" aria-label="Pages">
          {query.page > 1 ? <Link to={pageLink(query.page - 1)}>← Newer</Link> : <span />}
          <span>
            Page {query.page} of {pages}
          </span>
          {query.page < pages ? <Link to={pageLink(query.page + 1)}>Older →</Link> : <span />}
        </nav>
      ) : null}
    </>
  );
}
