import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { openings } from "../../../content/model/index.ts";
import type { Route } from "./+types/detail";
import { readForm } from "../../routing/read-form.server.ts";
import {
  actorName,
  applicationHistory,
  changeApplication,
  changeStatus,
  deliveryState,
  entryUpload,
  inboxEntry,
  LIST_KINDS,
  entryTitles,
} from "../../admin/inbox.server.ts";
import { requireStaff, verifyCsrf } from "../../admin/session.server.ts";
import { formatWhen, LIST_VIEWS } from "../../admin/fields.ts";
import { fill, useInbox } from "../../admin/i18n/index.ts";
import { HiringPanel, type HistoryEntry } from "../../admin/hiring/HiringPanel.tsx";
import { replyTemplate } from "../../mail/templates.server.ts";
import { mailSite } from "../../content/company.server.ts";
import {
  APPLICATION_STATUSES,
  isApplicationStatus,
  isListName,
  isStatusOf,
  LIST_STATUSES,
  type Status,
} from "../../../shared/inbox.ts";
import { isLanguage } from "../../../shared/i18n/languages.ts";
import { formatFileSize } from "../../../shared/i18n/file-size.ts";

/** The answer each kind of entry gets from the site, in the outbox. */
const ACKNOWLEDGEMENT = { requests: "contact-acknowledgement", applications: "application-acknowledgement" } as const;

export async function loader(args: Route.LoaderArgs) {
  const { params } = args;
  if (!isListName(params.list) || params.list === "subscribers") throw data(null, { status: 404 });
  const list = params.list;
  const { services, session } = await requireStaff(args, LIST_VIEWS[list].area);
  const { db } = services.database;
  const entry = await inboxEntry(services.database, list, params.id);
  if (!entry) throw data(null, { status: 404 });
  const upload = await entryUpload(services.database, list, entry);
  const row = entry as unknown as Record<string, unknown>;
  let hiring = null;
  if (list === "applications") {
    const applicantLanguage = isLanguage(row.language) ? row.language : "en";
    const events = await applicationHistory(services.database, params.id);
    const history: HistoryEntry[] = await Promise.all(
      events.map(async (event) => ({
        id: event.id,
        kind: event.kind as HistoryEntry["kind"],
        at: event.createdAt,
        by: event.createdBy,
        from: event.fromStatus,
        to: event.toStatus,
        note: event.note,
        subject: event.subject,
        body: event.body,
        delivery:
          event.kind === "reply" ? ((await deliveryState(db, "application-reply", event.id))[0]?.status ?? null) : null,
      })),
    );
    const { hiringSteps: steps } = await mailSite(args.context, applicantLanguage);
    hiring = {
      applicantLanguage,
      history,
      // The reply a recruiter starts from for each status, in the applicant's language.
      templates: Object.fromEntries(
        APPLICATION_STATUSES.map((status) => [
          status,
          replyTemplate(applicantLanguage, status, String(row.firstName), steps),
        ]),
      ),
      mail: services.mail,
    };
  }
  const position = String(row.position ?? "");
  return {
    list,
    entry: row,
    positionTitle: position
      ? ((await entryTitles(db, openings, isLanguage(session.staff.language) ? session.staff.language : "en")).get(
          position,
        ) ?? position)
      : "",
    upload: upload ? { id: upload.id, name: upload.originalName, size: upload.size, mime: upload.mime } : null,
    deliveries: await deliveryState(db, LIST_KINDS[list], params.id),
    acknowledgement: (await deliveryState(db, ACKNOWLEDGEMENT[list], params.id))[0] ?? null,
    hiring,
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, params } = args;
  if (!isListName(params.list) || params.list === "subscribers") throw data(null, { status: 404 });
  const list = params.list;
  const { services, session } = await requireStaff(args, LIST_VIEWS[list].area);
  const form = await readForm(request);
  verifyCsrf(request, form, session);
  const status = form.get("status");
  if (list === "applications") {
    if (status !== null && !isApplicationStatus(status)) throw data("Unknown step", { status: 400 });
    const writing = form.get("reply") === "on";
    const outcome = await changeApplication(
      services.database,
      params.id,
      {
        ...(status ? { to: status } : {}),
        note: String(form.get("note") ?? ""),
        ...(writing
          ? { reply: { subject: String(form.get("subject") ?? ""), body: String(form.get("body") ?? "") } }
          : {}),
      },
      actorName(session.staff),
      { mail: services.mail },
    );
    if (!outcome.ok) {
      return data({ problem: outcome.problem }, { status: outcome.problem === "gone" ? 410 : 400 });
    }
    return redirect(`/admin/applications/${params.id}?saved=1`);
  }
  if (!isStatusOf(list, status)) throw data("Unknown status", { status: 400 });
  if (!(await changeStatus(services.database, list, params.id, status, actorName(session.staff)))) {
    throw data(null, { status: 404 });
  }
  return redirect(`/admin/${list}/${params.id}`);
}

