import { data, Link, redirect, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/newsletter";
import {
  actorName,
  activeSubscribers,
  allIssues,
  entriesForStaff,
  isLive,
  pauseSend,
  resendUncertain,
  sendsOverview,
  sendTest,
  startSend,
} from "../../admin/inbox.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { intent, staffAction } from "../../admin/forms/staff-action.server.ts";
import { StaffForm } from "../../admin/forms/StaffForm.tsx";
import { formatWhen } from "../../admin/fields.ts";
import { useInbox } from "../../admin/i18n/index.ts";
import { LanguageSelect } from "../../admin/LanguageSelect.tsx";
import { actorShownAs } from "../../admin/audit-words.ts";
import { TestSendForm, type TestProblem } from "../../admin/newsletter/TestSendForm.tsx";
import { isLanguage, LANGUAGES } from "../../../shared/i18n/languages.ts";
import { posts } from "../../../content/model/index.ts";

/**
 * The newsletter: issues written here (./newsletter-issue.tsx), a published post sent to
 * the confirmed subscribers, a test of either to oneself; and each send followed:
 * delivered, failed (and to whom), waiting, uncertain; paused or resumed.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, session } = await requireStaff(args, "newsletter");
  const { db } = services.database;
  const lang = isLanguage(session.staff.language) ? session.staff.language : "en";
  const now = new Date().toISOString();
  const live = (await entriesForStaff(db, posts)).filter((post) => isLive(post.state, now));
  return {
    subscribers: (await activeSubscribers(db)).length,
    posts: live.map((post) => ({ id: post.id, title: post.doc.title[lang] || post.doc.title.en || post.id })),
    issues: (await allIssues(db)).map((issue) => ({
      id: issue.id,
      subject: issue.doc.subject[lang] || issue.doc.subject.en,
      status: issue.status,
      updatedAt: issue.updatedAt,
      updatedBy: issue.updatedBy,
    })),
    sends: await sendsOverview(db, lang),
    mail: services.mail,
    perMinute: services.newsletterPerMinute,
    email: session.staff.email,
  };
}

const sendField = z.object({ send: z.string().min(1) });

export function action(args: Route.ActionArgs) {
  return staffAction(args, "newsletter", {
    start: intent(z.object({ post: z.string().min(1, "required") }), async ({ post }, { services, session }) => {
      if (!services.mail) return data({ problem: "noMail" as const }, { status: 400 });
      const outcome = await startSend(services.database, post, actorName(session.staff), {
        ratePerMinute: services.newsletterPerMinute,
      });
      if (!outcome.ok) return data({ problem: outcome.problem }, { status: 400 });
      return redirect(`/admin/newsletter?started=${outcome.recipients}`);
    }),
    test: intent(
      z.object({ post: z.string().min(1, "required"), lang: z.enum(LANGUAGES) }),
      async ({ post, lang }, { services, session }) => {
        if (!services.mail) return data({ problem: "noMail" as const }, { status: 400 });
        const outcome = await sendTest(services.database, { post }, lang, {
          label: actorName(session.staff),
          email: session.staff.email,
        });
        if (!outcome.ok) return data({ testProblem: outcome.problem }, { status: 400 });
        return { tested: lang };
      },
    ),
    pause: intent(sendField, async ({ send }, { services, session }) => paused(services, session, send, true)),
    resume: intent(sendField, async ({ send }, { services, session }) => paused(services, session, send, false)),
    resend: intent(sendField, async ({ send }, { services, session }) => ({
      resent: await resendUncertain(services.database, send, actorName(session.staff)),
    })),
  });
}

async function paused(
  services: { database: Parameters<typeof pauseSend>[0] },
  session: { staff: Parameters<typeof actorName>[0] },
  send: string,
  pause: boolean,
) {
  if (!(await pauseSend(services.database, send, pause, actorName(session.staff)))) {
    return data({ problem: "notFound" as const }, { status: 404 });
  }
  return redirect("/admin/newsletter");
}

export default function InboxNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { subscribers, posts, issues, sends, mail, perMinute } = loaderData;
  const { t, lang, format } = useInbox();
  const [params] = useSearchParams();
  const words = t.newsletter;
  const started = params.get("started");
  const problem = actionData && "problem" in actionData ? actionData.problem : null;
  const testProblem: TestProblem | null = actionData && "testProblem" in actionData ? actionData.testProblem : null;
  const tested = actionData && "tested" in actionData ? actionData.tested : null;
  return (
    <>
      <div className="admin__heading">
        <h1>{words.title}</h1>
        <Link className="btn btn--secondary btn--sm" to="/admin/emails">
          {words.previews}
        </Link>
      </div>
      <p className="muted">{words.intro}</p>
      {started && !actionData ? (
        <p className="admin-message admin-message--success" role="status">
          {format(words.started, { title: sends[0]?.title ?? "", n: started })}
        </p>
      ) : null}
      {problem ? (
        <p className="admin-message admin-message--error" role="alert">
          {problem === "noMail" ? words.noMail : words.problems[problem]}
        </p>
      ) : null}
      {actionData && "resent" in actionData ? (
        <p className="admin-message admin-message--success" role="status">
          {format(words.resent, { n: actionData.resent })}
        </p>
      ) : null}
      <p>
        <strong>{format(words.subscribers, { n: subscribers })}</strong> · {format(words.rate, { n: perMinute })}
      </p>
      {mail ? null : <p className="admin-message admin-message--error">{words.noMail}</p>}

      <section className="admin-section" aria-labelledby="issues-title">
        <div className="admin__heading">
          <h2 id="issues-title">{words.issues}</h2>
          <Link className="btn btn--dark btn--sm" to="/admin/newsletter/issues/new">
            {words.newIssue}
          </Link>
        </div>
        {issues.length === 0 ? (
          <p className="muted">{words.noIssues}</p>
        ) : (
          <ul className="plain-list admin-issues">
            {issues.map((issue) => (
              <li key={issue.id}>
                <Link to={`/admin/newsletter/issues/${issue.id}`}>{issue.subject || words.newIssue}</Link>{" "}
                <span className={`status status--${issue.status === "sent" ? "done" : "new"}`}>
                  {words.issueStates[issue.status]}
                </span>
                <div className="muted">
                  {format(words.edited, {
                    when: formatWhen(issue.updatedAt, lang),
                    who: actorShownAs(issue.updatedBy, t),
                  })}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {mail ? (
        <section className="admin-section" aria-labelledby="post-title">
          <h2 id="post-title">{words.sendPost}</h2>
          <StaffForm intent="start" className="admin-filters">
            <label className="field">
              <span className="field__label">{words.post}</span>
              <select className="input" name="post" required>
                {posts.map((post) => (
                  <option key={post.id} value={post.id}>
                    {post.title}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn btn--dark">
              {words.send}
            </button>
          </StaffForm>
          <TestSendForm problem={testProblem} tested={tested} email={loaderData.email}>
            <label className="field">
              <span className="field__label">{words.testPost}</span>
              <select className="input" name="post" required>
                {posts.map((post) => (
                  <option key={post.id} value={post.id}>
                    {post.title}
                  </option>
                ))}
              </select>
            </label>
            <LanguageSelect label={words.testLanguage} name="lang" defaultValue={lang} names={t.common.languages} />
          </TestSendForm>
        </section>
      ) : null}

      <section className="admin-section" aria-labelledby="sends-title">
        <h2 id="sends-title">{words.sends}</h2>
        {sends.length === 0 ? <p className="muted">{words.none}</p> : null}
        <ul className="plain-list admin-sends">
          {sends.map((send) => {
            const total = send.recipients;
            const done = send.counts.pending === 0;
            const state = done ? "done" : send.paused ? "paused" : "sending";
            return (
              <li key={send.id} className="admin-send" data-send={send.id}>
                <div className="admin-send__head">
                  <strong>{send.title}</strong>
                  <span className={`status status--${state}`}>{words.states[state]}</span>
                </div>
                <p className="muted">
                  {format(words.sentBy, { when: formatWhen(send.createdAt, lang), who: send.createdBy })}
                </p>
                <progress max={total} value={send.counts.sent} aria-label={words.progress} />
                <p>{format(words.progress, { sent: send.counts.sent, total })}</p>
                <ul className="plain-list admin-send__counts">
                  <li>{format(words.delivered, { n: send.counts.sent })}</li>
                  <li>{format(words.failedCount, { n: send.counts.failed })}</li>
                </ul>
                <ul className="plain-list muted">
                  {send.counts.pending ? <li>{format(words.pending, { n: send.counts.pending })}</li> : null}
                  {send.counts.cancelled ? <li>{format(words.cancelled, { n: send.counts.cancelled })}</li> : null}
                  {send.counts.uncertain ? <li>{format(words.uncertain, { n: send.counts.uncertain })}</li> : null}
                </ul>
                {send.failed.length ? (
                  <details className="admin-send__failed">
                    <summary>{words.failedList}</summary>
                    <ul className="plain-list">
                      {send.failed.map((failure) => (
                        <li key={failure.address}>
                          <strong>{failure.address}</strong>
                          {failure.error ? <div className="muted">{failure.error}</div> : null}
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : null}
                <div className="admin-send__actions">
                  {!done ? (
                    <StaffForm intent={send.paused ? "resume" : "pause"}>
                      <input type="hidden" name="send" value={send.id} />
                      <button type="submit" className="btn btn--secondary btn--sm">
                        {send.paused ? words.resume : words.pause}
                      </button>
                    </StaffForm>
                  ) : null}
                  {send.counts.uncertain ? (
                    <StaffForm intent="resend">
                      <input type="hidden" name="send" value={send.id} />
                      <button type="submit" className="btn btn--secondary btn--sm">
                        {words.resendUncertain}
                      </button>
                    </StaffForm>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
