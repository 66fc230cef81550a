import { useState } from "react";
import { StaffForm } from "../forms/StaffForm.tsx";
import { LIST_STATUSES, type Status } from "../../../shared/inbox.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { useInbox } from "../i18n/index.ts";
import { History, type HistoryItem } from "./History.tsx";

type Problem = "gone" | "nothing" | "noMail" | "replyIncomplete";

/**
 * A quote request's conversation: its status, internal notes and, when e-mail is set up,
 * a message to the sender in their language, started from a template and edited before
 * sending; below, everything that happened, the sender's replies included.
 */
export function RequestPanel(props: {
  status: Status;
  receivedAt: string;
  senderLanguage: Language;
  history: HistoryItem[];
  /** The messages to start from, by template, in the sender's language. */
  templates: Record<string, string>;
  subject: string;
  mail: boolean;
  replies: string;
  problem: Problem | null;
}) {
  const { t, format } = useInbox();
  const c = t.conversation;
  const kinds = Object.keys(props.templates) as (keyof typeof c.templates)[];
  const [writing, setWriting] = useState(false);
  const [kind, setKind] = useState(kinds[0] ?? "call");
  const [draft, setDraft] = useState(props.templates[kind] ?? "");
  return (
    <section className="admin-hiring admin-conversation" aria-labelledby="conversation-title">
      <h2 id="conversation-title">{c.title}</h2>
      {props.problem ? (
        <p className="admin-message admin-message--error" role="alert">
          {c.problems[props.problem]}
        </p>
      ) : null}
      <StaffForm intent="change" className="admin-form admin-hiring__form">
        <label className="field">
          <span className="field__label">{c.status}</span>
          <select className="input" name="status" defaultValue={props.status}>
            {LIST_STATUSES.requests.map((option) => (
              <option key={option} value={option}>
                {t.statuses[option]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{c.note}</span>
          <textarea className="input" name="note" rows={3} aria-describedby="conversation-note-hint" />
          <span className="field__hint" id="conversation-note-hint">
            {c.noteHint}
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
              <span>{c.write}</span>
            </label>
            <fieldset className="admin-hiring__reply" disabled={!writing} hidden={!writing}>
              <legend className="visually-hidden">{c.write}</legend>
              <p className="field__hint">
                {format(c.writeHint, { language: t.common.languages[props.senderLanguage], subject: props.subject })}
              </p>
              <label className="field">
                <span className="field__label">{c.startFrom}</span>
                <select
                  className="input"
                  value={kind}
                  onChange={(event) => {
                    const next = event.target.value as typeof kind;
                    setKind(next);
                    setDraft(props.templates[next] ?? "");
                  }}
                >
                  {kinds.map((option) => (
                    <option key={option} value={option}>
                      {c.templates[option]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span className="field__label">{c.message}</span>
                <textarea
                  className="input"
                  name="body"
                  rows={9}
                  lang={props.senderLanguage}
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                />
              </label>
              <p className="field__hint">{props.replies}</p>
            </fieldset>
          </>
        ) : (
          <p className="muted">{c.noMail}</p>
        )}
        <button type="submit" className="btn btn--dark">
          {c.save}
        </button>
      </StaffForm>
      <h2>{c.history}</h2>
      <History
        items={props.history}
        receivedAt={props.receivedAt}
        receivedLabel={c.received}
        sentLabel={c.sent}
        movedLabel={c.moved}
      />
    </section>
  );
}
