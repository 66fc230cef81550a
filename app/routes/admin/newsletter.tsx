import { data, Form, Link, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/newsletter";
import { readForm } from "../../routing/read-form.server.ts";
import {
  actorName,
  activeSubscribers,
  entriesForStaff,
  isLive,
  pauseSend,
  resendUncertain,
  sendsOverview,
  startSend,
} from "../../admin/inbox.server.ts";
import { requireStaff, verifyCsrf } from "../../admin/session.server.ts";
import { formatWhen } from "../../admin/fields.ts";
import { useInbox } from "../../admin/i18n/index.ts";
import { isLanguage } from "../../../shared/i18n/languages.ts";
import { posts } from "../../../content/model/index.ts";

/**
 * The newsletter: send a published post to the confirmed subscribers, and follow each
 * send (sent, waiting, failed, uncertain), pause or resume it.
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
    sends: await sendsOverview(db, lang),
    mail: services.mail,
    perMinute: services.newsletterPerMinute,
  };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const { services, session } = await requireStaff(args, "newsletter");
  const form = await readForm(request);
  verifyCsrf(request, form, session);
  const by = actorName(session.staff);
  const send = String(form.get("send") ?? "");
  switch (form.get("intent")) {
    case "start": {
      if (!services.mail) return data({ problem: "noMail" as const }, { status: 400 });
      const outcome = await startSend(services.database, String(form.get("post") ?? ""), by, {
        ratePerMinute: services.newsletterPerMinute,
      });
      if (!outcome.ok) return data({ problem: outcome.problem }, { status: 400 });
      return redirect(`/admin/newsletter?started=${outcome.recipients}`);
    }
    case "pause":
    case "resume":
      if (!(await pauseSend(services.database, send, form.get("intent") === "pause", by))) {
        return data({ problem: "notFound" as const }, { status: 404 });
      }
      return redirect("/admin/newsletter");
    case "resend":
      return data({ resent: await resendUncertain(services.database, send, by) });
    default:
      throw data(null, { status: 400 });
  }
}

export default function InboxNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { subscribers, posts, sends, mail, perMinute } = loaderData;
  const { t, lang, csrf, format } = useInbox();
  const [params] = useSearchParams();
  const words = t.newsletter;
  const started = params.get("started");
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
      {actionData && "problem" in actionData ? (
        <p className="admin-message admin-message--error" role="alert">
          {actionData.problem === "noMail" ? words.noMail : words.problems[actionData.problem]}
        </p>
      ) : null}
      {actionData && "resent" in actionData ? (
        <p className="admin-message admin-message--success" role="status">
          {format(words.resent, { n: actionData.resent })}
        </p>
      ) : null}

      <section className="admin-section">
        <p>
          <strong>{format(words.subscribers, { n: subscribers })}</strong> · {format(words.rate, { n: perMinute })}
        </p>
        {mail ? (
          <Form method="post" className="admin-filters">
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="intent" value="start" />
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
          </Form>
        ) : (
          <p className="admin-message admin-message--error">{words.noMail}</p>
        )}
      </section>

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
                <ul className="plain-list muted">
                  {send.counts.pending ? <li>{format(words.pending, { n: send.counts.pending })}</li> : null}
                  {send.counts.failed ? <li>{format(words.failed, { n: send.counts.failed })}</li> : null}
                  {send.counts.cancelled ? <li>{format(words.cancelled, { n: send.counts.cancelled })}</li> : null}
                  {send.counts.uncertain ? <li>{format(words.uncertain, { n: send.counts.uncertain })}</li> : null}
                </ul>
                <div className="admin-send__actions">
                  {!done ? (
                    <Form method="post">
                      <input type="hidden" name="csrf" value={csrf} />
                      <input type="hidden" name="send" value={send.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={send.paused ? "resume" : "pause"}
                        className="btn btn--secondary btn--sm"
                      >
                        {send.paused ? words.resume : words.pause}
                      </button>
                    </Form>
                  ) : null}
                  {send.counts.uncertain ? (
                    <Form method="post">
                      <input type="hidden" name="csrf" value={csrf} />
                      <input type="hidden" name="send" value={send.id} />
                      <button type="submit" name="intent" value="resend" className="btn btn--secondary btn--sm">
                        {words.resendUncertain}
                      </button>
                    </Form>
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
