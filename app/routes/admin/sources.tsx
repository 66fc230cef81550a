import { formatMonth } from "../../i18n/format.ts";
import { Link } from "react-router";
import type { Route } from "./+types/sources";
import { sourceCounts } from "../../admin/inbox.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { useInbox } from "../../admin/i18n/index.ts";
import { ENTRY_LISTS, type EntryList } from "../../../shared/inbox.ts";
import { NO_SOURCE } from "../../../shared/lead-source.ts";
import { canAccess } from "../../../shared/staff.ts";

/** One row of the sources view: a source and campaign in a month, with its counts per list. */
interface SourceRow {
  month: string;
  source: string;
  campaign: string;
  counts: Partial<Record<EntryList, number>>;
}

/**
 * How many quote requests and applications came from each source and campaign, per
 * month: marketing reads which channels bring leads, HR which bring candidates. Each
 * member sees the lists their role works on.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, session } = await requireStaff(args, "sources");
  const lists = ENTRY_LISTS.filter((list) => canAccess(session.staff, list));
  const rows = new Map<string, SourceRow>();
  for (const count of await sourceCounts(services.database.db, lists)) {
    const key = JSON.stringify([count.month, count.source, count.campaign]);
    const row = rows.get(key) ?? { month: count.month, source: count.source, campaign: count.campaign, counts: {} };
    row.counts[count.list] = (row.counts[count.list] ?? 0) + count.n;
    rows.set(key, row);
  }
  return { lists, rows: [...rows.values()] };
}

/** The first and last day of "2026-11", for the list's date filter. */
function monthRange(month: string): { from: string; to: string } {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

export default function InboxSources({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useInbox();
  const s = t.sources;
  const { lists, rows } = loaderData;
  // "November 2026", "ноябрь 2026 г.", "2026-yil noyabr", as the rest of the site writes a month.
  const monthName = (month: string) => formatMonth(`${month}-01`, lang);
  const link = (list: EntryList, row: SourceRow) => {
    const query = new URLSearchParams({
      source: row.source || NO_SOURCE,
      campaign: row.campaign || NO_SOURCE,
      ...monthRange(row.month),
    });
    return `/admin/${list}?${query.toString()}`;
  };
  return (
    <>
      <div className="admin__heading">
        <h1>{s.title}</h1>
      </div>
      <p className="muted">{s.intro}</p>
      {rows.length === 0 ? (
        <p className="muted">{s.empty}</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table admin-table--stack admin-sources">
            <thead>
              <tr>
                <th scope="col">{s.month}</th>
                <th scope="col">{s.source}</th>
                <th scope="col">{s.campaign}</th>
                {lists.map((list) => (
                  <th key={list} scope="col" className="admin-table__number">
                    {t.nav[list]}
                  </th>
                ))}
                {lists.length > 1 ? (
                  <th scope="col" className="admin-table__number">
                    {s.total}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.month}|${row.source}|${row.campaign}`}>
                  <td data-label={s.month}>{monthName(row.month)}</td>
                  <th scope="row" data-label={s.source}>
                    {row.source || t.leadSource.direct}
                  </th>
                  <td data-label={s.campaign}>{row.campaign || t.leadSource.noCampaign}</td>
                  {lists.map((list) => (
                    <td key={list} data-label={t.nav[list]} className="admin-table__number">
                      {row.counts[list] ? <Link to={link(list, row)}>{row.counts[list]}</Link> : 0}
                    </td>
                  ))}
                  {lists.length > 1 ? (
                    <td data-label={s.total} className="admin-table__number">
                      {lists.reduce((sum, list) => sum + (row.counts[list] ?? 0), 0)}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
