import type { Route } from "./+types/audit";
import { requireAdmin } from "../../admin/session.server.ts";
import { formatWhen } from "../../admin/fields.ts";
import { auditLog } from "../../../server/admin/inbox.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireAdmin(request, context);
  return { entries: await auditLog(services.store) };
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
              <tr key={String(entry.id)}>
                <td>{formatWhen(entry.created_at)}</td>
                <td>{String(entry.actor)}</td>
                <td>{String(entry.action)}</td>
                <td>
                  <code>{String(entry.detail)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
