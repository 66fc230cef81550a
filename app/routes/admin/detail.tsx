import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/detail";
import { readForm } from "../../routing/read-form.server.ts";
import { changeStatus, deliveryState, entryUpload, inboxEntry, LIST_KINDS } from "../../admin/inbox.server.ts";
import { requireStaff, verifyCsrf } from "../../admin/session.server.ts";
import { formatWhen, LIST_VIEWS } from "../../admin/fields.ts";
import { fill, useInbox } from "../../admin/i18n/index.ts";
import { actorName } from "../../admin/inbox.server.ts";
import { isListName, isStatus, STATUSES, type Status } from "../../../shared/inbox.ts";

export async function loader(args: Route.LoaderArgs) {
  const { params } = args;
  if (!isListName(params.list) || params.list === "subscribers") throw data(null, { status: 404 });
  const { services } = await requireStaff(args, LIST_VIEWS[params.list].area);
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
  if (!isListName(params.list)) throw data(null, { status: 404 });
  const { services, session } = await requireStaff(args, LIST_VIEWS[params.list].area);
  const form = await readForm(request);
  verifyCsrf(request, form, session);
  const status = form.get("status");
  if (!isStatus(status)) throw data("Unknown status", { status: 400 });
  if (!(await changeStatus(services.database, params.list, params.id, status, actorName(session.staff)))) {
    throw data(null, { status: 404 });
  }
  return redirect(`/admin/${params.list}/${params.id}`);
}

export default function InboxDetail({ loaderData }: Route.ComponentProps) {
  const { list, entry, upload, deliveries } = loaderData;
  const { t, lang, csrf } = useInbox();
  const view = LIST_VIEWS[list];
  return (
    <>
      <p>
        <Link to={`/admin/${list}`}>← {t.nav[list]}</Link>
      </p>
      <div className="admin__heading">
        <h1>{view.name(entry)}</h1>
        <span className={`status status--${String(entry.status)}`}>
          {t.statuses[String(entry.status) as Status] ?? String(entry.status)}
        </span>
      </div>
      <div className="admin-detail">
        <dl className="admin-fields">
          <div>
            <dt>{t.detail.received}</dt>
            <dd>{formatWhen(entry.createdAt, lang)}</dd>
          </div>
          {view.fields.map((field) => (
            <div key={field}>
              <dt>{t.detail.fields[field]}</dt>
              <dd className={field === "message" ? "admin-fields__message" : undefined}>
                {field === "position" && !entry[field] ? t.detail.generalApplication : String(entry[field] ?? "")}
              </dd>
            </div>
          ))}
          {view.file ? (
            <div>
              <dt>{t.detail.fields[view.file]}</dt>
              <dd>
                {upload ? (
                  <a href={`/admin/files/${upload.id}`} download>
                    {upload.name} ({Math.max(1, Math.round(upload.size / 1024))} KB)
                  </a>
                ) : (
                  t.common.none
                )}
              </dd>
            </div>
          ) : null}
        </dl>
        <aside className="admin-side">
          <Form method="post" className="admin-status">
            <input type="hidden" name="csrf" value={csrf} />
            <label className="field">
              <span className="field__label">{t.lists.status}</span>
              <select className="input" name="status" defaultValue={String(entry.status)}>
                {STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t.statuses[status]}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn btn--dark btn--sm">
              {t.detail.saveStatus}
            </button>
          </Form>
          <section>
            <h2>{t.detail.notifications}</h2>
            {deliveries.length === 0 ? (
              <p className="muted">{t.detail.noChannel}</p>
            ) : (
              <ul className="plain-list admin-deliveries">
                {deliveries.map((delivery) => (
                  <li key={delivery.channel}>
                    <strong>{t.detail.channels[delivery.channel]}</strong>: {t.detail.delivery[delivery.status]}
                    {delivery.sentAt ? `, ${formatWhen(delivery.sentAt, lang)}` : ""}
                    {delivery.status !== "sent" && delivery.attempts > 0
                      ? ` (${fill(t.detail.attempts, { n: delivery.attempts })})`
                      : ""}
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
            {t.detail.erase}
          </Link>
        </aside>
      </div>
    </>
  );
}
