import { Link } from "react-router";
import { APPLICATION_STATUSES } from "../../../shared/inbox.ts";
import { useInbox } from "../i18n/index.ts";

/**
 * How many applications each opening has at each hiring step: one row per opening (and
 * general applications), one column per step; a count opens the list filtered to it.
 */
export function PipelineTable({
  counts,
  titles,
}: {
  counts: { position: string; status: string; n: number }[];
  titles: Map<string, string>;
}) {
  const { t } = useInbox();
  const positions = [...new Set(counts.map((row) => row.position))].sort((a, b) =>
    (titles.get(a) ?? a).localeCompare(titles.get(b) ?? b),
  );
  const count = (position: string, status: string) =>
    counts.find((row) => row.position === position && row.status === status)?.n ?? 0;
  const name = (position: string) => (position ? (titles.get(position) ?? position) : t.lists.general);
  const link = (position: string, status?: string) => {
    const params = new URLSearchParams({ position: position || "general" });
    if (status) params.set("status", status);
    return `?${params.toString()}`;
  };
  return (
    <details className="admin-pipeline" open>
      <summary>{t.hiring.byOpening}</summary>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t.hiring.byOpening}>
        <table className="admin-table admin-table--compact">
          <thead>
            <tr>
              <th scope="col">{t.hiring.opening}</th>
              {APPLICATION_STATUSES.map((status) => (
                <th key={status} scope="col" className="admin-table__number">
                  {t.statuses[status]}
                </th>
              ))}
              <th scope="col" className="admin-table__number">
                {t.hiring.total}
              </th>
            </tr>
          </thead>
          <tbody>
            {positions.map((position) => (
              <tr key={position || "general"}>
                <th scope="row">
                  <Link to={link(position)}>{name(position)}</Link>
                </th>
                {APPLICATION_STATUSES.map((status) => {
                  const n = count(position, status);
                  return (
                    <td key={status} className="admin-table__number">
                      {n ? <Link to={link(position, status)}>{n}</Link> : <span className="muted">0</span>}
                    </td>
                  );
                })}
                <td className="admin-table__number">
                  {counts.filter((row) => row.position === position).reduce((sum, row) => sum + row.n, 0)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
