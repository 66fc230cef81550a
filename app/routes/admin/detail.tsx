import { data, Form, Link, redirect, useOutletContext } from "react-router";
import type { Route } from "./+types/detail";
import { requireAdmin, verifyCsrf } from "../../admin/session.server.ts";
import { formatWhen, LIST_VIEWS, STATUS_LABELS } from "../../admin/fields.ts";
import {
  getEntry,
  isListName,
  LISTS,
  recordAudit,
  setStatus,
  STATUSES,
  type Status,
} from "../../../server/admin/inbox.ts";
import { deliveryState } from "../../../server/notify/outbox.ts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = await requireAdmin(request, context);
  if (!isListName(params.list) || params.list === "subscribers") throw data(null, { status: 404 });
  const entry = await getEntry(services.store, params.list, params.id);
  if (!entry) throw data(null, { status: 404 });
  const fileColumn = LISTS[params.list].file;
  const upload = fileColumn ? await services.store.getUpload(String(entry[fileColumn])) : undefined;
  const deliveries = await deliveryState(services.store.engine, LISTS[params.list].kind, params.id);
  return {
    list: params.list,
    entry,
    upload: upload ? { id: upload.id, name: upload.originalName, size: upload.size, mime: upload.mime } : null,
    deliveries: deliveries.map((delivery) => ({
      ...delivery,
      sentAt: delivery.sentAt ? delivery.sentAt.toISOString() : null,
    })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, session } = await requireAdmin(request, context);
  if (!isListName(params.list)) throw data(null, { status: 404 });
  const form = await request.formData();
  verifyCsrf(request, form, session);
  const status = String(form.get("status"));
  if (!(STATUSES as readonly string[]).includes(status)) throw data("Unknown status", { status: 400 });
  if (!(await setStatus(services.store, params.list, params.id, status as Status))) throw data(null, { status: 404 });
  await recordAudit(services.store, "admin", "status", { list: params.list, id: params.id, status });
  return redirect(`/admin/${params.list}/${params.id}`);
}

export default function AdminDetail({ loaderData }: Route.ComponentProps) {
  const { list, entry, upload, deliveries } = loaderData;
  const { csrf } = useOutletContext<{ csrf: string }>();
  const view = LIST_VIEWS[list];
  return (
    <>
      <p>
        <Link to={`/admin/${list}`}>← {view.title}</Link>
      </p>
      <div className="admin__heading">
        <h1>{view.name(entry)}</h1>
        <span className={`status status--${String(entry.status)}`}>
          {STATUS_LABELS[String(entry.status) as Status] ?? String(entry.status)}
        </span>
      </div>
      <div className="admin-detail">
        <dl className="admin-fields">
          <div>
            <dt>Received</dt>
            <dd>{formatWhen(entry.created_at)}</dd>
          </div>
          {view.fields.map(([label, column]) => (
            <div key={column}>
              <dt>{label}</dt>
              <dd className={column === "message" ? "admin-fields__message" : undefined}>
                {String(entry[column] ?? "")}
              </dd>
            </div>
          ))}
          <div>
            <dt>{list === "applications" ? "CV" : "Attachment"}</dt>
            <dd>
              {upload ? (
                <a href={`/admin/files/${upload.id}`} download>
                  {upload.name} ({Math.max(1, Math.round(upload.size / 1024))} KB)
                </a>
              ) : (
                "—"
              )}
            </dd>
          </div>
        </dl>
        <aside className="admin-side">
          <Form method="post" className="admin-status">
            <input type="hidden" name="csrf" value={csrf} />
            <label className="field">
              <span className="field__label">Status</span>
              <select className="input" name="status" defaultValue={String(entry.status)}>
                {STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn btn--dark btn--sm">
              Save status
            </button>
          </Form>
          <section>
            <h2>Notifications</h2>
            {deliveries.length === 0 ? (
              <p className="muted">No notification channel was configured when this arrived.</p>
            ) : (
              <ul className="plain-list admin-deliveries">
                {deliveries.map((delivery) => (
                  <li key={delivery.channel}>
                    <strong>{delivery.channel === "email" ? "E-mail" : "Telegram"}</strong>: {delivery.status}
                    {delivery.sentAt ? `, ${formatWhen(delivery.sentAt)}` : ""}
                    {delivery.status !== "sent" && delivery.attempts > 0 ? ` (attempts: ${delivery.attempts})` : ""}
                    {delivery.lastError && delivery.status !== "sent" ? (
                      <div className="muted">{delivery.lastError}</div>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <Link
            className="btn btn--secondary btn--sm"
            to={`/admin/erase?email=${encodeURIComponent(String(entry.email))}`}
          >
            Erase this person's data…
          </Link>
        </aside>
      </div>
    </>
  );
}