export default function InboxDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { list, entry, upload, deliveries, acknowledgement, hiring, positionTitle } = loaderData;
  const { t, lang, csrf } = useInbox();
  const [params] = useSearchParams();
  const view = LIST_VIEWS[list];
  const status = String(entry.status) as Status;
  return (
    <>
      <p>
        <Link to={`/admin/${list}`}>← {t.nav[list]}</Link>
      </p>
      <div className="admin__heading">
        <h1>{view.name(entry)}</h1>
        <span className={`status status--${status}`}>{t.statuses[status] ?? status}</span>
      </div>
      {params.get("saved") && !actionData ? (
        <p className="admin-message admin-message--success" role="status">
          {t.hiring.saved}
        </p>
      ) : null}
      <div className="admin-detail">
        <div>
          <dl className="admin-fields">
            <div>
              <dt>{t.detail.received}</dt>
              <dd>{formatWhen(entry.createdAt, lang)}</dd>
            </div>
            {view.fields.map((field) => (
              <div key={field}>
                <dt>{t.detail.fields[field]}</dt>
                <dd className={field === "message" ? "admin-fields__message" : undefined}>
                  {field === "position"
                    ? positionTitle || t.detail.generalApplication
                    : field === "language" && isLanguage(entry.language)
                      ? t.common.languages[entry.language]
                      : String(entry[field] ?? "")}
                </dd>
              </div>
            ))}
            {view.file ? (
              <div>
                <dt>{t.detail.fields[view.file]}</dt>
                <dd>
                  {upload ? (
                    <a href={`/admin/files/${upload.id}`} download>
                      {upload.name} ({formatFileSize(upload.size, lang)})
                    </a>
                  ) : (
                    t.common.none
                  )}
                </dd>
              </div>
            ) : null}
          </dl>
          {hiring ? (
            <HiringPanel
              // A saved change starts the form afresh: the new step, an empty note, no message.
              key={`${status}-${hiring.history.length}`}
              status={status}
              receivedAt={String(entry.createdAt)}
              applicantLanguage={hiring.applicantLanguage}
              history={hiring.history}
              templates={hiring.templates}
              mail={hiring.mail}
              problem={actionData?.problem ?? null}
            />
          ) : null}
        </div>
        <aside className="admin-side">
          {list === "requests" ? (
            <Form method="post" className="admin-status">
              <input type="hidden" name="csrf" value={csrf} />
              <label className="field">
                <span className="field__label">{t.lists.status}</span>
                <select className="input" name="status" defaultValue={status}>
                  {LIST_STATUSES.requests.map((option) => (
                    <option key={option} value={option}>
                      {t.statuses[option]}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="btn btn--dark btn--sm">
                {t.detail.saveStatus}
              </button>
            </Form>
          ) : null}
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
            <p className="admin-deliveries">
              <strong>{t.detail.acknowledgement}</strong>:{" "}
              {acknowledgement
                ? `${t.detail.delivery[acknowledgement.status]}${acknowledgement.sentAt ? `, ${formatWhen(acknowledgement.sentAt, lang)}` : ""}`
                : t.detail.noAcknowledgement}
            </p>
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
