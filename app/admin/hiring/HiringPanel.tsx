import { useRef, useState } from "react";
import { Form } from "react-router";
import { APPLICATION_STATUSES, HIRING_STEPS, type ApplicationStatus, type Status } from "../../../shared/inbox.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { formatWhen } from "../fields.ts";
import { useInbox } from "../i18n/index.ts";

export interface HistoryEntry {
  id: string;
  kind: "moved" | "note" | "reply";
  at: string;
  by: string;
  from: string | null;
  to: string | null;
  note: string | null;
  subject: string | null;
  body: string | null;
  /** A reply's delivery: pending, sent, failed, cancelled. */
  delivery: string | null;
}

type Problem = "gone" | "nothing" | "noMail" | "replyIncomplete";

/**
 * An application's place in the seven hiring steps, the form that moves it on (with an
 * internal note and, when e-mail is set up, a message to the applicant in their
 * language, prefilled for the step chosen), and everything that happened to it.
 */
export function HiringPanel(props: {
  status: Status;
  receivedAt: string;
  applicantLanguage: Language;
  history: HistoryEntry[];
  templates: Record<string, { subject: string; body: string }>;
  mail: boolean;
  problem: Problem | null;
}) {
  const { t, lang, csrf, format } = useInbox();
  const [target, setTarget] = useState<ApplicationStatus>(
    (APPLICATION_STATUSES as readonly string[]).includes(props.status) ? (props.status as ApplicationStatus) : "review",
  );
  const [writing, setWriting] = useState(false);
  const [draft, setDraft] = useState(props.templates[target] ?? { subject: "", body: "" });
  // Once the recruiter edits the message, choosing another step no longer replaces it.
  const edited = useRef(false);
  const step = HIRING_STEPS.indexOf(props.status as (typeof HIRING_STEPS)[number]);
  const statusName = (value: string | null) => (value ? (t.statuses[value as Status] ?? value) : "");

  return (
    <section className="admin-hiring" aria-labelledby="hiring-title">
      <h2 id="hiring-title">{t.hiring.title}</h2>
      <ol
        className="admin-steps"
        aria-label={step >= 0 ? format(t.hiring.stepOf, { n: step + 1 }) : statusName(props.status)}
      >
        {HIRING_STEPS.map((name, index) => (
          <li
            key={name}
            className={index < step ? "is-done" : index === step ? "is-current" : undefined}
            aria-current={index === step ? "step" : undefined}
          >
            <span className="admin-steps__number">{index + 1}</span>
            <span className="admin-steps__name">{t.statuses[name]}</span>
          </li>
        ))}
      </ol>

      {props.problem ? (
        <p className="admin-message admin-message--error" role="alert">
          {t.hiring.problems[props.problem]}
        </p>
      ) : null}

      <Form method="post" className="admin-form admin-hiring__form">
        <input type="hidden" name="csrf" value={csrf} />
        <label className="field">
          <span className="field__label">{t.hiring.moveTo}</span>
          <select
            className="input"
            name="status"
            value={target}
            onChange={(event) => {
              const next = event.target.value as ApplicationStatus;
              setTarget(next);
              if (!edited.current) setDraft(props.templates[next] ?? { subject: "", body: "" });
            }}
          >
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.statuses[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t.hiring.note}</span>
          <textarea className="input" name="note" rows={3} aria-describedby="hiring-note-hint" />
          <span className="field__hint" id="hiring-note-hint">
            {t.hiring.noteHint}
          </span>
        </label>
        {props.mail ? (
          <>
            <label className="checkbox">
              <input
                type="checkbox"
                name="reply"
                checked={writing}
                onChange={(event) => setWriting(event.target.checked)}
              />
              <span>{t.hiring.writeReply}</span>
            </label>
            <fieldset className="admin-hiring__reply" disabled={!writing} hidden={!writing}>
              <legend className="visually-hidden">{t.hiring.writeReply}</legend>
              <p className="field__hint">
                {format(t.hiring.replyHint, { language: t.common.languages[props.applicantLanguage] })}
              </p>
              <label className="field">
                <span className="field__label">{t.hiring.subject}</span>
                <input
                  className="input"
                  name="subject"
                  lang={props.applicantLanguage}
                  value={draft.subject}
                  onChange={(event) => {
                    edited.current = true;
                    setDraft({ ...draft, subject: event.target.value });
                  }}
                />
              </label>
              <label className="field">
                <span className="field__label">{t.hiring.body}</span>
                <textarea
                  className="input"
                  name="body"
                  rows={9}
                  lang={props.applicantLanguage}
                  value={draft.body}
                  onChange={(event) => {
                    edited.current = true;
                    setDraft({ ...draft, body: event.target.value });
                  }}
                />
              </label>
            </fieldset>
          </>
        ) : (
          <p className="muted">{t.hiring.replyNoMail}</p>
        )}
        <button type="submit" className="btn btn--dark">
          {t.hiring.save}
        </button>
      </Form>

      <h2>{t.hiring.history}</h2>
      <ol className="plain-list admin-history">
        <li>
          <span className="muted">{formatWhen(props.receivedAt, lang)}</span> {t.hiring.received}
        </li>
        {props.history.map((entry) => (
          <li key={entry.id}>
            <span className="muted">
              {formatWhen(entry.at, lang)} · {entry.by}
            </span>
            {entry.kind === "moved" ? (
              <div>{format(t.hiring.moved, { from: statusName(entry.from), to: statusName(entry.to) })}</div>
            ) : entry.kind === "note" ? (
              <div>
                <strong>{t.hiring.noted}:</strong> <span className="admin-history__text">{entry.note}</span>
              </div>
            ) : (
              <div>
                <strong>{t.hiring.replied}</strong>
                {entry.delivery ? ` (${t.detail.delivery[entry.delivery as "sent"] ?? entry.delivery})` : ""}:{" "}
                {entry.subject}
                <details>
                  <summary>{t.hiring.body}</summary>
                  <p className="admin-history__text">{entry.body}</p>
                </details>
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
