import { data, Link, redirect, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/unsorted";
import { intent, staffAction } from "../../admin/forms/staff-action.server.ts";
import { StaffForm } from "../../admin/forms/StaffForm.tsx";
import { actorName, fileReply, mailboxStatus, setAside, unsortedMail } from "../../admin/inbox.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
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

/** The conversation a reply is filed into, sent as "<list>:<id>". */
const target = z
  .string()
  .default("")
  .transform((value) => {
    const [list, id] = value.split(":");
    return isEntryList(list) && id ? { list, id } : null;
  });

export function action(args: Route.ActionArgs) {
  const mail = z.string().min(1);
  // Filing mail from an unverified sender needs the box ticked (issue 39.7).
  const confirm = z.string().optional();
  return staffAction(args, "unsorted", {
    aside: intent(z.object({ mail }), async ({ mail: mailId }, { services, session }) => {
      if (!(await setAside(services.database, mailId, actorName(session.staff)))) {
        return data({ problem: "gone" as const }, { status: 409 });
      }
      return redirect("/admin/unsorted?done=aside");
    }),
    file: intent(
      z.object({ mail, target, confirm }),
      async ({ mail: mailId, target: chosen, confirm }, { services, session }) => {
        if (!chosen || !canAccess(session.staff, chosen.list)) {
          return data({ problem: "notSender" as const }, { status: 400 });
        }
        const outcome = await fileReply(services.database, mailId, chosen, actorName(session.staff), {
          confirmed: confirm === "1",
        });
        if (!outcome.ok) return data({ problem: outcome.problem }, { status: 400 });
        return redirect(`/admin/unsorted?done=filed`);
      },
    ),
  });
}

export default function InboxUnsorted({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = answer && "problem" in answer ? answer : undefined;
  const { t, lang, format } = useInbox();
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
                    <StaffForm intent="file" className="admin-unsorted__file">
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
                    </StaffForm>
                  ) : (
                    <p className="muted">{u.noCandidates}</p>
                  )}
                  <StaffForm intent="aside">
                    <input type="hidden" name="mail" value={mail.id} />
                    <button type="submit" className="btn btn--secondary btn--sm">
                      {u.setAside}
                    </button>
                  </StaffForm>
                </div>
              )}
            </article>
          </li>
        ))}
      </ol>
    </>
  );
}
