import type { Route } from "./+types/audit";
import { latestAuditEntries } from "../../admin/inbox.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { formatWhen } from "../../admin/fields.ts";
import { useInbox } from "../../admin/i18n/index.ts";

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args, "audit");
  return { entries: await latestAuditEntries(services.database.db) };
}

export default function InboxAudit({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useInbox();
  return (
    <>
      <h1>{t.audit.title}</h1>
      <div className="table-scroll">
        <table className="admin-table admin-table--stack">
          <thead>
            <tr>
              <th scope="col">{t.audit.when}</th>
              <th scope="col">{t.audit.who}</th>
              <th scope="col">{t.audit.what}</th>
              <th scope="col">{t.audit.details}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.entries.map((entry) => (
              <tr key={entry.id}>
                <td data-label={t.audit.when}>{formatWhen(entry.createdAt, lang)}</td>
                <td data-label={t.audit.who}>{entry.actor}</td>
                <td data-label={t.audit.what}>{entry.action}</td>
                <td data-label={t.audit.details}>
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
