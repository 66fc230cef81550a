import type { Route } from "./+types/audit";
import { latestAuditEntries } from "../../admin/inbox.server.ts";
import { requireAdmin } from "../../admin/session.server.ts";
import { formatWhen } from "../../admin/fields.ts";

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireAdmin(args);
  return { entries: await latestAuditEntries(services.database.db) };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Audit log</h1>
      <div className="table-scroll">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.entries.map((entry) => (
              <tr key={entry.id}>
                <td>{formatWhen(entry.createdAt)}</td>
                <td>{entry.actor}</td>
                <td>{entry.action}</td>
                <td>
                  <code>{entry.detail}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
