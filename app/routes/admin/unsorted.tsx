import { data, Form, Link, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/unsorted";
import { readForm } from "../../routing/read-form.server.ts";
import { actorName, fileReply, mailboxStatus, setAside, unsortedMail } from "../../admin/inbox.server.ts";
import { requireStaff, verifyCsrf } from "../../admin/session.server.ts";
import { formatWhen } from "../../admin/fields.ts";
import { useInbox } from "../../admin/i18n/index.ts";
import { MailboxState } from "../../admin/conversations/MailboxState.tsx";
import { ENTRY_LISTS, isEntryList } from "../../../shared/inbox.ts";
import { formatFileSize } from "../../../shared/i18n/file-size.ts";
import { canAccess } from "../../../shared/staff.ts";
import { shownText } from "../../../shared/sender-check.ts";

/**
 * Replies from the mailbox that named no conversation (written to the mailbox directly,
 * with a forged token, or answering an erased entry): staff read each, file it into the
 * conversation of the same sender, or set it aside. Nothing a person wrote is dropped.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, session } = await requireStaff(args, "unsorted");
  const lists = ENTRY_LISTS.filter((list) => canAccess(session.staff, list));
  const aside = args.url.searchParams.get("aside") === "1";
  return {
    aside,
    mail: await unsortedMail(services.database, lists, aside),
    repliesRead: services.repliesRead,
    mailbox: await mailboxStatus(services.database.db),
  };
}

export async function action(args: Route.ActionArgs) {
  const { services, session } = await requireStaff(args, "unsorted");
  const form = await readForm(args.request);
  verifyCsrf(args.request, form, session);
  const mailId = String(form.get("mail") ?? "");
  const by = actorName(session.staff);
  if (form.get("intent") === "aside") {
    if (!(await setAside(services.database, mailId, by))) return data({ problem: "gone" as const }, { status: 409 });
    return redirect("/admin/unsorted?done=aside");
  }
  const [list, id] = String(form.get("target") ?? "").split(":");
  if (!isEntryList(list) || !id || !canAccess(session.staff, list)) {
    return data({ problem: "notSender" as const }, { status: 400 });
  }
  const outcome = await fileReply(services.database, mailId, { list, id }, by, {
    confirmed: form.get("confirm") === "1",
  });
  if (!outcome.ok) return data({ problem: outcome.problem }, { status: 400 });
  return redirect(`/admin/unsorted?done=filed`);
}

export default function InboxUnsorted({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, csrf, format } = useInbox();
  const u = t.unsorted;
  const [params] = useSearchParams();
  const done = params.get("done");
  return (
    <>
      <div className="admin__heading">
        <h1>{u.title}</h1>
        <Link
          className="btn btn--secondary btn--sm"
          to={loaderData.aside ? "/admin/unsorted" : "/admin/unsorted?aside=1"}
        >
          {loaderData.aside ? u.showOpen : u.showAside}
        </Link>
      </div>
      <p className="muted">{u.intro}</p>
      {actionData ? (
        <p className="admin-message admin-message--error" role="alert">
          {u.problems[actionData.problem]}
        </p>
      ) : done === "filed" || done === "aside" ? (
        <p className="admin-message admin-message--success" role="status">
          {done === "filed" ? u.filed : u.setAsideDone}
        </p>
      ) : null}
      {loaderData.repliesRead ? <MailboxState status={loaderData.mailbox} /> : <p className="muted">{t.mailbox.off}</p>}
      {loaderData.mail.length === 0 ? <p className="muted">{loaderData.aside ? u.emptyAside : u.empty}</p> : null}
      <ol className="plain-list admin-unsorted">
        {loaderData.mail.map((mail) => (
          <li key={mail.id} className="admin-unsorted__mail">
            <article aria-labelledby={`mail-${mail.id}`}>
              <h2 id={`mail-${mail.id}`}>{mail.subject ? shownText(mail.subject) : u.noSubject}</h2>
              <dl className="admin-unsorted__meta">
                <div>
                  <dt>{u.from}</dt>
                  {/* The real address always, isolated: a name can reorder nothing around it. */}
                  <dd>
                    {mail.fromName ? <bdi>{shownText(mail.fromName)}</bdi> : null}
                    {mail.fromName ? " " : null}
                    <bdi className="admin-unsorted__address">&lt;{shownText(mail.fromAddress)}&gt;</bdi>
                  </dd>
                </div>
                <div>
                  <dt>{u.received}</dt>
                  <dd>{formatWhen(mail.createdAt, lang)}</dd>
                </div>
              </dl>
              {mail.doubts.length ? (
                <div className="admin-message admin-message--error admin-unsorted__doubts">
                  <strong>{u.unverified}</strong>
                  <ul>
                    {mail.doubts.map((doubt) => (
                      <li key={doubt}>{u.doubts[doubt]}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {mail.problem && mail.problem in u.why ? (
                <p className="admin-unsorted__why">{u.why[mail.problem as keyof typeof u.why]}</p>
              ) : null}
              {mail.body ? <p className="admin-history__text">{shownText(mail.body, { multiline: true })}</p> : null}
              {mail.attachments.length ? (
                <ul className="plain-list">
                  {mail.attachments.map((file) => (
                    <li key={file.id}>
                      {file.uploadId ? (
                        <a href={`/admin/files/${file.uploadId}`} download>
                          {shownText(file.name)} ({formatFileSize(file.size, lang)})
                        </a>
                      ) : (
                        format(t.conversation.refused, {
                          name: shownText(file.name),
                          reason: t.conversation.refusedReasons[file.problem === "tooLarge" ? "tooLarge" : "type"],
                        })
                      )}
                    </li>
                  ))}
                </ul>
              ) : null}
              {loaderData.aside ? null : (
                <div className="admin-unsorted__actions">
                  {mail.candidates.length ? (
                    <Form method="post" className="admin-unsorted__file">
                      <input type="hidden" name="csrf" value={csrf} />
                      <input type="hidden" name="mail" value={mail.id} />
                      <label className="field">
                        <span className="field__label">{u.fileInto}</span>
                        <select className="input" name="target">
                          {mail.candidates.map((candidate) => (
                            <option
                              key={`${candidate.list}:${candidate.id}`}
                              value={`${candidate.list}:${candidate.id}`}
                            >
                              {format(u.candidate, {
                                list: t.nav[candidate.list],
                                date: formatWhen(candidate.createdAt, lang),
                              })}
                            </option>
                          ))}
                        </select>
                      </label>
                      {mail.doubts.length ? (
                        <label className="field--check">
                          <input type="checkbox" name="confirm" value="1" required />
                          <span>{u.confirm}</span>
                        </label>
                      ) : null}
                      <button type="submit" className="btn btn--dark btn--sm">
                        {u.file}
                      </button>
                    </Form>
                  ) : (
                    <p className="muted">{u.noCandidates}</p>
                  )}
                  <Form method="post">
                    <input type="hidden" name="csrf" value={csrf} />
                    <input type="hidden" name="mail" value={mail.id} />
                    <input type="hidden" name="intent" value="aside" />
                    <button type="submit" className="btn btn--secondary btn--sm">
                      {u.setAside}
                    </button>
                  </Form>
                </div>
              )}
            </article>
          </li>
        ))}
      </ol>
    </>
  );
}
