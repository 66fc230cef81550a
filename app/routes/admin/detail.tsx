import { data, Form, Link, redirect, useOutletContext } from "react-router";
import type { Route } from "./+types/detail";
import { readForm } from "../../routing/read-form.server.ts";
import { changeStatus, deliveryState, entryUpload, inboxEntry, LIST_KINDS } from "../../admin/inbox.server.ts";
import { requireAdmin, verifyCsrf } from "../../admin/session.server.ts";
import { formatWhen, LIST_VIEWS, STATUS_LABELS } from "../../admin/fields.ts";
import { isListName, isStatus, STATUSES, type Status } from "../../../shared/inbox.ts";

export async function loader(args: Route.LoaderArgs) {
  const { params } = args;
  const { services } = await requireAdmin(args);
  if (!isListName(params.list) || params.list === "subscribers") throw data(null, { status: 404 });
  const entry = await inboxEntry(services.database, params.list, params.id);
  if (!entry) throw data(null, { status: 404 });
  const upload = await entryUpload(services.database, params.list, entry);
  return {
    list: params.list,
    entry: entry as unknown as Record<string, unknown>,
    upload: upload ? { id: upload.id, name: upload.originalName, size: upload.size, mime: upload.mime } : null,
    deliveries: await deliveryState(services.database.db, LIST_KINDS[params.list], params.id),
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, params } = args;
  const { services, session } = await requireAdmin(args);
  if (!isListName(params.list)) throw data(null, { status: 404 });
  const form = await readForm(request);
  verifyCsrf(request, form, session);
  const status = form.get("status");
  if (!isStatus(status)) throw data("Unknown status", { status: 400 });
  if (!(await changeStatus(services.database, params.list, params.id, status, "admin"))) {
    throw data(null, { status: 404 });
  }
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
            <dd>{formatWhen(entry.createdAt)}</dd>
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
