import { data, Link } from "react-router";
import type { Route } from "./+types/spam";
import { z } from "zod";
import { actorName, getUpload } from "../../admin/inbox.server.ts";
import { inboxSpamPage, restoreFromSpam, spamData } from "../../admin/spam.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { intent, staffAction } from "../../admin/forms/staff-action.server.ts";
import { StaffForm } from "../../admin/forms/StaffForm.tsx";
import { formatWhen, LIST_VIEWS } from "../../admin/fields.ts";
import { useInbox, type InboxCatalogue } from "../../admin/i18n/index.ts";
import type { FormatMessage } from "../../../shared/i18n/message.ts";
import { ELAPSED_FIELD } from "../../../shared/forms/fields.ts";
import { isListName, PAGE_SIZE, type ListName } from "../../../shared/inbox.ts";

/** Who sent a spam entry, as its list names people: the fields of the form it came from. */
function senderName(list: ListName, sent: Record<string, unknown>): string {
  if (list === "requests") return String(sent.full_name ?? "");
  if (list === "applications") return `${String(sent.first_name ?? "")} ${String(sent.last_name ?? "")}`.trim();
  return String(sent.email ?? "");
}

function listOf(params: { list?: string }): ListName {
  if (!isListName(params.list)) throw data(null, { status: 404 });
  return params.list;
}

export async function loader(args: Route.LoaderArgs) {
  const list = listOf(args.params);
  const { services } = await requireStaff(args, LIST_VIEWS[list].area);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(args.url.searchParams.get("page") ?? "1", 10) || 1));
  const { rows, total } = await inboxSpamPage(services.database, list, page);
  const entries = await Promise.all(
    rows.map(async (entry) => {
      const sent = spamData(entry);
      const upload = entry.fileId ? await getUpload(services.database.db, entry.fileId) : undefined;
      return {
        id: entry.id,
        receivedAt: entry.createdAt,
        reason: entry.reason,
        fillMs: typeof sent[ELAPSED_FIELD] === "number" ? sent[ELAPSED_FIELD] : null,
        name: senderName(list, sent),
        email: entry.email,
        phone: typeof sent.phone === "string" ? sent.phone : "",
        message: typeof sent.message === "string" ? sent.message : "",
        file: upload ? { id: upload.id, name: upload.originalName } : null,
      };
    }),
  );
  return { list, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)), entries };
}

/** Restores an entry from spam: it joins its list and is notified and answered like any other. */
export function action(args: Route.ActionArgs) {
  const list = listOf(args.params);
  return staffAction(args, LIST_VIEWS[list].area, {
    restore: intent(z.object({ id: z.string().min(1) }), async ({ id }, { services, session }) => {
      const restored = await restoreFromSpam(services, id, actorName(session.staff));
      if (!restored || restored.list !== list) return data({ restored: null }, { status: 410 });
      return { restored: { id: restored.id, name: senderName(list, spamData(restored)) } };
    }),
  });
}

/** Why an entry is in spam, in the inbox's words. */
function reasonText(
  t: InboxCatalogue,
  format: FormatMessage,
  reason: string,
  fillMs: number | null,
  lang: string,
): string {
  if (reason !== "too-fast") return t.spam.reasons.honeypot;
  const seconds = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(Math.max(0, fillMs ?? 0) / 1000);
  return format(t.spam.reasons.tooFast, { seconds });
}

export default function InboxSpam({ loaderData, actionData }: Route.ComponentProps) {
  const { list, entries, page, pages } = loaderData;
  const { t, lang, format } = useInbox();
  return (
    <>
      <p>
        <Link to={`/admin/${list}`}>← {t.spam.back}</Link>
      </p>
      <div className="admin__heading">
        <h1>{format(t.spam.title, { list: t.nav[list] })}</h1>
      </div>
      <p className="muted">{t.spam.intro}</p>
      {actionData && "restored" in actionData ? (
        actionData.restored ? (
          <p className="admin-message admin-message--success" role="status">
            {format(t.spam.restored, { name: actionData.restored.name })}{" "}
            {list === "subscribers" ? null : <Link to={`/admin/${list}/${actionData.restored.id}`}>{t.spam.open}</Link>}
          </p>
        ) : (
          <p className="admin-message admin-message--error" role="alert">
            {t.spam.gone}
          </p>
        )
      ) : null}
      {entries.length === 0 ? <p className="muted">{t.spam.empty}</p> : null}
      <div className="table-scroll" hidden={entries.length === 0}>
        <table className="admin-table admin-table--stack">
          <thead>
            <tr>
              <th scope="col">{t.lists.received}</th>
              <th scope="col">{t.lists.name}</th>
              <th scope="col">{t.lists.columns.email}</th>
              {list === "subscribers" ? null : <th scope="col">{t.detail.fields.message}</th>}
              <th scope="col">{t.spam.reason}</th>
              <th scope="col">
                <span className="visually-hidden">{t.spam.restore}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td data-label={t.lists.received}>{formatWhen(entry.receivedAt, lang)}</td>
                <th scope="row">{entry.name}</th>
                <td data-label={t.lists.columns.email}>
                  {entry.email}
                  {entry.phone ? <div className="muted">{entry.phone}</div> : null}
                </td>
                {list === "subscribers" ? null : (
                  <td data-label={t.detail.fields.message} className="admin-fields__message">
                    {entry.message}
                    {entry.file ? (
                      <div>
                        <a href={`/admin/files/${entry.file.id}`} download>
                          {entry.file.name}
                        </a>
                      </div>
                    ) : null}
                  </td>
                )}
                <td data-label={t.spam.reason}>{reasonText(t, format, entry.reason, entry.fillMs, lang)}</td>
                <td>
                  <StaffForm intent="restore">
                    <input type="hidden" name="id" value={entry.id} />
                    <button
                      type="submit"
                      className="btn btn--secondary btn--sm"
                      aria-label={`${t.spam.restore}: ${entry.name}`}
                    >
                      {t.spam.restore}
                    </button>
                  </StaffForm>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav className="admin-pages" aria-label={format(t.lists.page, { page, pages })}>
          {page > 1 ? <Link to={`?page=${page - 1}`}>{t.lists.newer}</Link> : <span />}
          <span>{format(t.lists.page, { page, pages })}</span>
          {page < pages ? <Link to={`?page=${page + 1}`}>{t.lists.older}</Link> : <span />}
        </nav>
      ) : null}
    </>
  );
}
